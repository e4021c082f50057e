import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error';
import { Alert } from './plain-button';

interface WriteFailureProps {
  /** What could not be done, e.g. "Could not raise the dispute". */
  title: string;
  /** The failure, or null (nothing is shown). */
  error: unknown;
  /** The failure in words; by default the error's own message. */
  describe?: (error: unknown) => ReactNode;
}

/** Why a form could not be sent, above its fields (which keep what was typed). */
export function WriteFailure({ title, error, describe = errorMessage }: WriteFailureProps) {
  if (error === null || error === undefined) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {describe(error)}
    </Alert>
  );
}
