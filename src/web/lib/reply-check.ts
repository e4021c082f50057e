import * as z from 'zod/mini';
import '../../contract/zod-locale';

/*
 * What checks an operation's reply, loaded with its call (api-client.ts): zod stays off the first
 * paint, and so do the loaders of the contract's parts (each operation's reply schema).
 */
export { RESULT_SCHEMAS } from '../../contract/result-schemas';

/** The success envelope; `result` is parsed on its own so a mismatch names the operation. */
const successEnvelope = z.object({
  status: z.boolean(),
  statusCode: z.number(),
  message: z.string(),
  result: z.unknown(),
  error: z.unknown(),
});

export const readEnvelope = (json: unknown) => successEnvelope.safeParse(json);

export const readResult = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value);
