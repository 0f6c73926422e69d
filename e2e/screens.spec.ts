import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  expectNoSidewaysPageScroll,
  expectWithinViewportWidth,
  fillSearch,
  oneWidthPerLanguage,
  overlaps,
  shot,
  signUpAndSignIn,
} from './support';
import { uniquePhone } from './unique';

/**
 * Screens of issue 20 as staff and clients see them, desktop (1280 px) and phone (375 px), FR and
 * EN, axe on each: the stations list's ten columns, the dark sidebars, the client dashboard's
 * first figure and the complaint reply dialog's status words.
 */

type Lang = 'fr' | 'en';
const LANGS = ['fr', 'en'] as const;
const desktopOf = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

/** A client account with `spaces` spaces declaring `declared` stations each, signed in by token. */
async function clientWithData(
  request: APIRequestContext,
  code: string,
  { declared, stations }: { declared: number; stations: number },
) {
  const tel = uniquePhone();
  const email = `screens-${tel}@example.tn`;
  const fullName = `Hana Ecran ${code}`;
  const token = await signUpAndSignIn(request, {
    companyName: `Café ${code}`,
    fullName,
    email,
    phone: tel,
  });
  const auth = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/me', { headers: auth });
  const { id } = ((await me.json()) as { user: { id: number } }).user;
  const espace = `Terrasse ${code}`;
  const space = await request.post('/api/espaces', {
    headers: auth,
    data: { nom: espace, ville: 'Sfax', gouvernorat: 'Sfax', activite: 'Café', stations: declared },
  });
  expect(space.status(), await space.text()).toBe(201);
  for (let index = 0; index < stations; index++) {
    const station = await request.post('/api/stations', {
      headers: auth,
      data: {
        reference: `SCR-${code}-${index}`,
        espace,
        adresse: 'Route de Tunis km 4',
        date_installation: '2026-03-01',
      },
    });
    expect(station.status(), await station.text()).toBe(201);
  }
  return { token, id, fullName, espace };
}

async function openClientPortal(page: Page, token: string, lang: Lang, section: string) {
  await page.goto('/authentification');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`/compte-client?section=${section}`);
  if (lang === 'en') await setLanguage(page, 'en');
}

/** The dark sidebar (the one that holds the section navigation). */
const sidebarOf = (page: Page) =>
  page
    .locator('.bg-ink-950')
    .filter({ has: page.getByRole('navigation') })
    .first();

/** Scrolled to the bottom of a long page, the sidebar still spans the viewport's full height. */
async function expectSidebarFullHeight(page: Page, sidebar: Locator) {
  const { scrollable } = await page.evaluate(() => ({
    scrollable: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(scrollable, 'the page is longer than the screen').toBeGreaterThan(100);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(100);
  const { top, bottom, height } = await sidebar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: window.innerHeight };
  });
  expect(top, 'the sidebar starts at the top of the screen').toBeLessThanOrEqual(0.5);
  expect(bottom, 'the sidebar reaches the bottom of the screen').toBeGreaterThanOrEqual(
    height - 0.5,
  );
}

