import * as z from 'zod/mini';
import './zod-locale';

export const signInBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(320)),
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(1024)),
});
export type SignInBody = z.infer<typeof signInBody>;

export const profile = z.object({ id: z.string(), email: z.string(), username: z.string() });
export type Profile = z.infer<typeof profile>;

export const signInResult = z.object({
  profile,
  /** Access token, valid 24 hours. */
  token: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
});

export const refreshBody = z.object({ refresh: z.string().check(z.minLength(1, 'is required')) });
/** Refresh returns a new access token and keeps the refresh token (project decision). */
export const refreshResult = z.object({ token: z.string().check(z.minLength(1)) });
