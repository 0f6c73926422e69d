import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { adminToken, signInAsAdmin, storeAdminSession, storedAdminSession } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { appText, oneWidthPerLanguage, shot, watchForErrors, xsrfHeaders } from './support';

type Lang = 'fr' | 'en';

const SECTIONS = [
  'dashboard',
  'users',
  'demandes',
  'espaces',
  'stations',
  'casiers',
  'reclamations',
  'publicites',
  'commentaires',
  'archive',
  'corbeille',
  'chatbot',
  'flotte',
  'site',
  'facturation',
  'ecrans',
  'interventions',
] as const;
type Section = (typeof SECTIONS)[number];

/** A text from the app's own translation files, so the test checks what users really read. */

/** The heading each section's own screen shows (namespace and key of its title). */
const SECTION_HEADINGS: Record<Section, [string, string]> = {
  dashboard: ['dashboard', 'admin.title'],
  users: ['users', 'admin.title'],
  demandes: ['sales', 'section.title'],
  espaces: ['espaces', 'admin.title'],
  stations: ['stations', 'admin.title'],
  casiers: ['lockers', 'admin.title'],
  reclamations: ['reclamations', 'section.title'],
  publicites: ['ads', 'list.title'],
  commentaires: ['ads', 'form.title'],
  archive: ['users', 'archive.title'],
  corbeille: ['users', 'trash.title'],
  chatbot: ['chat', 'faq.title'],
  flotte: ['telemetry', 'fleet.listTitle'],
  site: ['site', 'admin.title'],
  facturation: ['billing', 'admin.title'],
  ecrans: ['screens', 'admin.title'],
  // The work orders (issue 32): their monthly report's card.
  interventions: ['operations', 'report.title'],
};

const sectionLabel = (lang: Lang, section: Section) =>
  appText(lang, 'app', `backoffice.sections.${section}`);
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Opens a section the way a user does: the sidebar, or the drawer on a phone. */
/** An open popup (drawer, menu) pictured and checked, then closed with Escape: focus is back on its opener. */
async function checkAndEscape(page: Page, popup: Locator, opener: Locator, name: string) {
  await shot(page, name, { fullPage: false });
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
}

async function openSection(page: Page, lang: Lang, section: Section, phone: boolean) {
  const label = sectionLabel(lang, section);
  if (phone) {
    await page
      .getByRole('button', { name: appText(lang, 'app', 'backoffice.drawer.open') })
      .click();
    const drawer = page.getByRole('dialog', {
      name: appText(lang, 'app', 'backoffice.drawer.title'),
    });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: label, exact: true }).click();
    await expect(drawer).toBeHidden();
  } else {
    const nav = page.getByRole('navigation', {
      name: appText(lang, 'app', 'backoffice.sectionsLabel'),
    });
    await nav.getByRole('link', { name: label, exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

async function expectSectionShown(page: Page, lang: Lang, section: Section) {
  const [ns, key] = SECTION_HEADINGS[section];
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: appText(lang, ns, key), exact: true }).first(),
  ).toBeAttached();
  await expect(main.getByText(appText(lang, 'app', 'backoffice.sectionError.title'))).toHaveCount(
    0,
  );
  if (section === 'dashboard') await expect(page).toHaveURL(/\/adminn$/);
  // The fleet is a section at its own address (issue 29).
  else if (section === 'flotte') await expect(page).toHaveURL(/\/admin\/flotte$/);
  else await expect(page).toHaveURL(new RegExp(`/adminn\\?section=${section}$`));
}

