import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import mqtt from 'mqtt';
import { adminToken, signInAsAdmin } from './admin-session';
import { referencePhoto } from './fake-camera';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  expectNoSidewaysPageScroll,
  seedStation,
  shot,
  watchForErrors,
  xsrfHeaders,
} from './support';

/**
 * Field operations (issue 32): a visitor's one-tap urgent report from a station's QR page and its
 * follow-up page (live status and staff replies), a staff member unlocking a locker of a station
 * simulated over MQTT WebSocket and seeing the outcome, and a technician's work-order flow.
 */

const tagOf = (testInfo: TestInfo) =>
  `${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;

async function staffApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: unknown,
  token?: string,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token ?? (await adminToken(request))}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** The urgent work order opened for a case number. */
async function orderOfCase(request: APIRequestContext, stationId: number, caseNumber: string) {
  const orders = await staffApi<{ id: number; caseNumber: string | null }[]>(
    request,
    'GET',
    `/api/admin/work-orders?stationId=${stationId}`,
  );
  const order = orders.find((o) => o.caseNumber === caseNumber);
  expect(order, `a work order for ${caseNumber}`).toBeDefined();
  return order!.id;
}

async function caseId(request: APIRequestContext, caseNumber: string) {
  const cases = await staffApi<{ id: number; caseNumber: string }[]>(
    request,
    'GET',
    `/api/reclamations-qr?q=${encodeURIComponent(caseNumber)}`,
  );
  return cases.find((c) => c.caseNumber === caseNumber)!.id;
}

/** A one-tap urgent report filed through the public API: its case number and follow-up link. */
async function fileUrgent(
  request: APIRequestContext,
  reference: string,
  body: { kind: 'phone_locked' | 'not_charging'; locker?: number; telephone: string },
) {
  const response = await request.post('/api/reclamations/qr/urgent', {
    headers: await xsrfHeaders(request),
    data: { station: reference, ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { caseNumber: string; followUrl: string };
}

/**
 * The visitor's phone: a browser context of its own (375 px, its own address) with the follow-up
 * page open, as they left it after filing.
 */
async function visitorFollowUp(
  browser: Browser,
  baseURL: string,
  followUrl: string,
  lang: 'fr' | 'en',
  testInfo: TestInfo,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.199.${testInfo.project.name === 'mobile' ? 2 : 1}.${(Date.now() % 250) + 1}`,
    },
  });
  const visitor = await context.newPage();
  await visitor.goto(followUrl);
  await setLanguage(visitor, lang);
  await expect(visitor.getByText(appText(lang, 'reclamations', 'follow.noReply'))).toBeVisible();
  return { visitor, close: () => context.close() };
}

