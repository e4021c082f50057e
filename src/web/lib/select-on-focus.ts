import type { FocusEvent } from 'react';

/**
 * A field showing a value a person will usually type over (a promo's $0, a threshold's default):
 * its text is selected when it takes the focus, so typing after a click or a Tab replaces it
 * instead of being appended to it ($0 then 5 reads $05). Selected in the focus event itself (its
 * capture): a number field (Mantine's NumberInput) hands its `onFocus` on after a timer, and keys
 * typed before that timer fired were kept, then selected and typed over ($150, then 12.5, read
 * $2.5). The field's own `onFocus` (a form's touched state) still runs.
 */
export const selectOnFocus = <
  P extends { onFocus?: (event: FocusEvent<HTMLInputElement>) => void },
>(
  props: P,
): P & { onFocusCapture: (event: FocusEvent<HTMLInputElement>) => void } => ({
  ...props,
  onFocusCapture: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
});
