import type { ApiError } from './api-error';

/**
 * A 400's field problems, by the form's own field paths (`owner.password`): those a form has go
 * next to its fields; the rest (and a failure with none) go above them. The server may name a
 * field from the request's top (`body.owner.password`).
 */
export function serverFieldErrors(
  error: ApiError,
  known: readonly string[],
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { path, message } of error.fields) {
    const key = path.replace(/^body\./, '');
    if (known.includes(key) && !fields[key]) fields[key] = message;
    else rest.push(message);
  }
  return { fields, rest };
}

/**
 * Puts a failure's field problems next to the form's fields (`setErrors`, the form's); with
 * `fallback`, a failure that names no field goes under that one. Says whether anything is left for
 * above the fields.
 */
export function placeFieldErrors(
  setErrors: (errors: Record<string, string>) => void,
  error: ApiError,
  known: readonly string[],
  fallback?: string,
): boolean {
  const { fields, rest } = serverFieldErrors(error, known);
  if (fallback && error.fields.length === 0) fields[fallback] = error.message;
  setErrors(fields);
  return rest.length > 0;
}
