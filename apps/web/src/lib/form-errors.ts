import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export const OFFLINE_MESSAGE = 'We could not reach TeaTree just now. Please check your connection and try again.';

/** What to tell the customer about a failed call: the server's own sentence, or `fallback` when no answer came. */
export function failureMessage(error: unknown, fallback: string = OFFLINE_MESSAGE): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * Puts a failed call on its form: the server's per-field messages on their fields. Returns the message
 * to show under the form (docs/product.md, "Errors") or in a toast, or null when the fields already say it all.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return OFFLINE_MESSAGE;
  let onAField = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !onAField });
      onAField = true;
    }
  }
  // A message that only repeats a field's (“email: Enter a valid Email”) would say it twice.
  return onAField ? null : error.message;
}
