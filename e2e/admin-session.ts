import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { xsrfHeaders } from './support';

/**
 * Signs an administrator in for other specs' e2e tests. Most projects' server runs with
 * ADMIN_FACE_CHECK=off (login returns a full token); where it is required ('face-required' project)
 * the face check is passed through the API with the account's own photo. The account is created through the real API: as the first admin
 * via POST /api/register while none exists, otherwise it already exists and only logs in.
 */
export const E2E_ADMIN = {
  nom: 'Trabelsi',
  prenom: 'Sana',
  email: 'e2e-admin@example.tn',
  telephone: '71123456',
  poste: 'Responsable des opérations',
  password: 'e2e-admin-password',
} as const;

const faceImage = () => readFileSync(new URL('./fixtures/admin-face.jpg', import.meta.url));

interface LoginResult {
  token: string;
  admin: Record<string, unknown>;
}

// One login per worker: login is rate-limited per address, and every spec shares this account.
let cached: LoginResult | undefined;

async function login(request: APIRequestContext): Promise<LoginResult | undefined> {
  const response = await request.post('/api/login', {
    headers: await xsrfHeaders(request),
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  if (response.status() === 401) return undefined;
  if (!response.ok())
    throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
  const result = (await response.json()) as LoginResult & { faceCheckRequired?: boolean };
  return result.faceCheckRequired ? passFaceCheck(request, result) : result;
}

/**
 * With ADMIN_FACE_CHECK=required login only grants the face check: show the server the
 * account's own photo to get the full token.
 */
async function passFaceCheck(
  request: APIRequestContext,
  result: LoginResult,
): Promise<LoginResult> {
  const response = await request.post('/api/verify-face', {
    headers: { authorization: `Bearer ${result.token}` },
    multipart: { image: { name: 'capture.jpg', mimeType: 'image/jpeg', buffer: faceImage() } },
  });
  const body = (await response.json()) as { match?: boolean; token?: string };
  if (!response.ok() || !body.match || !body.token)
    throw new Error(`the e2e admin failed the face check: ${response.status()}`);
  return { ...result, token: body.token };
}

async function stillValid(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/admin/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.ok();
}

async function loginWhenCreated(request: APIRequestContext): Promise<LoginResult> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = await login(request);
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    'another admin already exists in this DATA_DIR: run against a fresh E2E_DATA_DIR',
  );
}

async function session(request: APIRequestContext): Promise<LoginResult> {
  if (cached && (await stillValid(request, cached.token))) return cached;
  let result = await login(request);
  if (!result) {
    const { password, ...fields } = E2E_ADMIN;
    const response = await request.post('/api/register', {
      headers: await xsrfHeaders(request),
      multipart: {
        ...fields,
        password,
        image: { name: 'admin.jpg', mimeType: 'image/jpeg', buffer: faceImage() },
      },
    });
    // Both projects' workers may race to create the first admin: the loser signs in instead.
    if (response.status() === 401) result = await loginWhenCreated(request);
    else if (!response.ok()) {
      throw new Error(
        `could not create the e2e admin (${response.status()} ${await response.text()}); ` +
          'another admin already exists in this DATA_DIR — run against a fresh E2E_DATA_DIR',
      );
    }
    result ??= await login(request);
    if (!result) throw new Error('the e2e admin was created but cannot log in');
  }
  cached = result;
  return result;
}

/** A full admin bearer token for API calls. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await session(request)).token;
}

/** Signs an admin in in the browser, the way the admin login page stores the session. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const { token, admin } = await session(request);
  await page.goto('/admin-login');
  await page.evaluate(
    ([storedToken, storedAdmin]) => {
      localStorage.setItem('adminToken', storedToken);
      localStorage.setItem('admin', storedAdmin);
    },
    [token, JSON.stringify(admin)] as const,
  );
}
