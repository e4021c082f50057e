import type { FocusEvent } from 'react';

/**
 * A field showing a value a person will usually type over (a promo's $0, a threshold's default):
 * its text is selected when it takes the focus, so typing after a click or a Tab replaces it
 * instead of being appended to it ($0 then 5 reads $05). The field's own `onFocus` (a form's
 * touched state) still runs.
 */
export const selectOnFocus = <
  P extends { onFocus?: (event: FocusEvent<HTMLInputElement>) => void },
>(
  props: P,
): P => ({
  ...props,
  onFocus: (event: FocusEvent<HTMLInputElement>) => {
    props.onFocus?.(event);
    event.currentTarget.select();
  },
});
