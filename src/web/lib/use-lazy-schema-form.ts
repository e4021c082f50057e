import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { SchemaFormOptions } from './use-schema-form';

/**
 * `useSchemaForm` for a page that must paint before any schema library loads (sign-in, set-up, a
 * link's password): the schema (from `load`, a dynamic import) and the resolver arrive with the
 * first check. As with `useSchemaForm`, the submit handler gets the schema's parsed output (the
 * schema has accepted the values by then, so it is in).
 */
export function useLazySchemaForm<Values extends Record<string, unknown>, Output = Values>(
  load: () => Promise<$ZodType<Output>>,
  options: SchemaFormOptions<Values, Output>,
): UseFormReturnType<Values, Output, (values: Values) => Promise<FormErrors>> {
  const parsed = useRef<(values: Values) => Output>(null);
  return useForm<Values, Output, Promise<FormErrors>>({
    mode: 'controlled',
    ...options,
    validate: async (values) => {
      const [{ zod4Resolver }, { parse }, schema] = await Promise.all([
        import('mantine-form-zod-resolver'),
        import('zod/v4/core'),
        load(),
      ]);
      parsed.current = (accepted) => parse(schema, accepted);
      return zod4Resolver(schema, { errorPriority: 'first' })(values);
    },
    // Only called once the schema has accepted the values (`onSubmit`), so it is in by then.
    transformValues: (values) => parsed.current!(values),
  });
}