// Each test walks many screens and runs axe; the default 30 s is short on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test.describe('back-office shell', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(
      `lands on the dashboard and reaches the 12 sections, Site, Facturation, Écrans and Interventions from the sidebar (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const checkErrors = watchForErrors(page);
        const phone = isPhone(testInfo);
        await signInAsAdmin(page, request);
        await setLanguage(page, lang);
        await page.goto('/adminn');

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          sectionLabel(lang, 'dashboard'),
        );
        await expectSectionShown(page, lang, 'dashboard');
        const nav = page.getByRole('navigation', {
          name: appText(lang, 'app', 'backoffice.sectionsLabel'),
        });
        if (phone) {
          await expect(nav).toBeHidden();
          await expect(
            page.getByRole('button', { name: appText(lang, 'app', 'backoffice.drawer.open') }),
          ).toBeVisible();
        } else {
          await expect(nav.getByRole('link')).toHaveText(
            SECTIONS.map((s) => sectionLabel(lang, s)),
          );
          await expect(
            nav.getByRole('link', { name: sectionLabel(lang, 'dashboard') }),
          ).toHaveAttribute('aria-current', 'page');
        }
        await shot(page, `shell-dashboard-${lang}-${testInfo.project.name}`, { fullPage: false });
        await expectNoSeriousA11yViolations(page);

        for (const section of SECTIONS.slice(1)) {
          await openSection(page, lang, section, phone);
          await expectSectionShown(page, lang, section);
          if (!phone) {
            await expect(
              nav.getByRole('link', { name: sectionLabel(lang, section), exact: true }),
            ).toHaveAttribute('aria-current', 'page');
          }
        }
        // Back returns to the previous section; a reload keeps the current one.
        // (Interventions come after Écrans, which comes after Facturation.)
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          sectionLabel(lang, 'ecrans'),
        );
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          sectionLabel(lang, 'ecrans'),
        );
        await expectSectionShown(page, lang, 'ecrans');
        checkErrors();
      },
    );
  }

  test('navigation: the sidebar on a desktop, an accessible drawer on a phone', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsAdmin(page, request);
    await page.goto('/adminn');
    const openDrawer = page.getByRole('button', { name: 'Ouvrir le menu de navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Sections du back-office' });
    if (!isPhone(testInfo)) {
      await expect(openDrawer).toBeHidden();
      await expect(sidebar.getByRole('link')).toHaveCount(SECTIONS.length);
      // Keyboard: the skip link leads past the sidebar, Tab reaches the sections.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
      await sidebar.getByRole('link', { name: 'Casiers' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casiers');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      return;
    }
    await expect(sidebar).toBeHidden();
    await openDrawer.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('link')).toHaveCount(SECTIONS.length + 1); // the brand + the sections
    await checkAndEscape(page, drawer, openDrawer, `shell-drawer-fr-${testInfo.project.name}`);

    await openDrawer.click();
    await drawer.getByRole('link', { name: 'Casiers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casiers');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  for (const lang of ['fr', 'en'] as const) {
    test(
      `the header search filters the current section and is cleared on a switch (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        const phone = isPhone(testInfo);
        const token = await adminToken(request);
        const tag = `${testInfo.project.name}${lang}${Date.now().toString(36)}`;
        const wanted = `Galerie Zéphyr ${tag}`;
        const other = `Centre Carthage ${tag}`;
        for (const nom of [wanted, other]) {
          const created = await request.post('/api/admin/espaces', {
            headers: { authorization: `Bearer ${token}` },
            data: { nom, gouvernorat: 'Tunis', ville: 'La Marsa', activite: 'Centre commercial' },
          });
          expect(created.status()).toBe(201);
        }

        await signInAsAdmin(page, request);
        await setLanguage(page, lang);
        await page.goto('/adminn');
        const search = page.getByRole('searchbox');
        // The dashboard has nothing to filter: no box that does nothing.
        await expect(search).toBeDisabled();

        await openSection(page, lang, 'espaces', phone);
        await expect(search).toBeEnabled();
        const table = page.getByRole('main').getByRole('table');
        await search.fill(`Zéphyr ${tag}`);
        await expect(table.getByText(wanted)).toBeVisible();
        await expect(table.getByText(other)).toHaveCount(0);
        await shot(page, `shell-search-${lang}-${testInfo.project.name}`, { fullPage: false });

        await search.fill(tag);
        await expect(table.getByText(wanted)).toBeVisible();
        await expect(table.getByText(other)).toBeVisible();

        await openSection(page, lang, 'stations', phone);
        await expect(search).toHaveValue('');
        await expect(search).toHaveAccessibleName(
          appText(lang, 'app', 'backoffice.search.label', {
            section: sectionLabel(lang, 'stations'),
          }),
        );
      },
    );
  }
});

