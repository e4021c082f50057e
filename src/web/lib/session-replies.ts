import * as z from 'zod/mini';

/*
 * The proxy's own session replies (not the partner interface), described here. Loaded on
 * demand, with the reply, so the sign-in page paints without a schema library.
 */

export const profileReply = z.object({
  profile: z.object({ id: z.string(), email: z.string(), username: z.string() }),
});

export const metaReply = z.object({
  /** The demo sign-in, when the upstream is the embedded sample API; else null. */
  demoAccount: z.nullable(z.object({ email: z.string(), password: z.string() })),
});
export type Meta = z.infer<typeof metaReply>;
