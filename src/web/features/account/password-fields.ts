// zod/mini, loaded with the form's first check (password-form.tsx): the page paints without it.
import * as z from 'zod/mini';
import { changePasswordBody } from '../../../contract/people';

/** The current password, and the new one by the contract's rule. */
export const passwordFields = z.object({
  current: z.string().check(z.minLength(1, 'Enter your current password')),
  next: changePasswordBody.shape.next,
});