test('urgent path: a stuck phone reported by keyboard in seconds, followed live to its resolution (FR)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const done = watchForErrors(page);
  const station = await seedStation(request, `URG${tagOf(testInfo)}`);
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('fr', 'reclamations', key, vars);

  await page.goto(`/reclamation-qr?station=${encodeURIComponent(station.reference)}`);
  await setLanguage(page, 'fr');
  const started = Date.now();
  const stuck = page.getByRole('button', { name: 'Mon téléphone est bloqué dans le casier' });
  await expect(stuck).toBeVisible();
  await expect(page.getByRole('button', { name: 'La station ne charge pas' })).toBeVisible();
  // The full form stays below, with its texts.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Formulaire de Réclamation');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `urgent-choice-fr-${testInfo.project.name}`);

  // Keyboard only: choose, type the locker and the phone, send.
  await stuck.focus();
  await page.keyboard.press('Enter');
  await expect(stuck).toHaveAttribute('aria-pressed', 'true');
  const locker = page.getByLabel(text('urgent.locker'));
  await expect(locker).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(text('urgent.telephone'))).toBeFocused();
  await page.keyboard.type('22 123 456');
  await shot(page, `urgent-form-fr-${testInfo.project.name}`);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reclamation-qr\/suivi\/RQ-\d{8}-[2-9A-Z]{6}#[\w-]{32}$/);
  expect(Date.now() - started, 'the urgent report takes under 30 s').toBeLessThan(30_000);
  const caseNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('follow.title', { caseNumber }),
  );
  await expect(page.getByText(text('follow.filed'))).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(text('options.caseStatus.new'));
  await expect(
    page.getByText(
      `${text('urgent.kinds.phone_locked')}${text('follow.lockerSuffix', { locker: 3 })}`,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysPageScroll(page);
  await shot(page, `follow-up-new-fr-${testInfo.project.name}`);

  // Staff take it and reply: the open page shows both without a reload.
  const orderId = await orderOfCase(request, station.id, caseNumber);
  await staffApi(request, 'PATCH', `/api/admin/work-orders/${orderId}`, { status: 'en cours' });
  await staffApi(
    request,
    'POST',
    `/api/reclamations-qr/${await caseId(request, caseNumber)}/replies`,
    {
      text: 'Un technicien arrive dans 10 minutes.',
    },
  );
  await expect(page.getByText('Un technicien arrive dans 10 minutes.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[aria-current="step"]')).toHaveText(
    text('options.caseStatus.in_progress'),
  );

  // Reopened from its link (no account): resolving the work order shows as resolved.
  await staffApi(request, 'PATCH', `/api/admin/work-orders/${orderId}`, { status: 'résolu' });
  await page.reload();
  await expect(page.locator('[aria-current="step"]')).toHaveText(
    text('options.caseStatus.resolved'),
  );
  await expect(page.getByText(text('follow.statusText.resolved'))).toBeVisible();
  await shot(page, `follow-up-resolved-fr-${testInfo.project.name}`);

  // A link with a wrong secret shows nothing of the case.
  await page.goto(`/reclamation-qr/suivi/${caseNumber}#wrong-secret`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(text('follow.invalid'));
  done();
});

test('urgent path in English: a station that does not charge asks for a phone only', async ({
  page,
  request,
}, testInfo) => {
  const done = watchForErrors(page);
  const station = await seedStation(request, `URE${tagOf(testInfo)}`);
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('en', 'reclamations', key, vars);
  await page.goto(`/reclamation-qr?station=${encodeURIComponent(station.reference)}`);
  await setLanguage(page, 'en');
  await page.getByRole('button', { name: text('urgent.kinds.not_charging') }).click();
  await expect(page.getByLabel(text('urgent.locker'))).toHaveCount(0);
  await page.getByLabel(text('urgent.telephone')).fill('9');
  await page.getByRole('button', { name: text('urgent.submit') }).click();
  await expect(page.getByText(text('urgent.phoneInvalid'))).toBeVisible();
  await page.getByLabel(text('urgent.telephone')).fill('+216 98 765 432');
  await page.getByRole('button', { name: text('urgent.submit') }).click();
  await expect(page.getByText(text('follow.filed'))).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(text('options.caseStatus.new'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, `follow-up-en-${testInfo.project.name}`);
  done();
});

/** A station with MQTT credentials, connected over ws://…/mqtt, answering commands as told. */
async function simulatedStation(request: APIRequestContext, baseURL: string, tag: string) {
  const station = await seedStation(request, tag);
  const credentials = await staffApi<{ username: string; password: string }>(
    request,
    'POST',
    `/api/admin/stations/${station.id}/credentials`,
  );
  const device = await mqtt.connectAsync(`${baseURL.replace(/^http/, 'ws')}/mqtt`, {
    username: credentials.username,
    password: credentials.password,
    clientId: `station-${station.reference}`,
    reconnectPeriod: 0,
  });
  const received: Record<string, unknown>[] = [];
  device.on('message', (_topic, payload) => {
    const command = JSON.parse(payload.toString()) as { id: string; type: string; locker?: number };
    received.push(command);
    const ok = command.type !== 'unlock' || (command.locker ?? 0) <= 4;
    void device.publishAsync(
      `stations/${station.reference}/acks`,
      JSON.stringify({ id: command.id, ok, ...(ok ? {} : { detail: 'no such locker' }) }),
      { qos: 1 },
    );
  });
  await device.subscribeAsync(`stations/${station.reference}/commands`, { qos: 1 });
  return { ...station, device, received };
}

test('a staff member unlocks a locker from the station page and sees the outcome', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const done = watchForErrors(page);
  const station = await simulatedStation(request, baseURL!, `CMD${tagOf(testInfo)}`);
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('fr', 'operations', key, vars);
  try {
    await signInAsAdmin(page, request);
    await page.goto(`/admin/stations/${station.id}`);
    await setLanguage(page, 'fr');
    const card = page.getByRole('region', { name: text('commands.title') });
    await card.getByLabel(text('commands.types.unlock')).check();
    await card.getByLabel(text('commands.locker')).fill('2');
    await card.getByRole('button', { name: text('commands.send') }).click();
    await expect(card.getByRole('status')).toHaveText(text('commands.sent'));
    const row = card
      .getByRole('listitem')
      .filter({ hasText: text('commands.summary.unlock', { locker: 2 }) });
    await expect(row).toContainText(text('commands.status.done'), { timeout: 10_000 });
    await expect(row).toContainText('Sana Trabelsi');
    expect(station.received).toEqual([expect.objectContaining({ type: 'unlock', locker: 2 })]);

    // A locker the station does not have: refused by the station, shown as failed.
    await card.getByLabel(text('commands.locker')).fill('9');
    await card.getByRole('button', { name: text('commands.send') }).click();
    const refused = card
      .getByRole('listitem')
      .filter({ hasText: text('commands.summary.unlock', { locker: 9 }) });
    await expect(refused).toContainText(text('commands.status.failed'), { timeout: 10_000 });
    await expect(refused).toContainText('no such locker');
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysPageScroll(page);
    await shot(page, `station-commands-fr-${testInfo.project.name}`);
  } finally {
    await station.device.endAsync();
  }
  done();
});

/**
 * A technician account: registered by the admin with a photo, given the role (through the API, or
 * on the admin's profile page in `roleBy`), signed in.
 */
async function technician(
  request: APIRequestContext,
  tag: string,
  { nom = 'Jaziri', roleBy }: { nom?: string; roleBy?: Page } = {},
) {
  const token = await adminToken(request);
  const email = `tech.${tag.toLowerCase()}@example.tn`;
  const password = 'technicien-2026';
  const created = await request.post('/api/register', {
    headers: { ...(await xsrfHeaders(request)), authorization: `Bearer ${token}` },
    multipart: {
      nom,
      prenom: 'Karim',
      email,
      telephone: '98123456',
      poste: 'Technicien terrain',
      password,
      image: { name: 'tech.jpg', mimeType: 'image/jpeg', buffer: await referencePhoto() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { admin } = (await created.json()) as { admin: { id: number } };
  if (roleBy) {
    // The staff accounts card of the admin's profile page (issue 32).
    const text = (key: string, vars?: Record<string, string | number>) =>
      appText('fr', 'admins', key, vars);
    const name = `Karim ${nom}`;
    await signInAsAdmin(roleBy, request);
    await roleBy.goto('/admin/profile');
    await setLanguage(roleBy, 'fr');
    await roleBy.getByLabel(text('factors.roleLabel', { name })).selectOption('technicien');
    await roleBy.getByRole('button', { name: text('factors.changeRole') }).click();
    await expect(roleBy.getByText(text('factors.roleDone', { name })).first()).toBeVisible();
  } else {
    await staffApi(request, 'PUT', `/api/admin/staff/${admin.id}/role`, { role: 'technicien' });
  }
  const login = await request.post('/api/login', {
    headers: await xsrfHeaders(request),
    data: { email, password },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { token: string; admin: Record<string, unknown> };
}

async function signInWith(page: Page, session: { token: string; admin: Record<string, unknown> }) {
  await page.goto('/admin-login');
  await page.evaluate(
    ([token, admin]) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('admin', admin);
    },
    [session.token, JSON.stringify(session.admin)] as const,
  );
}

test("a technician's work order: only their section, take it, note it, resolve it @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const done = watchForErrors(page);
  const tag = `TEC${tagOf(testInfo)}`;
  const station = await seedStation(request, tag);
  const visitor = await request.post('/api/reclamations/qr/urgent', {
    headers: await xsrfHeaders(request),
    data: { station: station.reference, kind: 'phone_locked', locker: 2, telephone: '22 333 444' },
  });
  expect(visitor.status()).toBe(201);
  const session = await technician(request, tag, { nom: `Jaziri ${tag}`, roleBy: page });
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('fr', 'operations', key, vars);

  await signInWith(page, session);
  await page.goto('/adminn?section=users');
  await setLanguage(page, 'fr');
  // Only the work orders, whatever the address asked for.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interventions');
  const nav = page.getByRole('navigation', { name: 'Sections du back-office' }).first();
  if (await nav.isVisible()) {
    await expect(nav.getByRole('link')).toHaveText(['Interventions', 'Flotte connectée']);
  }
  const order = page.getByRole('link', { name: new RegExp(`station ${station.reference}$`) });
  await expect(order).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `work-orders-technician-fr-${testInfo.project.name}`);
  await order.click();
  // The detail replaces the list (other tests' work orders say the same).
  await expect(page.getByRole('link', { name: text('workOrders.back') })).toBeVisible();

  await expect(page.getByText('Mon téléphone est bloqué dans le casier n°2')).toBeVisible();
  await expect(
    page.getByRole('link', { name: text('workOrders.callBack', { phone: '22 333 444' }) }),
  ).toHaveAttribute('href', 'tel:22333444');
  await expectNoSidewaysPageScroll(page);
  await page.getByRole('button', { name: text('workOrders.actions.take') }).click();
  await expect(
    page.getByText(text('workOrders.status.assigné'), { exact: true }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: text('workOrders.actions.start') }).click();
  await expect(
    page.getByRole('button', { name: text('workOrders.actions.resolve') }),
  ).toBeVisible();
  await page.getByLabel(text('workOrders.noteText')).fill('Casier 2 ouvert, téléphone rendu.');
  await page.getByRole('button', { name: text('workOrders.addNote') }).click();
  await expect(page.getByText('Casier 2 ouvert, téléphone rendu.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `work-order-detail-fr-${testInfo.project.name}`);
  await page.getByRole('button', { name: text('workOrders.actions.resolve') }).click();
  await expect(page.getByRole('button', { name: text('workOrders.actions.reopen') })).toBeVisible();

  // An admin page is not theirs: sent back to the back-office.
  await page.goto('/Adminuserslist');
  await expect(page).toHaveURL(/\/adminn$/);
  done();
});

test('staff reply to a visitor from the QR complaints list, by keyboard; the open follow-up page shows it live (FR) @desktop-only', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const done = watchForErrors(page);
  const station = await seedStation(request, `RPL${tagOf(testInfo)}`);
  const { caseNumber, followUrl } = await fileUrgent(request, station.reference, {
    kind: 'phone_locked',
    locker: 5,
    telephone: '22 987 654',
  });
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('fr', 'reclamations', key, vars);
  const { visitor, close } = await visitorFollowUp(browser, baseURL!, followUrl, 'fr', testInfo);
  try {
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=reclamations');
    await setLanguage(page, 'fr');
    await page.locator('input[type="search"]:visible').first().fill(caseNumber);
    // An urgent report has no name: the row is named by its case number.
    const open = page.getByRole('button', {
      name: text('section.viewDetails', { name: caseNumber }),
    });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: text('details.title') });
    await expect(dialog).toContainText('Mon téléphone est bloqué dans le casier n°5');
    const replies = dialog.getByRole('region', { name: text('replies.title') });
    await expect(replies).toContainText(text('replies.none'));

    // An empty reply is refused in place, focus on the box.
    const box = replies.getByLabel(text('replies.text'));
    await box.focus();
    await page.keyboard.press('Tab');
    await expect(replies.getByRole('button', { name: text('replies.send') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      replies.getByText('La réponse ne peut pas être vide (2 000 caractères maximum).'),
    ).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.type(
      'Bonjour, un technicien arrive dans 10 minutes pour ouvrir le casier 5.',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(text('replies.sent')).first()).toBeVisible();
    await expect(replies.getByRole('listitem')).toHaveCount(1);
    await expect(replies.getByRole('listitem')).toContainText('Sana Trabelsi');
    await expect(box).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await shot(page, `qr-reply-fr-${testInfo.project.name}`);

    // The visitor's page, open all along, shows it without a reload.
    await expect(
      visitor.getByText('Bonjour, un technicien arrive dans 10 minutes pour ouvrir le casier 5.'),
    ).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(visitor);
    await shot(visitor, 'follow-up-reply-fr-375');
  } finally {
    await close();
  }
  done();
});

test("a technician's work order on a phone in English: reply to the visitor, resolve, the visitor sees both live @mobile-only", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const done = watchForErrors(page);
  const tag = `TEN${tagOf(testInfo)}`;
  const station = await seedStation(request, tag);
  const { caseNumber, followUrl } = await fileUrgent(request, station.reference, {
    kind: 'phone_locked',
    locker: 2,
    telephone: '22 333 555',
  });
  const session = await technician(request, tag);
  const text = (key: string, vars?: Record<string, string | number>) =>
    appText('en', 'operations', key, vars);
  const visitorText = (key: string, vars?: Record<string, string | number>) =>
    appText('en', 'reclamations', key, vars);
  const { visitor, close } = await visitorFollowUp(browser, baseURL!, followUrl, 'en', testInfo);
  try {
    await signInWith(page, session);
    await page.goto('/adminn');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('workOrders.title'));
    const order = page.getByRole('link', { name: new RegExp(`station ${station.reference}$`) });
    await expect(order).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysPageScroll(page);
    await shot(page, `work-orders-technician-en-${testInfo.project.name}`);
    await order.click();
    await expect(page.getByRole('link', { name: text('workOrders.back') })).toBeVisible();
    await expect(page.getByText(`Case ${caseNumber}`)).toBeVisible();
    // In English, whatever the stored (French) description says; nothing wider than the phone.
    await expect(page.getByText('My phone is stuck in the locker (locker 2)')).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    await expect(
      page.getByRole('link', { name: text('workOrders.callBack', { phone: '22 333 555' }) }),
    ).toHaveAttribute('href', 'tel:22333555');

    // One thumb: each step is one large button.
    await page.getByRole('button', { name: text('workOrders.actions.take') }).click();
    await page.getByRole('button', { name: text('workOrders.actions.start') }).click();
    await expect(
      page.getByRole('button', { name: text('workOrders.actions.resolve') }),
    ).toBeVisible();
    const current = visitor.locator('[aria-current="step"]');
    await expect(current).toHaveText(visitorText('options.caseStatus.in_progress'), {
      timeout: 15_000,
    });

    const replies = page.getByRole('region', { name: visitorText('replies.title') });
    await replies.getByLabel(visitorText('replies.text')).fill('On my way, 10 minutes.');
    await replies.getByRole('button', { name: visitorText('replies.send') }).click();
    await expect(replies.getByRole('listitem')).toContainText('Karim Jaziri');
    await expect(replies.getByRole('listitem')).toContainText('On my way, 10 minutes.');
    await expect(visitor.getByText('On my way, 10 minutes.')).toBeVisible({ timeout: 15_000 });

    await page.getByLabel(text('workOrders.noteText')).fill('Locker 2 opened, phone returned.');
    await page.getByRole('button', { name: text('workOrders.addNote') }).click();
    await expect(page.getByText('Locker 2 opened, phone returned.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, `work-order-detail-en-${testInfo.project.name}`);
    await page.getByRole('button', { name: text('workOrders.actions.resolve') }).click();
    await expect(
      page.getByRole('button', { name: text('workOrders.actions.reopen') }),
    ).toBeVisible();

    // Resolving the work order tells the visitor, on the page they kept open.
    await expect(current).toHaveText(visitorText('options.caseStatus.resolved'), {
      timeout: 15_000,
    });
    await expect(visitor.getByText(visitorText('follow.statusText.resolved'))).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await shot(visitor, 'follow-up-live-en-375');
  } finally {
    await close();
  }
  done();
});
