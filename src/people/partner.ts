/**
 * The partner connection: the gateway credential is the server's, and so are its tokens. One
 * access token serves every person and every instance (kept, sealed, in the database); it is
 * refreshed before it ends, or once after a 401, one refresh at a time in an instance, and an
 * instance about to refresh first takes a newer token another instance has kept; when the
 * refresh token is refused the server signs in again with the kept credential. A credential the gateway refuses turns the connection to "needs attention": owners
 * reconnect, everyone else is told, nobody is sent to sign in again.
 */
import { signInResult } from '../contract/auth';
import { refreshResult } from '../contract/auth';
import type { Upstream, UpstreamReply } from '../proxy/upstream';
import type { PartnerTokens, PeopleStore } from './store-types';

export type PartnerStatus = 'connected' | 'needs-attention' | 'not-set-up';

/** The gateway refused the partner's credential, or there is none yet. */
export class PartnerConnectionError extends Error {
  constructor(
    readonly status: PartnerStatus,
    message: string,
  ) {
    super(message);
  }
}

/** The gateway could not be asked (down, timed out), or answered nonsense: not the credential's fault. */
export class PartnerUnreachable extends Error {
  constructor(
    message: string,
    readonly code: 'UPSTREAM_UNREACHABLE' | 'UPSTREAM_CONTRACT' = 'UPSTREAM_UNREACHABLE',
  ) {
    super(message);
  }
}

const REFRESH_MARGIN_MS = 5 * 60_000;

type Tokens = PartnerTokens;

const parseJson = (reply: UpstreamReply): unknown => {
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    return null;
  }
};

export const createPartnerConnection = ({
  upstream,
  store,
  tokenTtlSeconds,
}: {
  upstream: Upstream;
  store: PeopleStore;
  tokenTtlSeconds: number;
}) => {
  let tokens: Tokens | null = null;
  let status: PartnerStatus = 'not-set-up';
  let pending: Promise<Tokens> | null = null;
  let checked = false;

  const askGateway = async (
    call: () => Promise<UpstreamReply>,
  ): Promise<{ refused: boolean; json: unknown }> => {
    let reply: UpstreamReply;
    try {
      reply = await call();
    } catch (error) {
      throw new PartnerUnreachable(error instanceof Error ? error.message : String(error));
    }
    if (reply.status === 401 || reply.status === 403 || reply.status === 400)
      return { refused: true, json: null };
    if (reply.status !== 200)
      throw new PartnerUnreachable(`The partner service answered ${reply.status} to sign-in`);
    return { refused: false, json: parseJson(reply) };
  };

  /** Signs in to the gateway with a credential; null when the gateway refuses it. */
  const signInWith = async (credential: {
    email: string;
    password: string;
  }): Promise<Tokens | null> => {
    const { refused, json } = await askGateway(() => upstream.call('signIn', { body: credential }));
    if (refused) return null;
    const parsed = signInResult.safeParse((json as { result?: unknown } | null)?.result);
    if (!parsed.success)
      throw new PartnerUnreachable(
        "The partner service's reply to signIn does not match the contract",
        'UPSTREAM_CONTRACT',
      );
    return {
      token: parsed.data.token,
      refresh: parsed.data.refresh,
      expiresAt: Date.now() + tokenTtlSeconds * 1000,
    };
  };

  const signInKept = async (): Promise<Tokens> => {
    const credential = await store.getPartnerCredential();
    checked = true;
    if (!credential) {
      status = 'not-set-up';
      throw new PartnerConnectionError(
        'not-set-up',
        'The partner connection is not set up yet; an owner sets it up',
      );
    }
    const next = await signInWith(credential);
    if (!next) {
      status = 'needs-attention';
      throw new PartnerConnectionError(
        'needs-attention',
        'The partner connection needs attention: the gateway refused its credential',
      );
    }
    status = 'connected';
    return next;
  };

  const refreshOrSignIn = async (current: Tokens | null): Promise<Tokens> => {
    if (current) {
      const { refused, json } = await askGateway(() =>
        upstream.call('refreshToken', { body: { refresh: current.refresh } }),
      );
      const parsed = refused
        ? null
        : refreshResult.safeParse((json as { result?: unknown } | null)?.result);
      if (parsed?.success)
        return {
          ...current,
          token: parsed.data.token,
          expiresAt: Date.now() + tokenTtlSeconds * 1000,
        };
    }
    return signInKept();
  };

  const fresh = (t: Tokens | null) => t !== null && t.expiresAt - Date.now() > REFRESH_MARGIN_MS;

  /**
   * One refresh (or sign-in) at a time in this instance: everyone waiting shares its outcome. A
   * token another instance kept since `stale` is taken instead, when it is still fresh.
   */
  const renew = (stale: Tokens | null) => {
    if (!pending) {
      pending = (async () => {
        const kept = await store.getPartnerTokens();
        if (kept && kept.token !== stale?.token && fresh(kept)) return (tokens = kept);
        const next = await refreshOrSignIn(stale ?? kept);
        await store.setPartnerTokens(next);
        return (tokens = next);
      })().finally(() => (pending = null));
    }
    return pending;
  };

  return {
    status: async (): Promise<PartnerStatus> => {
      if (!checked && status === 'not-set-up')
        status = (await store.getPartnerCredential()) ? 'connected' : 'not-set-up';
      checked = true;
      return status;
    },
    /** A token to call the gateway with, fresh enough. */
    token: async (): Promise<string> => {
      const current = tokens;
      if (fresh(current)) return (current as Tokens).token;
      return (await renew(current)).token;
    },
    /** After a 401 with `used`: a new token (shared by every request that saw the same 401). */
    renewAfter401: async (used: string): Promise<string> => {
      if (tokens && tokens.token !== used) return tokens.token;
      return (await renew(tokens)).token;
    },
    /** Checks a credential against the gateway and keeps it (encrypted) when it is accepted. */
    connect: async (credential: { email: string; password: string }): Promise<boolean> => {
      const next = await signInWith(credential);
      if (!next) return false;
      await store.setPartnerCredential(credential);
      await store.setPartnerTokens(next);
      tokens = next;
      status = 'connected';
      checked = true;
      return true;
    },
  };
};
export type PartnerConnection = ReturnType<typeof createPartnerConnection>;
