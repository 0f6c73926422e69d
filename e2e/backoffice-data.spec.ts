import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  appText,
  clientAccount,
  fillSearch,
  oneWidthPerLanguage,
  shot,
  signUpClient,
  watchForErrors,
  xsrfHeaders,
} from './support';

/**
 * Back-office data sections driven through /adminn as staff use them: clients (edit, trash,
 * restore, archive, permanent delete, export), public spaces, stations and lockers (add, edit,
 * delete, search, pages) and the dashboard figures they feed. FR and EN, desktop and 375 px.
 */

type Lang = 'fr' | 'en';
const LANGS: Lang[] = ['fr', 'en'];

/** A text from the app's translation files (with {{vars}} filled), so tests read what users read. */
const L = (lang: Lang, ns: string, key: string, vars?: Record<string, string | number>) =>
  appText(lang, ns, key, vars);
const shell = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  appText(lang, 'app', `backoffice.${key}`, vars);

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Unique per run, project and language: the two projects share one server and database. */
function tagFor(testInfo: TestInfo, lang: Lang) {
  return `${lang}${isPhone(testInfo) ? 'm' : 'd'}${Date.now().toString(36).slice(-5)}`;
}

async function openBackoffice(page: Page, request: APIRequestContext, lang: Lang) {
  await signInAsAdmin(page, request);
  await page.goto('/adminn');
  await setLanguage(page, lang);
  await expect(
    page.getByRole('heading', { level: 1, name: shell(lang, 'sections.dashboard') }),
  ).toBeVisible();
}

/** Switches section through the sidebar (the drawer on a phone), as a user does. */
async function openSection(page: Page, lang: Lang, section: string, testInfo: TestInfo) {
  const label = shell(lang, `sections.${section}`);
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: shell(lang, 'drawer.open') }).click();
  }
  await page
    .getByRole('navigation', { name: shell(lang, 'sectionsLabel') })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** Types in the header search box, which filters the section on screen. */
async function search(page: Page, lang: Lang, section: string, q: string) {
  const box = page.getByRole('searchbox', {
    name: shell(lang, 'search.label', { section: shell(lang, `sections.${section}`) }),
  });
  await fillSearch(page, box, q);
}

