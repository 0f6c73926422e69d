import { isApiError } from './api-client';

/**
 * What a failed submit shows: the server's message when it sent one (4xx, e.g. 'Un administrateur
 * existe déjà avec cet email.'), else the screen's generic text from the spec.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** Copies the server's per-field messages onto the form fields it knows. */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, message: string) => void,
): void {
  if (!isApiError(error)) return;
  for (const [field, text] of Object.entries(error.fieldErrors ?? {})) {
    if ((fields as readonly string[]).includes(field)) setError(field as F, text);
  }
}
