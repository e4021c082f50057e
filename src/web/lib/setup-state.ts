import { queryOptions } from '@tanstack/react-query';
import { apiFetch, errorFromReply, readJson, unreadableReply } from './http';

/**
 * `GET /api/setup`: whether the first-run set-up still needs its owner. Read by the sign-in page
 * (which then sends people to the set-up page) and by the set-up page; checked by hand, like the
 * session, so the sign-in page paints without a schema library.
 */
export interface SetupState {
  needsOwner: boolean;
}

export async function getSetupState(signal?: AbortSignal): Promise<SetupState> {
  const response = await apiFetch('/api/setup', { method: 'GET', signal });
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  const needsOwner =
    typeof json === 'object' && json !== null && 'needsOwner' in json ? json.needsOwner : undefined;
  if (typeof needsOwner !== 'boolean') throw unreadableReply(response.status);
  return { needsOwner };
}

export const setupKeys = { all: ['setup'] as const };

/** Changes only by the set-up itself (which sets it); not retried: the page works without it. */
export const setupStateQueryOptions = () =>
  queryOptions({
    queryKey: setupKeys.all,
    queryFn: ({ signal }) => getSetupState(signal),
    staleTime: Infinity,
    retry: false,
  });
