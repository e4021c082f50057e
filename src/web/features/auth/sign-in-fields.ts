// zod/mini, loaded with the first check (see sign-in-form.tsx): the page paints without it.
import * as z from 'zod/mini';

/** The contract's signInBody asks both; said here in the page's words. The proxy checks the rest. */
export const signInFields = z.object({
  email: z.string().check(z.refine((value) => value.trim() !== '', 'Enter your email address')),
  // Not trimmed: spaces may be part of a password.
  password: z.string().check(z.refine((value) => value.trim() !== '', 'Enter your password')),
});

// A type, not an interface: the form's values are a `Record<string, unknown>`.
export type SignInValues = z.infer<typeof signInFields>;
