import type { APIRequestContext, Page } from '@playwright/test';
import mqtt from 'mqtt';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  clientAccount,
  oneWidthPerLanguage,
  openPortal,
  shot,
  signInClient,
  signUpClient,
  statValue,
  watchForErrors,
} from './support';

/**
 * A connected station: the admin issues its MQTT credentials in the dialog, the device connects
 * (over the broker's WebSocket endpoint on the app's own port) and reports available, then a
 * fault; the back-office Stations list and the client's dashboard, both open before the first
 * report, change without a reload (figures, the bar chart by month, the station's live state).
 */

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

async function setup(request: APIRequestContext, tag: string) {
  const account = clientAccount({
    companyName: `Café Connecté ${tag}`,
    fullName: 'Yassine Gharbi',
    email: `iot.${tag}@station.tn`,
    phone: '98765432',
    password: 'station-live-2026',
  });
  await signUpClient(request, account);
  const clientToken = await signInClient(request, account);
  const { user: me } = await api<{ user: { id: number } }>(request, clientToken, 'GET', '/api/me');
  const admin = await adminToken(request);
  const espace = await api<{ id: number }>(request, admin, 'POST', '/api/admin/espaces', {
    nom: `Espace ${tag}`,
    gouvernorat: 'Sfax',
    ville: 'Sfax',
    activite: 'Café',
    clientId: me.id,
  });
  const reference = `LIVE-${tag}`;
  const station = await api<{ id: number }>(request, admin, 'POST', '/api/admin/stations', {
    reference,
    espaceId: espace.id,
    clientId: me.id,
    model: 'Nano Box',
    status: 'rented',
    fabrication: '2025-03-01',
  });
  return { clientToken, reference, stationId: station.id };
}

async function publish(
  device: mqtt.MqttClient,
  reference: string,
  message: Record<string, unknown>,
) {
  await device.publishAsync(`stations/${reference}/telemetry`, JSON.stringify(message), { qos: 1 });
}

const liveBadge = (page: Page, stationId: number) => page.getByTestId(`live-${stationId}`);

