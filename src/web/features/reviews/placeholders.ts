/*
 * The placeholders a reply may carry. They are filled from the review when the reply is sent,
 * wherever they were typed (by hand or from a template), so the customer never reads "{…}".
 */

export const PLACEHOLDERS = { firstName: '{first_name}', restaurant: '{restaurant}' } as const;

export interface PlaceholderValues {
  customerName: string;
  restaurant: string;
}

/** `{…}` with no braces or line breaks inside; `{}` counts too (it is not a placeholder we know). */
const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** `{First_Name}` and `{ first_name }` are meant as `{first_name}`. */
const normalize = (name: string) => name.trim().toLowerCase();

/** `Maria Lopez` → `Maria`. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const valueOf = (name: string, values: PlaceholderValues): string | undefined => {
  switch (normalize(name)) {
    case 'first_name':
      return firstName(values.customerName);
    case 'restaurant':
      return values.restaurant;
    default:
      return undefined;
  }
};

/** The text with every known placeholder filled in; unknown ones are left as typed. */
export const fillPlaceholders = (text: string, values: PlaceholderValues) =>
  text.replace(PLACEHOLDER, (whole, name: string) => valueOf(name, values) ?? whole);

/** The `{…}` in the text that cannot be filled in, as typed, once each. */
export const unknownPlaceholders = (text: string): string[] => [
  ...new Set(
    [...text.matchAll(PLACEHOLDER)]
      .filter(
        (match) => valueOf(match[1] ?? '', { customerName: '', restaurant: '' }) === undefined,
      )
      .map((match) => match[0]),
  ),
];

export const hasPlaceholder = (text: string) => /\{[^{}\n]*\}/.test(text);
