import { isApiError } from './api-client';

/** The error type of a field message the server sent (a form may show only those under fields). */
export const SERVER_ERROR = 'server';

/**
 * The server's per-field messages for the fields this form has. `aliases` names a form field the
 * server spells differently (e.g. the column 'Gouvernorat' for the field 'gouvernorat');
 * an item of a list (`answers.3`) takes its list's alias (a form editing the list as one text).
 * This and the one below are the one way a form turns a rejected request into its messages.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  aliases: Readonly<Record<string, F>> = {},
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return errors;
  for (const [serverField, text] of Object.entries(error.fieldErrors ?? {})) {
    const list = serverField.split('.')[0] ?? serverField;
    const field = aliases[serverField] ?? aliases[list] ?? serverField;
    if ((fields as readonly string[]).includes(field)) errors[field as F] ??= text;
  }
  return errors;
}

/** Copies the server's per-field messages onto the form fields it knows (react-hook-form). */
export function applyFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, message: string) => void,
  aliases?: Readonly<Record<string, F>>,
): void {
  for (const [field, text] of Object.entries(fieldErrorsOf(error, fields, aliases))) {
    setError(field as F, text as string);
  }
}