for (const lang of ['fr', 'en'] as const) {
  test(
    `a station's fault reaches the back-office and the client without a reload (${lang})`,
    oneWidthPerLanguage(lang),
    async ({ page, browser, request, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const done = watchForErrors(page);
      const tag = `${lang}-${testInfo.project.name}-${Date.now().toString(36)}`;
      const { clientToken, reference, stationId } = await setup(request, tag);
      const text = (key: string, vars?: Record<string, string | number>) =>
        appText(lang, 'telemetry', key, vars);

      // Back-office: the Stations list, the station found by its reference.
      await signInAsAdmin(page, request);
      await page.goto('/GestionStation');
      await setLanguage(page, lang);
      await page.getByRole('searchbox').first().fill(reference);
      const admin = liveBadge(page, stationId);
      await expect(admin).toContainText(text('live.status.offline'));
      await expect(admin).toContainText(text('live.neverSeen'));

      // The credentials dialog: issued once, with the warning and copy buttons.
      await page.getByRole('button', { name: text('credentials.open', { reference }) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(text('credentials.revokes'));
      await dialog.getByRole('button', { name: text('credentials.issue') }).click();
      await expect(dialog.getByRole('alert')).toContainText(text('credentials.shownOnce'));
      const password = await dialog
        .getByLabel(text('credentials.password'), { exact: true })
        .inputValue();
      expect(password).toMatch(/^[\w-]{32}$/);
      await expect(dialog.getByLabel(text('credentials.username'), { exact: true })).toHaveValue(
        reference,
      );
      await expect(
        dialog.getByRole('button', {
          name: text('credentials.copy', { label: text('credentials.password') }),
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      await shot(page, `telemetry-credentials-${lang}-${testInfo.project.name}`);
      await dialog.getByRole('button', { name: text('credentials.done') }).click();

      // The client's dashboard, open in a browser of its own BEFORE the station reports anything.
      const clientContext = await browser.newContext({
        baseURL,
        viewport: page.viewportSize() ?? undefined,
        locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
      });
      const client = await clientContext.newPage();
      const clientDone = watchForErrors(client);
      await openPortal(client, clientToken, lang, 'dashboard');
      const portal = (key: string) => appText(lang, 'app', `portal.${key}`);
      await expect(
        client.getByRole('heading', { level: 1, name: portal('sections.dashboard') }),
      ).toBeVisible();
      const figure = (label: string) => statValue(client, text(label));
      const sessionsChart = client.getByRole('figure', { name: text('usage.byMonth') });
      await expect(figure('usage.onlineNow')).toHaveText('0');
      await expect(figure('usage.sessions30')).toHaveText('0');
      await expect(figure('usage.usageRate')).toHaveText(text('usage.noData'));
      await expect(client.getByText(text('usage.earningsNoData'))).toBeVisible();
      // The chart is a lazily loaded chunk; no session reported yet, so no bar.
      await expect(sessionsChart.locator('svg').first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(sessionsChart.locator('path[data-bar]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(client);

      // From here on neither page may reload: a reload would drop these marks.
      const markDocument = (target: Page) =>
        target.evaluate(() => {
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
      const sameDocument = (target: Page) =>
        target.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
      await markDocument(page);
      await markDocument(client);

      // The device connects with the password the dialog showed, over ws://…/mqtt.
      const wsUrl = `${baseURL!.replace(/^http/, 'ws')}/mqtt`;
      const device = await mqtt.connectAsync(wsUrl, {
        username: reference,
        password,
        // The broker accepts only the station's own client id (docs/station-integration.md).
        clientId: `station-${reference}`,
        reconnectPeriod: 0,
      });
      try {
        await publish(device, reference, {
          status: 'available',
          portsInUse: 1,
          portsTotal: 4,
          sessions: 2,
        });
        await expect(admin).toContainText(text('live.status.available'));
        // The dashboard's figures and its bar chart by month follow the report.
        await expect(figure('usage.onlineNow')).toHaveText('1');
        await expect(figure('usage.sessions30')).toHaveText('2');
        await expect(figure('usage.usageRate')).toHaveText('25 %');
        await expect(sessionsChart.locator('path[data-bar]')).toHaveCount(1);
        await expect(client.getByText(text('usage.earningsSessions', { count: 2 }))).toBeVisible();

        await publish(device, reference, {
          status: 'fault',
          portsInUse: 0,
          portsTotal: 4,
          sessions: 1,
          fault: 'Port 2 overheating',
        });
        await expect(admin).toContainText(text('live.status.fault'));
        // A station in fault still reports: online, one more session, the usage rate halves.
        await expect(figure('usage.sessions30')).toHaveText('3');
        await expect(figure('usage.usageRate')).toHaveText('13 %');
        await expect(figure('usage.onlineNow')).toHaveText('1');
        await expect(client.getByText(text('usage.earningsSessions', { count: 3 }))).toBeVisible();
      } finally {
        await device.endAsync();
      }
      await expectNoSeriousA11yViolations(client);
      await shot(client, `telemetry-client-dashboard-${lang}-${testInfo.project.name}`);
      // The same page's Profile section lists the station in fault (a section switch, no reload).
      await client
        .getByRole('navigation', { name: portal('sectionsLabel') })
        .getByRole('button', { name: portal('sections.profile'), exact: true })
        .click();
      await expect(liveBadge(client, stationId)).toContainText(text('live.status.fault'));
      expect(await sameDocument(page)).toBe(true);
      expect(await sameDocument(client)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await expectNoSeriousA11yViolations(client);
      await shot(page, `telemetry-stations-${lang}-${testInfo.project.name}`);
      await shot(client, `telemetry-client-${lang}-${testInfo.project.name}`);
      await clientContext.close();
      clientDone();

      // The fleet view lists the open fault alert; the station page shows the message.
      await page.goto('/admin/flotte');
      await page.getByRole('button', { name: text('fleet.filters.fault') }).click();
      await expect(page.getByRole('link', { name: reference }).first()).toBeVisible();
      await expect(page.getByText('Port 2 overheating').first()).toBeVisible();
      // Leaflet's own buttons say "Zoom in/out" on every page; ours speak the page's language.
      for (const key of ['map.zoomIn', 'map.zoomOut']) {
        await expect(
          page.getByRole('button', { name: appText(lang, 'common', key) }),
        ).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await shot(page, `telemetry-fleet-${lang}-${testInfo.project.name}`);
      await page.goto(`/admin/stations/${stationId}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
      await expect(page.getByText(text('alert.fault')).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, `telemetry-station-${lang}-${testInfo.project.name}`);

      done();
    },
  );
}
