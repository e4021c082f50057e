import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { parse, type $ZodType } from 'zod/v4/core';

/** A form whose fields hold `Values` as typed and whose submit handler gets the schema's output. */
export type SchemaForm<Values, Output = Values> = UseFormReturnType<
  Values,
  Output,
  (values: Values) => FormErrors
>;

export type SchemaFormOptions<Values, Output> = Omit<
  UseFormInput<Values, Output>,
  'mode' | 'validate' | 'transformValues' | 'initialValues'
> & { initialValues: Values };

/**
 * The one way to write a form: `@mantine/form` checked by a zod schema (the contract's, or the
 * feature's built from it). The fields keep what was typed (`Values`); each shows the first
 * problem the schema finds in it; `onSubmit` runs only when the schema accepts the whole form, and
 * hands over the schema's parsed output. Works with `zod` and `zod/mini` schemas alike.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: $ZodType<Output>,
  options: SchemaFormOptions<Values, Output>,
): SchemaForm<Values, Output> {
  return useForm<Values, Output, FormErrors>({
    mode: 'controlled',
    ...options,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    // Only called once the same schema has accepted the values.
    transformValues: (values) => parse(schema, values),
  });
}
