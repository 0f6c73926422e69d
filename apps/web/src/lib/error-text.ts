import { isApiError } from './api-client';

/**
 * The one way a failure becomes text: the API's message (localized by the server, or by
 * api-client when the server sent none: network down, 502…), else the screen's `fallback`
 * (a cancelled call, a bug). `{ only: 'refusal' }` keeps the server's message only for a refused
 * request (4xx, e.g. 'Un administrateur existe déjà avec cet email.') and shows `fallback` for the
 * rest.
 */
export function errorText(
  error: unknown,
  fallback: string,
  { only }: { only?: 'refusal' } = {},
): string {
  if (!isApiError(error) || !error.message) return fallback;
  if (only === 'refusal' && (error.status < 400 || error.status >= 500)) return fallback;
  return error.message;
}
