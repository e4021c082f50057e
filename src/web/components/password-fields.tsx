import { PasswordInput, type TextInputProps } from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';

/** One required field of a form: where its value lives, and what the input shows. */
export type FieldSpec<Values> = Pick<TextInputProps, 'label' | 'description' | 'autoComplete'> & {
  path: LooseKeys<Values>;
  'data-autofocus'?: boolean;
};

/** What the fields need of a form: each field's key and its input's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output and validation
export type FieldsForm<Values> = Pick<UseFormReturnType<Values, any, any>, 'key' | 'getInputProps'>;

interface PasswordFieldsProps<Values> {
  form: FieldsForm<Values>;
  fields: readonly FieldSpec<Values>[];
}

/**
 * A form's required password fields in order (each with its show/hide button), bound to the form by
 * their paths. Light enough for a first paint: no text input comes with it.
 */
export function PasswordFields<Values>({ form, fields }: PasswordFieldsProps<Values>) {
  return fields.map(({ path, ...field }) => (
    <PasswordInput {...field} required key={form.key(path)} {...form.getInputProps(path)} />
  ));
}
