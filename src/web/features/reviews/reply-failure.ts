import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/api-error';

/** Why a reply was not sent, in our words, and the upstream's own message, labelled as such. */
export interface ReplyFailure {
  message: string;
  /** What the marketplace's gateway said, when it said something. */
  upstream?: string;
  /** What our own server said about the gateway (unreachable, slow, unreadable). */
  server?: string;
}

export function replyFailure(error: unknown): ReplyFailure {
  if (!isApiError(error) || error.status === 0) return { message: errorMessage(error) };
  if (error.status === 429) return { message: errorMessage(error) };
  // `UPSTREAM_*`: our proxy's own diagnosis of the gateway, not the gateway's words.
  const upstream = !error.message
    ? {}
    : error.code.startsWith('UPSTREAM_')
      ? { server: error.message }
      : { upstream: error.message };
  if (error.code === 'REPLY_WINDOW_CLOSED') {
    return {
      message: 'The window to answer this review has closed: it can no longer be answered.',
      ...upstream,
    };
  }
  if (error.code === 'ALREADY_REPLIED') {
    return { message: 'This review already has a reply.', ...upstream };
  }
  if (error.status >= 500) {
    return {
      message: 'The marketplace did not take the reply. Nothing was sent; try again in a moment.',
      ...upstream,
    };
  }
  return { message: 'The marketplace refused the reply.', ...upstream };
}
