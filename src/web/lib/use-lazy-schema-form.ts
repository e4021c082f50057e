import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';
import type { SchemaFormOptions } from './use-schema-form';

/**
 * `useSchemaForm` for a page that must paint before any schema library loads (sign-in): the schema
 * (from `load`, a dynamic import) and the resolver arrive with the first check, and the submit
 * handler gets the values as typed.
 */
export function useLazySchemaForm<Values extends Record<string, unknown>>(
  load: () => Promise<$ZodType>,
  options: SchemaFormOptions<Values, Values>,
): UseFormReturnType<Values, Values, (values: Values) => Promise<FormErrors>> {
  return useForm<Values, Values, Promise<FormErrors>>({
    mode: 'controlled',
    ...options,
    validate: async (values) => {
      const [{ zod4Resolver }, schema] = await Promise.all([
        import('mantine-form-zod-resolver'),
        load(),
      ]);
      return zod4Resolver(schema, { errorPriority: 'first' })(values);
    },
  });
}
