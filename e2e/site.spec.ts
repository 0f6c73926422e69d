import { randomUUID } from 'node:crypto';
import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import { appText, oneWidthPerLanguage, shot, watchForErrors } from './support';
import { uniquePhone } from './unique';

const LOGO = new URL('./fixtures/admin-face.jpg', import.meta.url).pathname;
const PLACEHOLDERS = ['example.tn', '+216 00 000 000', 'Partenaire 1', 'Partner 1'];
const site = (key: string, vars?: Record<string, string | number>) =>
  appText('fr', 'site', `admin.${key}`, vars);

/**
 * The published site is one for the whole server: the desktop and mobile runs of this spec take
 * turns (a lock folder in the run's DATA_DIR), so one never publishes between the other's
 * publication and its checks.
 */
async function withSiteLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? '/tmp', 'e2e-site.lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lock);
  }
}

/** Three more partners in the draft, so the strip has enough logos to scroll. */
async function draftWithPartners(request: APIRequestContext, names: string[]) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const current = await request.get('/api/admin/site', { headers });
  expect(current.status()).toBe(200);
  const { draft } = await current.json();
  const saved = await request.put('/api/admin/site', {
    headers,
    data: {
      ...draft,
      partners: names.map((name) => ({ id: randomUUID(), name, logo: null, url: '' })),
    },
  });
  expect(saved.status()).toBe(200);
}

