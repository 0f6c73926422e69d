import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { adminToken } from './admin-session';
import { uniquePhone } from './unique';

/**
 * Types a search into a list's box and waits until the list has been fetched for it. The list
 * follows the box after a debounce and a fetch; acting on the rows before that may hit a row of
 * the unfiltered list just as it is replaced (a fresh row is also on the unfiltered first page).
 * A list already in the cache answers without a fetch: then only a short wait is spent.
 */
export async function fillSearch(page: Page, box: Locator, q: string): Promise<void> {
  const filtered = page
    .waitForResponse((response) => new URL(response.url()).searchParams.get('q') === q.trim(), {
      timeout: 2_000,
    })
    .catch(() => undefined);
  await box.fill(q);
  await filtered;
}

/** The XSRF header an anonymous write needs: the cookie the server set, echoed back. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get('/api/ready');
  const { cookies } = await request.storageState();
  return { 'x-xsrf-token': cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '' };
}

/** Fails the test on any uncaught script error or 5xx answer while it runs. */
export function watchForErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(problems).toEqual([]);
}

type Messages = Record<string, unknown>;
const localeCache = new Map<string, Messages>();

/** A text from the app's translation files ({{vars}} filled), so tests check what users read. */
export function appText(
  lang: 'fr' | 'en',
  ns: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const file = `${lang}/${ns}`;
  let messages = localeCache.get(file);
  if (!messages) {
    const url = new URL(`../apps/web/src/locales/${file}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(url, 'utf8')) as Messages;
    localeCache.set(file, messages);
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`missing translation ${file}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Saves a screenshot as E2E_SHOTS_DIR/<name>.png when that variable is set (to look at the UI). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * The dialog is open and holds the focus. Its keyboard handlers (Escape, the focus trap) are attached
 * in the same effects that move the focus in, which run after the first paint (on the Preact landing
 * page too): a key pressed once this resolves reaches them, one pressed on mere visibility may not.
 */
export async function expectDialogOpen(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** Presses Tab until `target` has focus, as a keyboard user walks the page. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} never received focus after ${max} Tab presses`);
}

/** Focus came back to the control that opened a dialog (never <body>). */
export async function expectFocusBackOn(page: Page, opener: Locator) {
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/**
 * Whether two visible elements' boxes overlap on screen (one covers the other). Both boxes are read
 * in one task of the page: read one after the other, a smooth scroll in between could move one.
 */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  await Promise.all([a.waitFor(), b.waitFor()]);
  const other = await b.elementHandle();
  return a.evaluate((first, second) => {
    if (!second) throw new Error('overlaps(): both elements must be visible');
    const boxA = first.getBoundingClientRect();
    const boxB = (second as Element).getBoundingClientRect();
    return (
      boxA.left < boxB.right &&
      boxB.left < boxA.right &&
      boxA.top < boxB.bottom &&
      boxB.top < boxA.bottom
    );
  }, other);
}

/** The element lies inside the viewport's width (nothing cut at the left or right edge). */
export async function expectWithinViewportWidth(page: Page, locator: Locator): Promise<void> {
  // An element React has just re-rendered can be between two nodes for a moment: measure it
  // once it is laid out.
  await expect
    .poll(() => locator.boundingBox(), { message: 'the element is visible' })
    .not.toBeNull();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is visible').not.toBeNull();
  expect(box!.x, 'cut at the left edge').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'cut at the right edge').toBeLessThanOrEqual(width + 0.5);
}

/** The page itself does not scroll sideways (a wide table may scroll inside its own box). */
export async function expectNoSidewaysPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways by this many pixels').toBeLessThanOrEqual(0);
}

/** The figure under a dashboard stat card's label (the cards come before the charts' legends). */
export const statValue = (page: Page, label: string) =>
  page
    .getByRole('main')
    .getByText(label, { exact: true })
    .first()
    .locator('xpath=following-sibling::p[1]');

/** The sign-up form's fields, as a client fills them. */
export interface ClientAccount {
  companyName: string;
  fullName: string;
  job: string;
  governorate: string;
  city: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * The account most journeys need: a manager in Sfax with a phone of its own and the usual password;
 * `fields` name it and may move it elsewhere.
 */
export function clientAccount(
  fields: Pick<ClientAccount, 'companyName' | 'fullName' | 'email'> & Partial<ClientAccount>,
): ClientAccount {
  return {
    job: 'Gérant',
    governorate: 'Sfax',
    city: 'Sfax',
    phone: uniquePhone(),
    password: 'client-password',
    ...fields,
  };
}

/** A client account created the way clients do it: POST /api/signup (anonymous, XSRF); answers its id. */
export async function signUpClient(
  request: APIRequestContext,
  account: ClientAccount,
): Promise<number> {
  const signup = await request.post('/api/signup', {
    headers: await xsrfHeaders(request),
    data: account,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  return (await signup.json()).id as number;
}

/** The client signed in through the API, as the sign-in form does; answers the bearer token. */
export async function signInClient(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const signin = await request.post('/api/signin', {
    headers: await xsrfHeaders(request),
    data: { email, password },
  });
  expect(signin.status()).toBe(200);
  return (await signin.json()).token as string;
}

/**
 * A client of Sfax signed up and then signed in through the API, as the portal's forms do; answers
 * the bearer token.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  account: { companyName: string; fullName: string; email: string; phone: string },
): Promise<string> {
  const password = 'motdepasse-solide';
  await signUpClient(request, {
    ...account,
    job: 'Gérante',
    governorate: 'Sfax',
    city: 'Sfax',
    password,
  });
  return signInClient(request, { email: account.email, password });
}

/** Opens the client portal's `section` in this page, signed in with `token`, in `lang`. */
export async function openPortal(page: Page, token: string, lang: 'fr' | 'en', section: string) {
  await page.goto('/authentification');
  await page.evaluate(
    ([stored, language]) => {
      localStorage.setItem('token', stored);
      localStorage.setItem('lang', language);
    },
    [token, lang] as const,
  );
  await page.goto(`/compte-client?section=${section}`);
}

/**
 * A visitor's quote request, sent as the landing form sends it (XSRF cookie and header): a café
 * manager of Sfax unless `fields` say otherwise.
 */
export async function sendQuoteRequest(
  request: APIRequestContext,
  tel: string,
  nom: string,
  fields: Partial<
    Record<'nomentreprise' | 'fonction' | 'Gouvernorat' | 'message' | 'email', string>
  > = {},
): Promise<{ id: number }> {
  const response = await request.post('/api/formulaire', {
    headers: await xsrfHeaders(request),
    data: {
      nom,
      nomentreprise: 'Café des Palmiers',
      fonction: 'Gérant',
      tel,
      Gouvernorat: 'Sfax',
      message: 'Deux Nano Box pour la terrasse, livraison avant l’été.',
      email: 'gerant@palmiers.tn',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A space and a station in it, created by staff through the API; answers the reference. */
export async function seedStation(request: APIRequestContext, tag: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const reference = `NB-${tag}`;
  const { stationId: id } = await addSpaceWithStation(
    request,
    headers,
    { nom: `Mall ${tag}`, gouvernorat: 'Sousse', ville: 'Sahloul', activite: 'Commerce' },
    { reference, model: 'Nano Box' },
  );
  return { reference, lieu: `${reference} — Mall ${tag}, Sahloul`, id };
}

/**
 * A space and an available station in it (made 2026-01-15), added by staff through the API with
 * `headers` (an admin's bearer); answers both ids.
 */
export async function addSpaceWithStation(
  request: APIRequestContext,
  headers: Record<string, string>,
  espace: { nom: string; gouvernorat: string; ville: string; activite: string },
  station: { reference: string; model: string },
): Promise<{ espaceId: number; stationId: number }> {
  const space = await request.post('/api/admin/espaces', { headers, data: espace });
  expect(space.status(), await space.text()).toBe(201);
  const espaceId = (await space.json()).id as number;
  const added = await request.post('/api/admin/stations', {
    headers,
    data: { ...station, espaceId, status: 'available', fabrication: '2026-01-15' },
  });
  expect(added.status(), await added.text()).toBe(201);
  return { espaceId, stationId: (await added.json()).id as number };
}

/**
 * Where a journey written for both languages runs: French at 1280 px, English at 375 px. Across the
 * pair it still runs in both languages and at both widths, and the translation tests check every
 * key in both languages, so running each language at each width would only double CI time.
 */
export function oneWidthPerLanguage(lang: 'fr' | 'en'): { tag: string } {
  return { tag: lang === 'fr' ? '@desktop-only' : '@mobile-only' };
}
