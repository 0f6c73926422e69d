import { stationCredentialsSchema } from '@app/contracts/telemetry';
import { expIn, makeJwt } from '@test/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiList, buildUrl } from './api-client';
import { getToken, setToken } from './auth-storage';
import { i18n } from './i18n';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function mockFetch(response: Response | (() => Promise<Response>)) {
  const fn = vi.fn<(...args: FetchArgs) => Promise<Response>>(
    typeof response === 'function' ? response : async () => response,
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('api-client', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; jsdom has no Cookie Store API
    document.cookie = 'XSRF-TOKEN=xsrf%2Bvalue; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the client bearer token, the XSRF header on writes and the current language', async () => {
    const token = makeJwt({ sub: '1', role: 'client', scope: 'full', exp: expIn(3600) });
    setToken('client', token);
    await i18n.changeLanguage('en');
    const fetchMock = mockFetch(json({ id: 7 }, { status: 201 }));

    const result = await api<{ id: number }>('/api/stations', {
      method: 'POST',
      body: { reference: 'NB-1' },
      auth: 'client',
    });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stations');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"reference":"NB-1"}');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('X-XSRF-TOKEN')).toBe('xsrf+value');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('uses the admin token for admin calls and sends no XSRF header on GET', async () => {
    setToken('client', makeJwt({ role: 'client', exp: expIn(3600) }));
    const adminToken = makeJwt({ role: 'admin', scope: 'full', exp: expIn(3600) });
    setToken('admin', adminToken);
    const fetchMock = mockFetch(json([]));

    await api('/api/users', { auth: 'admin' });

    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe(`Bearer ${adminToken}`);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('fr');
  });

  it('sends no Authorization header without the auth option', async () => {
    setToken('client', makeJwt({ role: 'client', exp: expIn(3600) }));
    const fetchMock = mockFetch(json([]));
    await api('/api/faq');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const fetchMock = mockFetch(json({ ok: true }));
    const form = new FormData();
    form.append('nom', 'Ben Ali');
    await api('/api/reclamations/qr', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(fetchMock).has('Content-Type')).toBe(false);
    expect(sentHeaders(fetchMock).get('X-XSRF-TOKEN')).toBe('xsrf+value');
  });

  it('turns an error body into an ApiError with status, code, message and field errors', async () => {
    mockFetch(
      json(
        {
          message: 'Certains champs sont invalides.',
          code: 'error.validation',
          fieldErrors: { email: 'Veuillez saisir un email valide.' },
        },
        { status: 400 },
      ),
    );

    const error = await api('/api/signup', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('error.validation');
    expect(apiError.message).toBe('Certains champs sont invalides.');
    expect(apiError.fieldErrors).toEqual({ email: 'Veuillez saisir un email valide.' });
  });

  it('localizes a fallback message when the error body is not the API shape', async () => {
    await i18n.changeLanguage('en');
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await api('/api/faq').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.code).toBe('error.unavailable');
    expect(error.message).toBe('Service temporarily unavailable.');
  });

  it('reports a network failure as a localized ApiError with status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await api('/api/faq').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(i18n.t('errors.network'));
    expect(error.message).toMatch(/serveur/);
  });

  it('clears the token a 401 answered, and only that one', async () => {
    setToken('client', makeJwt({ role: 'client', exp: expIn(3600) }));
    setToken('admin', makeJwt({ role: 'admin', exp: expIn(3600) }));
    mockFetch(
      json({ message: 'Authentification requise.', code: 'error.unauthorized' }, { status: 401 }),
    );

    await expect(api('/api/me', { auth: 'client' })).rejects.toMatchObject({ status: 401 });

    expect(getToken('client')).toBeNull();
    expect(getToken('admin')).not.toBeNull();
  });

  it('apiList reads the items and X-Total-Count', async () => {
    const fetchMock = mockFetch(
      json([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } }),
    );
    const result = await apiList<{ id: number }>('/api/admin/espaces', {
      query: { page: 2, limit: 10, q: '' },
    });
    expect(result).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 42 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/espaces?page=2&limit=10');
  });

  it('apiList falls back to the item count without the header', async () => {
    mockFetch(json([{ id: 1 }]));
    await expect(apiList('/api/faq')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it('buildUrl skips empty values and repeats arrays', () => {
    expect(buildUrl('/api/x', { a: 1, b: undefined, c: null, d: ['p', 'q'] })).toBe(
      '/api/x?a=1&d=p&d=q',
    );
  });
});

describe('responses checked against their contract in development builds', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  const credentials = stationCredentialsSchema;

  it("answers the server's data, extra fields kept, when it matches the contract", async () => {
    mockFetch(json({ username: 'st-7', password: 'p', mqttUrl: 'mqtts://x', extra: 1 }));
    const data = await api('/api/admin/stations/7/credentials', { schema: credentials });
    expect(data).toEqual({ username: 'st-7', password: 'p', mqttUrl: 'mqtts://x', extra: 1 });
  });

  it('throws, naming the path, when a response drifts from its contract', async () => {
    mockFetch(json({ username: 'st-7', password: 42 }));
    await expect(api('/api/admin/stations/7/credentials', { schema: credentials })).rejects.toThrow(
      '/api/admin/stations/7/credentials: the response does not match its contract',
    );
  });

  it('checks every row of a list', async () => {
    mockFetch(json([{ username: 'a', password: 'b', mqttUrl: 'c' }, { username: 'a' }]));
    await expect(apiList('/api/rows', { schema: credentials })).rejects.toThrow(
      '/api/rows: the response does not match its contract',
    );
  });

  it('trusts the server in production builds', async () => {
    vi.stubEnv('DEV', false);
    mockFetch(json({ username: 'st-7', password: 42 }));
    await expect(
      api('/api/admin/stations/7/credentials', { schema: credentials }),
    ).resolves.toEqual({ username: 'st-7', password: 42 });
  });
});