test.describe('back-office avatar menu', () => {
  /**
   * Déconnecter revokes every token of the account on the server, so this uses an admin of its
   * own: signing the shared e2e admin out would break the specs running next to it.
   */
  async function signInAsFreshAdmin(page: Page, request: APIRequestContext, testInfo: TestInfo) {
    const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const account = {
      nom: 'Ben Salah',
      prenom: 'Yassine',
      email: `shell-${stamp}@example.tn`,
      telephone: '71234567',
      poste: 'Superviseur',
      password: 'shell-menu-password',
    };
    const created = await request.post('/api/register', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      multipart: {
        ...account,
        image: {
          name: 'face.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(new URL('./fixtures/admin-face.jpg', import.meta.url)),
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const login = await request.post('/api/login', {
      headers: await xsrfHeaders(request),
      data: { email: account.email, password: account.password },
    });
    expect(login.status()).toBe(200);
    const { token, admin } = (await login.json()) as {
      token: string;
      admin: Record<string, unknown>;
    };
    await storeAdminSession(page, token, admin);
    return { ...account, image: String(admin.image) };
  }

  test('shows the admin, leads to Profil and signs out with Déconnecter', async ({
    page,
    request,
  }, testInfo) => {
    const checkErrors = watchForErrors(page);
    const admin = await signInAsFreshAdmin(page, request, testInfo);
    await page.goto('/adminn');

    const avatarButton = page.getByRole('button', { name: 'Menu du compte de Yassine Ben Salah' });
    const photo = avatarButton.locator('img');
    // Staff photos are private: fetched with the admin token, shown from an object URL.
    await expect(photo).toHaveAttribute('src', /^blob:/);
    const anonymous = await request.get(`/uploads/${admin.image}`);
    expect(anonymous.status()).toBe(401);
    // The photo really loads (a broken one would be swapped for the default avatar); slow machines
    // can take a while to serve it while the dashboard's own requests run.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);

    // Keyboard: the arrow key opens the menu on its first item; Escape closes it.
    await avatarButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Yassine Ben Salah' });
    await expect(menu).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profil' })).toBeFocused();
    await checkAndEscape(page, menu, avatarButton, `shell-menu-fr-${testInfo.project.name}`);

    await avatarButton.click();
    await menu.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);

    await page.goto('/adminn?section=stations');
    await avatarButton.click();
    await menu.getByRole('menuitem', { name: 'Déconnecter' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(await storedAdminSession(page)).toEqual([null, null]);
    await page.goto('/adminn');
    await expect(page).toHaveURL(/\/admin-login$/);
    checkErrors();
  });

  test('reads in English: Profile leads to the profile page', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsAdmin(page, request);
    await setLanguage(page, 'en');
    await page.goto('/adminn');
    const avatarButton = page.getByRole('button', { name: /^Account menu of / });
    await avatarButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
    await shot(page, `shell-menu-en-${testInfo.project.name}`, { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
  });

  test('falls back to a default avatar when the photo cannot be loaded', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.evaluate(() => {
      const admin = JSON.parse(localStorage.getItem('admin') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('admin', JSON.stringify({ ...admin, image: 'missing-photo.webp' }));
    });
    await page.goto('/adminn');
    const avatarButton = page.getByRole('button', { name: /^Menu du compte de / });
    await expect(avatarButton.getByTestId('admin-avatar-default')).toBeVisible();
    await expect(avatarButton.locator('img')).toHaveCount(0);
  });
});
