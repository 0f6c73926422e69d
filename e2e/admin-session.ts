import type { APIRequestContext, Page } from '@playwright/test';
import { referencePhoto, turningFrames } from './fake-camera';
import { xsrfHeaders } from './support';

/**
 * Signs an administrator in for other specs' e2e tests. Most projects' server runs with
 * ADMIN_FACE_CHECK=off (login returns a full token); where it is required ('face-required' project)
 * the face check is passed through the API as the page does: a one-time challenge, then frames of
 * the account's face turning the way it asks (built from the fake camera's pictures). The account
 * is created through the real API: as the first admin
 * via POST /api/register while none exists, otherwise it already exists and only logs in.
 */
const E2E_ADMIN = {
  nom: 'Trabelsi',
  prenom: 'Sana',
  email: 'e2e-admin@example.tn',
  telephone: '71123456',
  poste: 'Responsable des opérations',
  password: 'e2e-admin-password',
} as const;

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
 * With ADMIN_FACE_CHECK=required login only grants the second factor: ask for a challenge and
 * send the account's face turning as asked, to get the full token and the full admin object.
 */
async function passFaceCheck(
  request: APIRequestContext,
  result: LoginResult,
): Promise<LoginResult> {
  const authorization = `Bearer ${result.token}`;
  // Each worker process signs the shared admin in again: a random sway can land within a pixel of
  // an earlier process's pictures, which the server rightly refuses as a replay. A person would
  // just try again, and so does this helper (twice at most: every refusal counts as a failure).
  for (let attempt = 1; ; attempt++) {
    const challenge = await request.post('/api/verify-face/challenge', {
      headers: { authorization },
    });
    if (!challenge.ok()) throw new Error(`no face challenge: ${challenge.status()}`);
    const { challenge: id, direction } = (await challenge.json()) as {
      challenge: string;
      direction: 'left' | 'right';
    };
    // A new sway each time: the server refuses any frame within a pixel or two of one it has
    // already seen. Raised or lowered beyond the page camera's own sway (±12 px, and 6 px more
    // to differ by over 4 bits), so these never repeat a picture the browser specs sent.
    const shift = Math.round(Math.random() * 40) - 20;
    const lift = (Math.random() < 0.5 ? -1 : 1) * (19 + Math.round(Math.random() * 5));
    const [start, ...turning] = await turningFrames(direction, shift, lift);
    // A FormData, since the later frames all go under the same name.
    const form = new FormData();
    form.set('challenge', id);
    form.append(
      'image',
      new Blob([new Uint8Array(start as Buffer)], { type: 'image/jpeg' }),
      'frame-0.jpg',
    );
    for (const [n, data] of turning.entries()) {
      form.append(
        'frame',
        new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
        `frame-${n + 1}.jpg`,
      );
    }
    const response = await request.post('/api/verify-face', {
      headers: { authorization },
      multipart: form,
    });
    const body = (await response.json()) as {
      match?: boolean;
      token?: string;
      code?: string;
      reason?: string;
      admin?: Record<string, unknown>;
    };
    // Some random shifts also put the synthetic face where the fast detector reads too small a
    // turn ('movement'); a person asked to turn again would too. The face check's own specs
    // (admin-accounts) keep asserting each refusal without retrying.
    const retryable = body.code === 'admins.face.captureReused' || body.reason === 'movement';
    if (retryable && attempt < 3) continue;
    if (!response.ok() || !body.match || !body.token)
      throw new Error(
        `the e2e admin failed the face check: ${response.status()} ${JSON.stringify(body)}`,
      );
    return { token: body.token, admin: body.admin ?? result.admin };
  }
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
        image: { name: 'admin.jpg', mimeType: 'image/jpeg', buffer: await referencePhoto() },
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
  await storeAdminSession(page, token, admin);
}

/** Stores a logged-in admin's token and record on the login page, as the page itself does. */
export async function storeAdminSession(
  page: Page,
  token: string,
  admin: Record<string, unknown>,
): Promise<void> {
  await page.goto('/admin-login');
  await page.evaluate(
    ([storedToken, storedAdmin]) => {
      localStorage.setItem('adminToken', storedToken);
      localStorage.setItem('admin', storedAdmin);
    },
    [token, JSON.stringify(admin)] as const,
  );
}

/** What the browser keeps of the admin session: [token, admin record], each null when absent. */
export function storedAdminSession(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('admin')]);
}
