import type { KeyboardEvent } from 'react';

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a text field: sends, as mail and chat apps do. A key held
 * down repeats its keydown; only the first of them counts, so one press is one send.
 */
export function isSubmitShortcut(event: KeyboardEvent) {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.repeat;
}

/** A text field's keydown: Ctrl/Cmd+Enter submits its form once, through the form's own submit. */
export function submitOnShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  if (!event.repeat) event.currentTarget.form?.requestSubmit();
}