for (const lang of LANGS) {
  test(
    `stations: the ten spec columns on a laptop screen, real values, computed status (${lang})`,
    oneWidthPerLanguage(lang),
    async ({ page, request }, testInfo) => {
      const code = `${testInfo.project.name.slice(0, 1).toUpperCase()}${lang}${Date.now().toString(36)}`;
      const client = await clientWithData(request, code, { declared: 1, stations: 0 });
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const espace = await request.post('/api/admin/espaces', {
        headers,
        data: {
          nom: `Galerie ${code}`,
          gouvernorat: 'Sousse',
          ville: 'Sahloul',
          activite: 'Hôtellerie',
        },
      });
      expect(espace.status(), await espace.text()).toBe(201);
      const reference = `NB-SCR-${code}`;
      // Staff marked it rented; its rental ended last year: the Status column says so.
      const station = await request.post('/api/admin/stations', {
        headers,
        data: {
          reference,
          espaceId: (await espace.json()).id,
          clientId: client.id,
          model: 'Multi Boxes',
          status: 'rented',
          fabrication: '2024-02-10',
          entretien: '2025-01-20',
          finLocation: '2025-12-31',
        },
      });
      expect(station.status(), await station.text()).toBe(201);

      await signInAsAdmin(page, request);
      await page.goto('/adminn?section=stations');
      if (lang === 'en') await setLanguage(page, 'en');
      await page.locator('input[type="search"]:visible').first().fill(reference);
      const lt = (key: string) => appText(lang, 'stations', key);
      const row = page.getByRole('row').filter({ hasText: reference });
      await expect(row).toHaveCount(1);
      const values = {
        espacePublic: `Galerie ${code}`,
        secteur: 'Hôtellerie',
        gouvernorat: 'Sousse',
        ville: 'Sahloul',
        model: 'Multi Boxes',
        fabrication: '10/02/2024',
        entretien: '20/01/2025',
        finLocation: '31/12/2025',
        status: lt('admin.status.rental_ended'),
      };
      for (const [key, value] of Object.entries(values)) {
        const cell = row.locator(`[data-label="${lt(`admin.columns.${key}`)}"]`);
        await expect(cell, key).toContainText(value);
        await expectWithinViewportWidth(page, cell);
      }
      if (desktopOf(testInfo)) {
        // All ten headers inside the 1280 px screen, the table without a sideways scroll, and the
        // Status column clear of the actions column.
        const table = page.getByRole('table', { name: lt('admin.title') });
        for (const key of [
          'reference',
          'espacePublic',
          'secteur',
          'gouvernorat',
          'ville',
          'model',
          'fabrication',
          'entretien',
          'finLocation',
          'status',
        ]) {
          await expectWithinViewportWidth(
            page,
            table.getByRole('columnheader', { name: lt(`admin.columns.${key}`), exact: true }),
          );
        }
        const sideways = await table.evaluate((element) => {
          const box = element.parentElement as HTMLElement;
          return box.scrollWidth - box.clientWidth;
        });
        expect(
          sideways,
          'the stations table scrolls sideways by this many pixels',
        ).toBeLessThanOrEqual(0);
        expect(
          await overlaps(
            row.locator(`[data-label="${lt('admin.columns.status')}"]`),
            row.locator(`[data-label="${appText(lang, 'common', 'table.actions')}"]`),
          ),
          'the actions column covers the status',
        ).toBe(false);
      }
      await expectNoSidewaysPageScroll(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `screens-stations-${lang}-${testInfo.project.name}`);
    },
  );

  test(
    `the client's dashboard: one figure, one meaning; the sidebar's full height (${lang})`,
    oneWidthPerLanguage(lang),
    async ({ page, request }, testInfo) => {
      const code = `${testInfo.project.name.slice(0, 1).toUpperCase()}${lang}${Date.now().toString(36)}`;
      // The space declares 5 stations; 2 are registered: the card must not show both numbers.
      const client = await clientWithData(request, code, { declared: 5, stations: 2 });
      await openClientPortal(page, client.token, lang, 'dashboard');
      const ct = (key: string) => appText(lang, 'dashboard', key);
      const card = page
        .locator('div')
        .filter({ has: page.getByText(ct('client.stations'), { exact: true }) })
        .filter({ hasText: ct('client.stationsDetail') })
        .last();
      await expect(card).toBeVisible();
      const figures = ((await card.textContent()) ?? '').match(/\d+/g);
      expect(figures, 'the first card holds one number, the stations registered').toEqual(['2']);
      await expect(card).toContainText(ct('client.stationsDetail'));
      // No reclamation yet: no answer rate (0 of 0 read "100 %").
      await expect(page.getByText(ct('client.resolutionNone'))).toBeVisible();
      await expect(page.getByText('100 %')).toHaveCount(0);
      if (desktopOf(testInfo)) await expectSidebarFullHeight(page, sidebarOf(page));
      await expectNoSidewaysPageScroll(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `screens-client-dashboard-${lang}-${testInfo.project.name}`);
    },
  );

  test(
    `the back-office: the sidebar's full height; the reply dialog in the page's language (${lang})`,
    oneWidthPerLanguage(lang),
    async ({ page, request }, testInfo) => {
      const code = `${testInfo.project.name.slice(0, 1).toUpperCase()}${lang}${Date.now().toString(36)}`;
      const client = await clientWithData(request, code, { declared: 1, stations: 0 });
      const filed = await request.post('/api/reclamations', {
        headers: { authorization: `Bearer ${client.token}` },
        data: { categorie: 'Maintenance', description: `La borne ${code} ne charge plus.` },
      });
      expect(filed.status(), await filed.text()).toBe(201);

      await signInAsAdmin(page, request);
      // The dashboard (figures, charts, map) is the back-office's long page.
      await page.goto('/adminn?section=dashboard');
      if (lang === 'en') await setLanguage(page, 'en');
      await expect(
        page.locator('.leaflet-container, canvas, svg[role="img"]').first(),
      ).toBeVisible();
      if (desktopOf(testInfo)) await expectSidebarFullHeight(page, sidebarOf(page));
      await expectNoSidewaysPageScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto('/adminn?section=reclamations');
      const rt = (key: string) => appText(lang, 'reclamations', key);

      await fillSearch(page, page.locator('input[type="search"]:visible').first(), code);
      const row = page.getByRole('row').filter({ hasText: client.fullName });
      await expect(row).toHaveCount(1);
      // The status badge is in the page's language.
      await expect(row).toContainText(rt('options.status.Problem'));
      await row.getByRole('button', { name: new RegExp(`^${rt('section.answer')}`) }).click();
      const dialog = page.getByRole('dialog', { name: rt('section.answerTitle') });
      await expect(dialog).toBeVisible();
      // What the select shows, not only its values.
      const options = dialog.getByLabel(rt('section.status')).locator('option');
      await expect(options).toHaveText(
        ['Answered', 'Pending', 'Problem'].map((status) => rt(`options.status.${status}`)),
      );
      if (lang === 'fr') await expect(options).toHaveText(['Répondue', 'En attente', 'Problème']);
      await expectWithinViewportWidth(page, dialog);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `screens-reply-dialog-${lang}-${testInfo.project.name}`);
    },
  );
}