/** Publishes the current draft with this contact e-mail, as staff would; its version number. */
async function publishWithEmail(request: APIRequestContext, contactEmail: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const current = await request.get('/api/admin/site', { headers });
  expect(current.status()).toBe(200);
  const { draft } = await current.json();
  const saved = await request.put('/api/admin/site', {
    headers,
    data: { ...draft, contactEmail },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await request.post('/api/admin/site/publish', { headers });
  expect(published.status(), await published.text()).toBe(201);
  return ((await published.json()) as { version: number }).version;
}

/** What visitors without JavaScript get, FR and EN: `shown` and never `gone`. */
async function expectServedLanding(request: APIRequestContext, shown: string, gone: string) {
  for (const url of ['/', '/?lang=en']) {
    await expect
      .poll(async () => (await request.get(url)).text(), { timeout: 15_000 })
      .toContain(shown);
    expect(await (await request.get(url)).text()).not.toContain(gone);
  }
}

/** The landing in a browser: the new e-mail in the footer and the partner's logo in the strip. */
async function expectLandingShows(page: Page, url: string, email: string, partner: string) {
  await page.goto(url);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  const logo = page.getByRole('img', { name: partner }).first();
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const text = (await page.locator('body').textContent()) ?? '';
  for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
}

test.describe.configure({ timeout: 180_000 });

test('staff change the contact e-mail and add a partner with a logo, preview and publish', async ({
  page,
  request,
}, testInfo) => {
  const checkErrors = watchForErrors(page);
  const unique = uniquePhone();
  const email = `ventes.${testInfo.project.name}.${unique}@borne-sud.tn`;
  const partner = `Café Sidi ${unique}`;
  const others = [1, 2, 3].map((n) => `Hôtel ${n} ${unique}`);

  await withSiteLock(async () => {
    await draftWithPartners(request, others);
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=site');
    const main = page.getByRole('main');
    const email$ = main.getByRole('textbox', { name: site('contact.email') });
    await expect(email$).toBeVisible();
    await email$.fill(email);

    await main.getByRole('button', { name: site('partners.add') }).click();
    await main
      .getByRole('listitem', {
        name: site('partners.rowLabel', { n: 4, name: site('partners.unnamed', { n: 4 }) }),
      })
      .getByRole('textbox', { name: site('partners.name') })
      .fill(partner);
    // The row is named after its partner.
    const row = main.getByRole('listitem', {
      name: site('partners.rowLabel', { n: 4, name: partner }),
    });
    await row.getByRole('textbox', { name: site('partners.url') }).fill('https://cafe-sidi.tn');
    await row.getByLabel(site('partners.addLogo'), { exact: true }).setInputFiles(LOGO);
    const preview = row.getByRole('img', { name: site('partners.logoOf', { name: partner }) });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // The new partner moves to the top with the keyboard; the focus follows it.
    const up = row.getByRole('button', { name: site('partners.moveUp', { name: partner }) });
    await up.focus();
    for (let step = 0; step < 3; step += 1) {
      await expect(
        main.getByRole('button', { name: site('partners.moveUp', { name: partner }) }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(
      main.getByRole('button', { name: site('partners.moveUp', { name: partner }) }),
    ).toBeDisabled();
    await expect(
      main.getByRole('button', { name: site('partners.moveDown', { name: partner }) }),
    ).toBeFocused();
    await expect(main.getByRole('listitem').first()).toHaveAccessibleName(
      site('partners.rowLabel', { n: 1, name: partner }),
    );
    await shot(page, `site-section-${testInfo.project.name}`);
    await expectNoSeriousA11yViolations(page);

    // "Aperçu" saves the draft and shows the landing built from it, FR then EN, phone width.
    await main.getByRole('button', { name: site('actions.preview') }).click();
    const dialog = page.getByRole('dialog', { name: site('preview.title') });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('link', { name: email })).toBeAttached();
    await expect(frame.getByRole('img', { name: partner }).first()).toBeAttached();
    await dialog.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(frame.getByRole('heading', { name: 'Our partners' })).toBeAttached();
    await dialog.getByRole('button', { name: site('preview.phone') }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('width', '375');
    await expect(frame.getByRole('link', { name: email })).toBeAttached();
    await shot(page, `site-preview-${testInfo.project.name}`, { fullPage: false });
    // The dialog around the frame; the framed landing is the one landing.spec.ts checks.
    await expectNoSeriousA11yViolations(page, '[role="dialog"]', 'iframe');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    // Nothing is public before "Publier".
    expect(await (await request.get('/')).text()).not.toContain(email);

    await main.getByRole('button', { name: site('actions.publish') }).click();
    const confirm = page.getByRole('dialog', { name: site('publish.title') });
    await confirm.getByRole('button', { name: site('publish.confirm') }).click();
    await expect(page.getByText(/Version \d+ publiée/)).toBeVisible();
    const versions = main.locator('section', {
      has: page.getByRole('heading', { name: site('versions.title') }),
    });
    await expect(versions.getByText(site('versions.live'))).toBeVisible();

    // Without JavaScript (what search engines read): both languages, within seconds.
    for (const url of ['/', '/?lang=en']) {
      await expect
        .poll(async () => (await request.get(url)).text(), { timeout: 15_000 })
        .toContain(email);
      const html = await (await request.get(url)).text();
      expect(html).toContain(partner);
      for (const placeholder of PLACEHOLDERS) expect(html).not.toContain(placeholder);
    }

    // In the browser, at this project's width (desktop 1280 or phone 375), FR and EN; the strip
    // stands still for visitors who prefer reduced motion (and so can be looked at here).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectLandingShows(page, '/', email, partner);
    await expect(page.getByRole('heading', { name: 'Nos partenaires' })).toBeVisible();
    await shot(page, `site-landing-fr-${testInfo.project.name}`);
    await expectLandingShows(page, '/?lang=en', email, partner);
    await expect(page.getByRole('heading', { name: 'Our partners' })).toBeVisible();
    await shot(page, `site-landing-en-${testInfo.project.name}`);

    // Four partners scroll in a loop, except for visitors who prefer reduced motion.
    const track = page.locator('.landing-marquee');
    await expect(track).toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(track).toHaveCSS('animation-duration', '20s');
  });
  checkErrors();
});

for (const lang of ['fr', 'en'] as const) {
  test(
    `staff restore an earlier publication from the versions list (${lang})`,
    oneWidthPerLanguage(lang),
    async ({ page, request }, testInfo) => {
      const checkErrors = watchForErrors(page);
      const text = (key: string, vars?: Record<string, string | number>) =>
        appText(lang, 'site', `admin.${key}`, vars);
      const unique = uniquePhone();
      const emailA = `restaurer.a.${testInfo.project.name}.${lang}.${unique}@borne-sud.tn`;
      const emailB = `restaurer.b.${testInfo.project.name}.${lang}.${unique}@borne-sud.tn`;

      await withSiteLock(async () => {
        const versionA = await publishWithEmail(request, emailA);
        const versionB = await publishWithEmail(request, emailB);
        await expectServedLanding(request, emailB, emailA);

        await signInAsAdmin(page, request);
        await page.goto('/adminn?section=site');
        if (lang === 'en') await setLanguage(page, 'en');
        const main = page.getByRole('main');
        const versions = main.locator('section', {
          has: page.getByRole('heading', { name: text('versions.title') }),
        });
        // 'Version 5', not 'Version 51' nor '… restores version 5'.
        const row = (version: number) =>
          versions.getByRole('listitem').filter({
            hasText: new RegExp(`^${escapeRegExp(text('versions.label', { version }))}(?!\\d)`),
          });
        await expect(row(versionB)).toContainText(text('versions.live'));
        await expect(main.getByRole('textbox', { name: text('contact.email') })).toHaveValue(
          emailB,
        );

        // "Restaurer" on version A and its confirmation, with the keyboard; it names the version.
        const restoreA = versions.getByRole('button', {
          name: text('versions.restoreLabel', { version: versionA }),
        });
        await restoreA.focus();
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog', { name: text('versions.restoreTitle') });
        await expect(confirm).toContainText(text('versions.restoreMessage', { version: versionA }));
        const confirmRestore = confirm.getByRole('button', {
          name: text('versions.restore'),
          exact: true,
        });
        await confirmRestore.focus();
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        // The restoration is a new publication, numbered after B.
        await expect.poll(async () => (await newestVersion(request)).id).toBeGreaterThan(versionB);
        const restored = await newestVersion(request);
        await expect(
          page.getByText(text('versions.restored', { version: versionA, next: restored.id })),
        ).toBeVisible();

        // A new version on top, live, saying which one it restores, who published it and when.
        const newest = versions.getByRole('listitem').first();
        await expect(newest).toContainText(text('versions.label', { version: restored.id }));
        await expect(newest).toContainText(text('versions.live'));
        await expect(newest).toContainText(text('versions.restoredFrom', { version: versionA }));
        const by = text('versions.by', { date: '\u0000', name: restored.by }).split('\u0000');
        await expect(newest).toContainText(
          new RegExp(
            `${escapeRegExp(by[0] ?? '')}\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}${escapeRegExp(by[1] ?? '')}`,
          ),
        );
        await expect(row(versionB)).not.toContainText(text('versions.live'));
        // Focus stays on the button that asked (version A can be restored again), never <body>.
        await expect(restoreA).toBeFocused();
        // The draft is A again.
        await expect(main.getByRole('textbox', { name: text('contact.email') })).toHaveValue(
          emailA,
        );
        await versions.scrollIntoViewIfNeeded();
        await shot(page, `site-versions-restored-${lang}-${testInfo.project.name}`, {
          fullPage: false,
        });
        await expectNoSeriousA11yViolations(page);

        // Visitors get A again, with and without JavaScript.
        await expectServedLanding(request, emailA, emailB);
        await page.goto(lang === 'en' ? '/?lang=en' : '/');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: emailA })).toHaveAttribute(
          'href',
          `mailto:${emailA}`,
        );
        await expect(page.getByRole('link', { name: emailB })).toHaveCount(0);
      });
      checkErrors();
    },
  );
}

/** The newest publication and the name the versions list shows for who made it. */
async function newestVersion(request: APIRequestContext): Promise<{ id: number; by: string }> {
  const response = await request.get('/api/admin/site/versions?limit=1', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status()).toBe(200);
  const [newest] = (await response.json()) as {
    id: number;
    publishedBy: { name: string } | null;
  }[];
  expect(newest?.publishedBy?.name).toBeTruthy();
  return { id: newest?.id ?? 0, by: newest?.publishedBy?.name ?? '' };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