/** A form control by its label, which may be followed by the required marker ('* (obligatoire)'). */
const labelled = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|\\*|$)`);

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, message: string) =>
  page.getByRole('status').filter({ hasText: message });

/** Opens a section and types `q` in its search box. */
async function openAndSearch(
  page: Page,
  lang: Lang,
  section: string,
  q: string,
  testInfo: TestInfo,
) {
  await openSection(page, lang, section, testInfo);
  await search(page, lang, section, q);
}

/** Presses a row's action button, then answers the confirmation dialog (see confirmWith). */
async function pressAndConfirm(page: Page, action: string, message: string, button: string) {
  await page.getByRole('button', { name: action }).click();
  await confirmWith(page, message, button);
}

/** Answers the confirmation dialog: checks its message, then presses the confirm button. */
async function confirmWith(page: Page, message: string, button: string) {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function api(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => {
      const response = await request.get(url, { headers });
      expect(response.status(), url).toBe(200);
      return response;
    },
    post: async <T>(url: string, data: unknown): Promise<T> => {
      const response = await request.post(url, { headers, data });
      expect(response.status(), `${url} ${await response.text()}`).toBe(201);
      return (await response.json()) as T;
    },
  };
}

async function signInStatus(
  request: APIRequestContext,
  client: { email: string; password: string },
) {
  const response = await request.post('/api/signin', {
    headers: await xsrfHeaders(request),
    data: { email: client.email, password: client.password },
  });
  return response.status();
}

async function readDownload(page: Page, trigger: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const file = await download.path();
  return readFileSync(file, 'utf8');
}

/** Figures of the dashboard: a headline count and a governorate's row of each chart. */
async function dashboardFigures(page: Page, lang: Lang, gouvernorat: string) {
  const headline = async (key: string) => {
    // The stat card: its label paragraph and, next to it, the figure.
    const label = L(lang, 'dashboard', `admin.counts.${key}`);
    const value = page.locator(`div:has(> p:text-is("${label}")) > p.tabular-nums`);
    await expect(value).toHaveText(/^\d[\d\s\u202f.,]*$/);
    return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
  };
  const chartRow = async (chartKey: string) => {
    const table = page.locator('table').filter({ hasText: L(lang, 'dashboard', chartKey) });
    const rowOf = table.getByRole('row').filter({ hasText: gouvernorat });
    if ((await table.count()) === 0 || (await rowOf.count()) === 0) return 0;
    return Number((await rowOf.getByRole('cell').textContent()) ?? '');
  };
  return {
    espaces: await headline('espaces'),
    stations: await headline('stations'),
    clients: await headline('clients'),
    espacesInGov: await chartRow('admin.espacesChart'),
    stationsInGov: await chartRow('admin.stationsChart'),
  };
}

// One governorate per project and language, so each run watches its own chart rows move.
const GOVERNORATES: Record<string, string> = {
  'fr-desktop': 'Tozeur',
  'fr-mobile': 'Kébili',
  'en-desktop': 'Tataouine',
  'en-mobile': 'Siliana',
};

for (const lang of LANGS) {
  test.describe(`back-office data (${lang})`, () => {
    test.setTimeout(180_000);

    test(
      `clients: edit, export, trash, restore, archive and delete for good (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const done = watchForErrors(page);
        const tag = tagFor(testInfo, lang);
        const client = clientAccount({
          companyName: `Société ${tag}`,
          fullName: `Client ${tag}`,
          email: `client-${tag}@example.tn`,
        });
        await signUpClient(request, client);
        const name = client.fullName;
        expect(await signInStatus(request, client)).toBe(200);
        await openBackoffice(page, request, lang);

        // Users: the header search finds the new client.
        await openAndSearch(page, lang, 'users', tag, testInfo);
        await expect(row(page, name)).toHaveCount(1);
        await expect(row(page, name)).toContainText(client.email);
        await expect(
          page.getByText(appText(lang, 'common', 'list.total', { count: 1 })),
        ).toBeVisible();

        // Edit 'Modifier l'utilisateur'.
        await page
          .getByRole('button', { name: L(lang, 'users', 'admin.editOne', { name }) })
          .click();
        const editor = page.getByRole('dialog', { name: L(lang, 'users', 'admin.editTitle') });
        await expect(editor).toBeVisible();
        await expect(editor.getByLabel(L(lang, 'users', 'admin.fields.email'))).toHaveValue(
          client.email,
        );
        await editor
          .getByLabel(L(lang, 'users', 'admin.fields.companyName'))
          .fill(`Nouvelle ${tag}`);
        await editor.getByLabel(L(lang, 'users', 'admin.fields.phone')).fill('abc');
        await editor.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        // A bad phone keeps the dialog open with the field's message; nothing is saved.
        await expect(editor).toBeVisible();
        await expect(editor.getByLabel(L(lang, 'users', 'admin.fields.phone'))).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await editor.getByLabel(L(lang, 'users', 'admin.fields.phone')).fill(client.phone);
        await editor.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(toast(page, L(lang, 'users', 'admin.saved'))).toBeVisible();
        await expect(editor).toBeHidden();
        await expect(row(page, name)).toContainText(`Nouvelle ${tag}`);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `users-${lang}-${testInfo.project.name}`);

        // Export: a real CSV of the current filter, for the spreadsheet of the reader's locale
        // (issue 29): French Excel needs the BOM, `;`, French titles and dd/mm/yyyy dates.
        const csv = await readDownload(
          page,
          page.getByRole('button', { name: L(lang, 'common', 'list.exportCsv') }),
        );
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const lines = csv.slice(1).trim().split('\r\n');
        const sep = lang === 'fr' ? ';' : ',';
        expect(lines[0]!.split(sep).slice(0, 3)).toEqual(
          lang === 'fr' ? ['ID', 'Nom complet', 'Email'] : ['ID', 'Full name', 'Email'],
        );
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`${sep}${client.email}${sep}`);
        expect(lines[1]).toContain(`${sep}Nouvelle ${tag}${sep}`);
        expect(lines[1]).toMatch(
          lang === 'fr' ? /;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ : /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
        );

        // Delete asks first; cancelling sends nothing.
        await pressAndConfirm(
          page,
          L(lang, 'users', 'admin.deleteOne', { name }),
          L(lang, 'users', 'admin.confirmDelete'),
          L(lang, 'common', 'actions.cancel'),
        );
        await expect(row(page, name)).toHaveCount(1);
        await pressAndConfirm(
          page,
          L(lang, 'users', 'admin.deleteOne', { name }),
          L(lang, 'users', 'admin.confirmDelete'),
          L(lang, 'common', 'actions.delete'),
        );
        await expect(toast(page, L(lang, 'users', 'admin.trashed', { name }))).toBeVisible();
        await expect(
          page.getByText(L(lang, 'common', 'list.emptySearch', { q: tag })),
        ).toBeVisible();

        // A trashed client can no longer sign in.
        expect(await signInStatus(request, client)).toBe(401);

        // The trash lists them; restore brings them back.
        await openAndSearch(page, lang, 'corbeille', tag, testInfo);
        await expect(row(page, name)).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `corbeille-${lang}-${testInfo.project.name}`);
        await page
          .getByRole('button', { name: L(lang, 'users', 'trash.restoreOne', { name }) })
          .click();
        await expect(toast(page, L(lang, 'users', 'trash.restored', { name }))).toBeVisible();
        await expect(row(page, name)).toHaveCount(0);

        await openAndSearch(page, lang, 'users', tag, testInfo);
        await expect(row(page, name)).toHaveCount(1);

        // Archive: kept for records, restorable.
        await pressAndConfirm(
          page,
          L(lang, 'users', 'admin.archiveOne', { name }),
          L(lang, 'users', 'admin.confirmArchive', { name }),
          L(lang, 'common', 'actions.archive'),
        );
        await expect(toast(page, L(lang, 'users', 'admin.archived', { name }))).toBeVisible();
        expect(await signInStatus(request, client)).toBe(401);
        await openAndSearch(page, lang, 'archive', tag, testInfo);
        await expect(row(page, name)).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `archive-${lang}-${testInfo.project.name}`);
        await pressAndConfirm(
          page,
          L(lang, 'users', 'archive.restoreOne', { name }),
          L(lang, 'users', 'archive.confirmRestore', { name }),
          L(lang, 'common', 'actions.restore'),
        );
        await expect(toast(page, L(lang, 'users', 'archive.restored', { name }))).toBeVisible();
        await expect(row(page, name)).toHaveCount(0);
        expect(await signInStatus(request, client)).toBe(200);

        // Trash again, then delete for good from the trash (after confirmation).
        await openAndSearch(page, lang, 'users', tag, testInfo);
        await pressAndConfirm(
          page,
          L(lang, 'users', 'admin.deleteOne', { name }),
          L(lang, 'users', 'admin.confirmDelete'),
          L(lang, 'common', 'actions.delete'),
        );
        await openAndSearch(page, lang, 'corbeille', tag, testInfo);
        await pressAndConfirm(
          page,
          L(lang, 'users', 'trash.purgeOne', { name }),
          L(lang, 'users', 'trash.confirmPurge', { name }),
          L(lang, 'users', 'trash.purge'),
        );
        await expect(toast(page, L(lang, 'users', 'trash.purged', { name }))).toBeVisible();
        await expect(row(page, name)).toHaveCount(0);
        const admin = await api(request);
        for (const status of ['active', 'archived', 'deleted']) {
          const left = await admin.get(`/api/users?status=${status}&q=${tag}`);
          expect(left.headers()['x-total-count']).toBe('0');
        }
        done();
      },
    );

    test(
      `places: add a space, a station in it and a locker; the dashboard follows (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const done = watchForErrors(page);
        const tag = tagFor(testInfo, lang);
        const gov = GOVERNORATES[`${lang}-${testInfo.project.name}`]!;
        const espaceName = `Espace ${tag}`;
        const reference = `ST-${tag}`;
        const lockerRef = `CS-${tag}`;
        await openBackoffice(page, request, lang);
        const before = await dashboardFigures(page, lang, gov);

        // Add Espace.
        await openSection(page, lang, 'espaces', testInfo);
        await page.getByRole('button', { name: L(lang, 'espaces', 'admin.add') }).click();
        let dialog = page.getByRole('dialog', { name: L(lang, 'espaces', 'admin.addTitle') });
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        // Nothing filled: the dialog stays with field errors.
        await expect(dialog.getByLabel(L(lang, 'espaces', 'admin.columns.nom'))).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await dialog.getByLabel(L(lang, 'espaces', 'admin.columns.nom')).fill(espaceName);
        await dialog.getByLabel(L(lang, 'espaces', 'admin.columns.gouvernorat')).selectOption(gov);
        await dialog.getByLabel(L(lang, 'espaces', 'admin.columns.ville')).fill(`Ville ${tag}`);
        await dialog.getByLabel(L(lang, 'espaces', 'admin.columns.activite')).fill('Café');
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(
          toast(page, L(lang, 'espaces', 'admin.created', { name: espaceName })),
        ).toBeVisible();
        await search(page, lang, 'espaces', tag);
        await expect(row(page, espaceName)).toContainText(gov);

        // Edit it.
        await page
          .getByRole('button', { name: L(lang, 'espaces', 'admin.editOne', { name: espaceName }) })
          .click();
        dialog = page.getByRole('dialog', { name: L(lang, 'espaces', 'admin.editTitle') });
        await expect(dialog.getByLabel(L(lang, 'espaces', 'admin.columns.nom'))).toHaveValue(
          espaceName,
        );
        await dialog.getByLabel(L(lang, 'espaces', 'admin.columns.ville')).fill(`Centre ${tag}`);
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(toast(page, L(lang, 'espaces', 'admin.saved'))).toBeVisible();
        await expect(row(page, espaceName)).toContainText(`Centre ${tag}`);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `espaces-${lang}-${testInfo.project.name}`);

        // Add Stations, placed in that space.
        await openSection(page, lang, 'stations', testInfo);
        await page.getByRole('button', { name: L(lang, 'stations', 'admin.add') }).click();
        dialog = page.getByRole('dialog', { name: L(lang, 'stations', 'admin.addTitle') });
        await dialog
          .getByLabel(labelled(L(lang, 'stations', 'admin.columns.reference')))
          .fill(reference);
        await dialog
          .getByLabel(labelled(L(lang, 'stations', 'admin.columns.model')))
          .selectOption('Mega Charger');
        await pickRemote(
          dialog,
          lang,
          L(lang, 'stations', 'admin.columns.espacePublic'),
          tag,
          espaceName,
        );
        await dialog
          .getByLabel(labelled(L(lang, 'stations', 'admin.columns.status')))
          .selectOption({ label: L(lang, 'stations', 'admin.status.available') });
        await dialog
          .getByLabel(labelled(L(lang, 'stations', 'admin.columns.fabrication')))
          .fill('2025-03-01');
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(
          toast(page, L(lang, 'stations', 'admin.created', { reference })),
        ).toBeVisible();
        await search(page, lang, 'stations', tag);
        const stationRow = row(page, reference);
        await expect(stationRow).toContainText(espaceName);
        await expect(stationRow).toContainText('Café');
        await expect(stationRow).toContainText(gov);
        await expect(stationRow).toContainText('Mega Charger');
        await expect(stationRow).toContainText(L(lang, 'stations', 'admin.status.available'));

        // Edit: rented needs a client (the server's rule shows on the field), maintenance does not.
        await page
          .getByRole('button', { name: L(lang, 'stations', 'admin.editOne', { reference }) })
          .click();
        dialog = page.getByRole('dialog', { name: L(lang, 'stations', 'admin.editTitle') });
        const status = dialog.getByLabel(labelled(L(lang, 'stations', 'admin.columns.status')));
        await status.selectOption({ label: L(lang, 'stations', 'admin.status.rented') });
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole('combobox', {
            name: L(lang, 'stations', 'admin.columns.client'),
            exact: true,
          }),
        ).toHaveAttribute('aria-invalid', 'true');
        await status.selectOption({ label: L(lang, 'stations', 'admin.status.maintenance') });
        await dialog
          .getByLabel(labelled(L(lang, 'stations', 'admin.columns.entretien')))
          .fill('2025-09-01');
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(toast(page, L(lang, 'stations', 'admin.saved'))).toBeVisible();
        await expect(stationRow).toContainText(L(lang, 'stations', 'admin.status.maintenance'));
        await expectNoSeriousA11yViolations(page);
        await shot(page, `stations-${lang}-${testInfo.project.name}`);

        // A locker in the same space.
        await openSection(page, lang, 'casiers', testInfo);
        await page.getByRole('button', { name: L(lang, 'lockers', 'admin.add') }).click();
        dialog = page.getByRole('dialog', { name: L(lang, 'lockers', 'admin.addTitle') });
        await dialog.getByLabel(labelled(L(lang, 'lockers', 'admin.columns.numero'))).fill('3');
        await dialog
          .getByLabel(labelled(L(lang, 'lockers', 'admin.columns.reference')))
          .fill(lockerRef);
        await pickRemote(
          dialog,
          lang,
          L(lang, 'lockers', 'admin.columns.espacePublic'),
          tag,
          espaceName,
        );
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(toast(page, L(lang, 'lockers', 'admin.created', { numero: 3 }))).toBeVisible();
        await search(page, lang, 'casiers', tag);
        await expect(row(page, lockerRef)).toContainText(espaceName);
        await expect(row(page, lockerRef)).toContainText(gov);
        await page
          .getByRole('button', {
            name: L(lang, 'lockers', 'admin.editOne', { numero: 3, reference: lockerRef }),
          })
          .click();
        dialog = page.getByRole('dialog', { name: L(lang, 'lockers', 'admin.editTitle') });
        await dialog.getByLabel(labelled(L(lang, 'lockers', 'admin.columns.numero'))).fill('4');
        await dialog.getByRole('button', { name: L(lang, 'common', 'actions.save') }).click();
        await expect(toast(page, L(lang, 'lockers', 'admin.saved'))).toBeVisible();
        await expect(row(page, lockerRef)).toContainText(
          L(lang, 'lockers', 'admin.numeroValue', { numero: 4 }),
        );
        await expectNoSeriousA11yViolations(page);
        await shot(page, `casiers-${lang}-${testInfo.project.name}`);

        // The dashboard counts and both charts include the new space and station.
        await openSection(page, lang, 'dashboard', testInfo);
        await expect
          .poll(async () => (await dashboardFigures(page, lang, gov)).stationsInGov)
          .toBe(before.stationsInGov + 1);
        const after = await dashboardFigures(page, lang, gov);
        expect(after.espacesInGov).toBe(before.espacesInGov + 1);
        // The whole-fleet cards are shown; their value is not compared, since tests running
        // alongside add and delete places too (the governorate rows above are this test's own).
        expect(after.espaces).toBeGreaterThan(0);
        expect(after.stations).toBeGreaterThan(0);
        const map = page.getByRole('region', { name: /^(Carte de|Map of) \d+/ });
        await expect(map).toBeVisible();
        await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `dashboard-${lang}-${testInfo.project.name}`);
        done();
      },
    );

    test(
      `places: delete a locker, a station and their space, with confirmation (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const done = watchForErrors(page);
        const tag = tagFor(testInfo, lang);
        const admin = await api(request);
        const espace = await admin.post<{ id: number; nom: string }>('/api/admin/espaces', {
          nom: `Suppr ${tag}`,
          gouvernorat: 'Sfax',
          ville: 'Sfax',
          activite: 'Hôtel',
        });
        await admin.post('/api/admin/stations', {
          reference: `SD-${tag}`,
          espaceId: espace.id,
          model: 'Nano Box',
          status: 'available',
          fabrication: '2024-05-01',
        });
        await admin.post('/api/admin/lockers', {
          numero: 7,
          reference: `LD-${tag}`,
          espaceId: espace.id,
        });
        await openBackoffice(page, request, lang);

        // A space that still holds a station cannot go: the reason is shown, the row stays.
        await openAndSearch(page, lang, 'espaces', tag, testInfo);
        const deleteEspace = page.getByRole('button', {
          name: L(lang, 'espaces', 'admin.deleteOne', { name: espace.nom }),
        });
        await deleteEspace.click();
        await confirmWith(
          page,
          L(lang, 'espaces', 'admin.confirmDelete', { name: espace.nom }),
          L(lang, 'common', 'actions.delete'),
        );
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
        await expect(row(page, espace.nom)).toHaveCount(1);

        await openAndSearch(page, lang, 'casiers', tag, testInfo);
        await page
          .getByRole('button', {
            name: L(lang, 'lockers', 'admin.deleteOne', { numero: 7, reference: `LD-${tag}` }),
          })
          .click();
        await confirmWith(
          page,
          L(lang, 'lockers', 'admin.confirmDelete', { numero: 7, reference: `LD-${tag}` }),
          L(lang, 'common', 'actions.delete'),
        );
        await expect(toast(page, L(lang, 'lockers', 'admin.deleted', { numero: 7 }))).toBeVisible();
        await expect(row(page, `LD-${tag}`)).toHaveCount(0);

        await openAndSearch(page, lang, 'stations', tag, testInfo);
        await page
          .getByRole('button', {
            name: L(lang, 'stations', 'admin.deleteOne', { reference: `SD-${tag}` }),
          })
          .click();
        await confirmWith(
          page,
          L(lang, 'stations', 'admin.confirmDelete', { reference: `SD-${tag}` }),
          L(lang, 'common', 'actions.delete'),
        );
        await expect(
          toast(page, L(lang, 'stations', 'admin.deleted', { reference: `SD-${tag}` })),
        ).toBeVisible();
        await expect(row(page, `SD-${tag}`)).toHaveCount(0);

        await openAndSearch(page, lang, 'espaces', tag, testInfo);
        await deleteEspace.click();
        await confirmWith(
          page,
          L(lang, 'espaces', 'admin.confirmDelete', { name: espace.nom }),
          L(lang, 'common', 'actions.delete'),
        );
        await expect(
          toast(page, L(lang, 'espaces', 'admin.deleted', { name: espace.nom })),
        ).toBeVisible();
        await expect(
          page.getByText(L(lang, 'common', 'list.emptySearch', { q: tag })),
        ).toBeVisible();
        done();
      },
    );

    test(
      `places: the header search filters in SQL and the pager walks the pages (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const done = watchForErrors(page);
        const tag = tagFor(testInfo, lang);
        const admin = await api(request);
        // 61 spaces: seven pages of 10, so the pager shows pages 1–5 and '...'.
        for (let i = 1; i <= 61; i++) {
          await admin.post('/api/admin/espaces', {
            nom: `Page ${tag} ${String(i).padStart(2, '0')}`,
            gouvernorat: 'Nabeul',
            ville: 'Hammamet',
            activite: 'Café',
          });
        }
        await openBackoffice(page, request, lang);
        await openSection(page, lang, 'espaces', testInfo);
        await search(page, lang, 'espaces', `Page ${tag}`);
        await expect(
          page.getByText(appText(lang, 'common', 'list.total', { count: 61 })),
        ).toBeVisible();
        const rows = page.getByRole('row').filter({ hasText: `Page ${tag}` });
        await expect(rows).toHaveCount(10);
        await expect(rows.first()).toContainText(`Page ${tag} 61`);
        const pager = page.getByRole('navigation', {
          name: appText(lang, 'common', 'pagination.label'),
        });
        const pageButton = (n: number) =>
          pager.getByRole('button', {
            name: appText(lang, 'common', 'pagination.page', { page: n }),
            exact: true,
          });
        await expect(pager.getByRole('button', { name: /^\D*\d+$/ })).toHaveText([
          '1',
          '2',
          '3',
          '4',
          '5',
        ]);
        await expect(pager.getByText('...')).toBeVisible();
        await pageButton(2).click();
        await expect(rows.first()).toContainText(`Page ${tag} 51`);
        await page
          .getByRole('combobox', { name: labelled(appText(lang, 'common', 'list.pageSelect')) })
          .selectOption('7');
        await expect(rows).toHaveCount(1);
        await expect(rows.last()).toContainText(`Page ${tag} 01`);
        // The current page beyond the fifth follows the '...'.
        await expect(pageButton(7)).toHaveAttribute('aria-current', 'page');
        await pager
          .getByRole('button', { name: appText(lang, 'common', 'pagination.previousPage') })
          .click();
        await expect(rows).toHaveCount(10);
        await expect(pageButton(6)).toHaveAttribute('aria-current', 'page');
        // A narrower search starts again at page 1 with its own total.
        await search(page, lang, 'espaces', `Page ${tag} 0`);
        await expect(
          page.getByText(appText(lang, 'common', 'list.total', { count: 9 })),
        ).toBeVisible();
        await expect(rows).toHaveCount(9);
        await expectNoSeriousA11yViolations(page);
        await shot(page, `espaces-pages-${lang}-${testInfo.project.name}`);
        done();
      },
    );
  });
}

/** Picks a row in a RemoteSelect (filter box + select) by typing in its filter. */
async function pickRemote(
  dialog: Locator,
  lang: Lang,
  label: string,
  filter: string,
  optionStartsWith: string,
) {
  await dialog.getByLabel(appText(lang, 'common', 'picker.filterLabel', { label })).fill(filter);
  const select = dialog.getByRole('combobox', { name: label, exact: true });
  const option = select.locator('option').filter({ hasText: optionStartsWith });
  await expect(option).toHaveCount(1);
  const value = await option.getAttribute('value');
  await select.selectOption(value!);
}
