// zod/mini, loaded with the form's first check (accept-link-form.tsx): the page paints without it.
import * as z from 'zod/mini';
import { acceptLinkBody } from '../../../contract/people';

/** The contract's password rule, and the same password twice. */
export const passwordFields = z
  .object({ password: acceptLinkBody.shape.password, confirm: z.string() })
  .check(
    z.refine((values) => values.password === values.confirm, {
      message: 'The two passwords differ',
      path: ['confirm'],
    }),
  );
export type PasswordValues = z.input<typeof passwordFields>;
export type PasswordOutput = z.output<typeof passwordFields>;
