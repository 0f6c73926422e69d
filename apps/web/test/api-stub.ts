import { vi } from 'vitest';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

/** A JSON answer, as the server sends them. */
export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** A list answer: the rows, and their count in X-Total-Count (one page holds them all). */
export const listResponse = (rows: unknown[]) =>
  jsonResponse(rows, { headers: { 'X-Total-Count': String(rows.length) } });

/** The server's refusal of a request body: its general message and one message per field. */
export const validationFailure = (fieldErrors: Record<string, string>) =>
  jsonResponse(
    { message: 'Certains champs sont invalides.', code: 'error.validation', fieldErrors },
    { status: 400 },
  );

/**
 * Stubs fetch with answers by `'METHOD /path'` (the query left out); any other call is a 404.
 * Returns the mock, to read what was sent.
 */
export function stubApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    return routes[route]?.() ?? jsonResponse({ message: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
