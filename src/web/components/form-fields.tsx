import { TextInput } from '@mantine/core';
import { PasswordFields, type FieldSpec, type FieldsForm } from './password-fields';

/** A field of `FormFields`: a text input, an email one or a password one. */
export type FormFieldSpec<Values> = FieldSpec<Values> & { type?: 'text' | 'email' | 'password' };

interface FormFieldsProps<Values> {
  form: FieldsForm<Values>;
  fields: readonly FormFieldSpec<Values>[];
}

/**
 * A form's required fields in order, each bound to the form by its path. Mantine's TextInput comes
 * with it, beside the password fields' PasswordInput (and its input wrapper): on a first paint
 * only where a form has password fields too (the set-up, as sign-in); elsewhere, the plain inputs.
 */
export function FormFields<Values>({ form, fields }: FormFieldsProps<Values>) {
  return fields.map(({ type, path, ...field }) =>
    type === 'password' ? (
      <PasswordFields key={form.key(path)} form={form} fields={[{ path, ...field }]} />
    ) : (
      <TextInput
        {...field}
        type={type}
        required
        key={form.key(path)}
        {...form.getInputProps(path)}
      />
    ),
  );
}
