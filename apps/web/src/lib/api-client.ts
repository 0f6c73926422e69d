import { translateMessage } from '@app/contracts/messages';
import { clearToken, getToken, type TokenKind } from './auth-storage';
import { getLang, i18n } from './i18n';

/**
 * The one way the web app talks to the API: same-origin relative URLs (`/api/...`), JSON or
 * FormData bodies, bearer token from the right storage, CSRF double-submit header on writes,
 * `Accept-Language` from the current language, and every failure turned into an `ApiError`
 * whose `message` can be shown as is (the server localizes it; client-side fallbacks are
 * localized here).
 */

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const TOTAL_COUNT_HEADER = 'X-Total-Count';

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface ApiOptions {
  method?: HttpMethod;
  /** FormData is sent as multipart; anything else (except undefined) as JSON. */
  body?: unknown;
  /** Appended to the URL; null/undefined/'' values are left out. */
  query?: QueryParams;
  /** Which stored token goes in `Authorization: Bearer`. A 401 answer clears that token. */
  auth?: TokenKind;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's message key (e.g. `error.validation`), or `network` for a failed fetch. */
  readonly code: string;
  /** Localized message per field, when the server sent them (400/409). */
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads a cookie by name (undefined outside the browser or when absent). */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** `/api/x` + `{page: 2, q: 'a'}` → `/api/x?page=2&q=a`. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

const STATUS_CODES: Record<number, string> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.rateLimited',
  502: 'error.unavailable',
  503: 'error.unavailable',
  504: 'error.unavailable',
};

function codeForStatus(status: number): string {
  return (
    STATUS_CODES[status] ?? (status >= 400 && status < 500 ? 'error.badRequest' : 'error.internal')
  );
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (typeof body === 'object' && body !== null) {
    const { message, code, fieldErrors } = body as Record<string, unknown>;
    if (typeof message === 'string' && message) {
      return new ApiError(
        response.status,
        typeof code === 'string' ? code : codeForStatus(response.status),
        message,
        isStringRecord(fieldErrors) ? fieldErrors : undefined,
      );
    }
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, code, translateMessage(code, getLang()));
}

/** Sends the request; returns the raw Response when ok, throws ApiError otherwise. */
export async function apiFetch(path: string, options: ApiOptions = {}): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers = new Headers(options.headers);
  headers.set('Accept', headers.get('Accept') ?? 'application/json');
  headers.set('Accept-Language', getLang());

  if (options.auth) {
    const token = getToken(options.auth);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // cancellations stay cancellations
    throw new ApiError(0, 'network', i18n.t('errors.network', { ns: 'common' }), undefined, {
      cause: error,
    });
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && options.auth) clearToken(options.auth);
    throw error;
  }
  return response;
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new ApiError(
      response.status,
      'error.internal',
      translateMessage('error.internal', getLang()),
      undefined,
      { cause },
    );
  }
}

/**
 * A contract schema from `@app/contracts` (any zod schema): the response type is what it parses
 * to, so the screen's type is the server's contract, not a hand-written cast.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * In development builds (and tests) a response is checked against its contract schema, so a
 * drift between server and contract fails loudly where it happens; production builds trust the
 * server (the check is compiled out) and the data is the same either way (never the parsed copy).
 */
function checkResponse(path: string, schema: ResponseSchema<unknown> | undefined, data: unknown) {
  if (!import.meta.env.DEV || !schema) return;
  try {
    schema.parse(data);
  } catch (cause) {
    throw new Error(`${path}: the response does not match its contract`, { cause });
  }
}

/**
 * JSON (or text) answer of a call. With `schema` (a contract schema) its type is the contract's
 * and development builds check it; without, `T` is trusted, not checked.
 */
export async function api<T>(
  path: string,
  options: ApiOptions & { schema: ResponseSchema<T> },
): Promise<T>;
export async function api<T = unknown>(path: string, options?: ApiOptions): Promise<T>;
export async function api<T>(
  path: string,
  options?: ApiOptions & { schema?: ResponseSchema<T> },
): Promise<T> {
  const data = await readBody<T>(await apiFetch(path, options));
  checkResponse(path, options?.schema, data);
  return data;
}

export interface ListResult<T> {
  items: T[];
  /** `X-Total-Count`, or the number of items when the server did not send it. */
  total: number;
}

/**
 * A list endpoint: the JSON array plus the total from `X-Total-Count`. `schema` is a row's
 * contract schema (checked in development builds, as `api`'s).
 */
export async function apiList<T>(
  path: string,
  options?: ApiOptions & { schema?: ResponseSchema<T> },
): Promise<ListResult<T>> {
  const response = await apiFetch(path, options);
  const data = await readBody<unknown>(response);
  const items = Array.isArray(data) ? (data as T[]) : [];
  for (const item of items) checkResponse(path, options?.schema, item);
  const header = Number.parseInt(response.headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
}

/** A file answer (e.g. a PDF) with the file name from `Content-Disposition` when present. */
export async function apiBlob(
  path: string,
  options?: ApiOptions,
): Promise<{ blob: Blob; filename: string | undefined }> {
  const response = await apiFetch(path, {
    ...options,
    headers: { Accept: '*/*', ...options?.headers },
  });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const raw = match?.[1] ?? match?.[2];
  let filename: string | undefined;
  if (raw) {
    try {
      filename = decodeURIComponent(raw);
    } catch {
      filename = raw;
    }
  }
  return { blob: await response.blob(), filename };
}
