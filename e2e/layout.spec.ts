import type { Locator, Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, setLanguage, test } from './fixtures';
import {
  appText,
  expectNoSidewaysPageScroll,
  expectWithinViewportWidth,
  fillSearch,
  overlaps,
  sendQuoteRequest,
  shot,
  signUpAndSignIn,
} from './support';
import { uniquePhone } from './unique';

/**
 * What staff and clients must see is on their screen (issue 20): nothing needed sits behind a
 * sideways scroll, under another element, or past the edge of a phone. Measured on the boxes the
 * browser lays out, desktop (1280 px) and phone (375 px), FR and EN.
 */

const LONG_EMAIL = 'direction.commerciale.sahloul@palmiers-hospitality-group.tn';

/** The quote of a hotel group, its fields as long as people type them. */
const LONG_QUOTE = {
  nomentreprise: 'Palmiers Hospitality Group',
  fonction: 'Directrice commerciale',
  Gouvernorat: 'Sousse',
  message:
    'Nous équipons trois hôtels à Sousse et Monastir : six Nano Box pour les terrasses et ' +
    'une Multi Boxes dans chaque hall, livraison avant la saison, paiement en trois fois.',
  email: LONG_EMAIL,
};

for (const lang of ['fr', 'en'] as const) {
  test(`quote requests: status and actions on screen, e-mails whole, one row of actions (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const tel = uniquePhone();
    const nom = `Leila ${testInfo.project.name} ${lang} ${tel}`;
    const { id } = await sendQuoteRequest(request, tel, nom, LONG_QUOTE);
    await signInAsAdmin(page, request);
    const desktop = testInfo.project.name === 'desktop';

    // The staff screen: each row's actions on one line, the destructive one last.
    await page.goto('/gestion-demandes');
    if (lang === 'en') await setLanguage(page, 'en');
    await fillSearch(
      page,
      page.getByPlaceholder(appText(lang, 'sales', 'staff.searchPlaceholder')),
      tel,
    );
    const row = page.getByRole('row').filter({ hasText: nom });
    await expect(row).toHaveCount(1);
    if (desktop) {
      const buttons = row.getByRole('button');
      const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
      const tops = new Set(boxes.map((box) => Math.round(box!.y)));
      expect(tops.size, 'the actions stand on one line').toBe(1);
      await expect(buttons.last()).toHaveAccessibleName(
        appText(lang, 'sales', 'actions.deleteOf', { id }),
      );
      expect((await row.boundingBox())!.height).toBeLessThanOrEqual(96);
      await expectStatusAndActionsOnScreen(page, lang);
    }
    await expectEmailWhole(row);
    await expectNoSidewaysPageScroll(page);
    await shot(page, `layout-staff-quotes-${lang}-${testInfo.project.name}`);

    // The back-office section: Statut and Actions visible without scrolling sideways.
    await page.goto('/adminn?section=demandes');
    await fillSearch(page, page.locator('input[type="search"]:visible').first(), tel);
    const sectionRow = page.getByRole('row').filter({ hasText: nom });
    await expect(sectionRow).toHaveCount(1);
    if (desktop) {
      await expectStatusAndActionsOnScreen(page, lang);
      await expectEmailWhole(sectionRow);
    }
    await expectNoSidewaysPageScroll(page);
    await shot(page, `layout-section-demandes-${lang}-${testInfo.project.name}`);

    // The narrowest phones (320 px): still no sideways page scroll.
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysPageScroll(page);
  });
}

/** The Statut and Actions column headers lie inside the screen's width. */
async function expectStatusAndActionsOnScreen(page: Page, lang: 'fr' | 'en') {
  for (const header of ['columns.statut', 'columns.actions']) {
    await expectWithinViewportWidth(
      page,
      page.getByRole('columnheader', { name: appText(lang, 'sales', header) }).first(),
    );
  }
}

/** The address is never cut inside a word: every line break falls at '@', '.' or '-'. */
async function expectEmailWhole(row: Locator) {
  const lines = await row
    .getByText(LONG_EMAIL.split('@')[0]!.split('.')[0]!, { exact: false })
    .first()
    .evaluate((element) => {
      // Walk up to the cell and read where the browser broke the address's text into lines.
      const cell = element.closest('td') ?? element;
      const range = document.createRange();
      const pieces: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let previousTop: number | null = null;
      let line = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index++) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (previousTop !== null && top > previousTop + 2) {
            pieces.push(line);
            line = '';
          }
          previousTop = top;
          line += text[index];
        }
      }
      pieces.push(line);
      return pieces;
    });
  lines.slice(1).forEach((next, index) => {
    const line = lines[index]!;
    const atAPart = /[.-]$/.test(line) || next.startsWith('@');
    expect(atAPart, `the address breaks between "${line}" and "${next}"`).toBe(true);
  });
}

for (const lang of ['fr', 'en'] as const) {
  test(`the client's notifications fit the screen (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const tel = uniquePhone();
    const email = `notif-${tel}@example.tn`;
    const token = await signUpAndSignIn(request, {
      companyName: `Café ${tel}`,
      fullName: 'Hana Trabelsi',
      email,
      phone: tel,
    });
    const filed = await request.post('/api/reclamations', {
      headers: { authorization: `Bearer ${token}` },
      data: { categorie: 'Maintenance', description: 'La borne de la terrasse ne charge plus.' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id } = (await filed.json()) as { id: number };
    const answer = await request.patch(`/api/admin/reclamations/${id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { status: 'Answered', reponse: 'Un technicien passe demain matin entre 8 h et 10 h.' },
    });
    expect(answer.ok()).toBe(true);

    await page.goto('/authentification');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/compte-client?section=dashboard');
    if (lang === 'en') await setLanguage(page, 'en');
    const bell = page.getByRole('button', {
      name: new RegExp(`^${appText(lang, 'app', 'portal.bell.label')}`),
    });
    await bell.click();
    const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
    await expect(panel).toContainText(appText(lang, 'app', 'portal.bell.title'));
    await expectWithinViewportWidth(page, panel);
    await expectNoSidewaysPageScroll(page);
    await shot(page, `layout-notifications-${lang}-${testInfo.project.name}`);
  });
}

test('the floating chat button covers none of the hero text on a phone', async ({
  page,
}, testInfo) => {
  for (const lang of ['fr', 'en'] as const) {
    await page.goto(lang === 'fr' ? '/' : '/?lang=en');
    const chat = page.getByRole('button', {
      name: new RegExp(`^${appText(lang, 'chat', 'landing.button.label').replace('?', '\\?')}`),
    });
    await expect(chat).toBeVisible();
    const hero = page.locator('#hero-title').locator('xpath=../..');
    for (const text of await hero.locator('h1, p, button, a').all()) {
      if (!(await text.isVisible())) continue;
      expect(
        await overlaps(chat, text),
        `the chat button covers "${await text.textContent()}"`,
      ).toBe(false);
    }
    await shot(page, `layout-hero-chat-${lang}-${testInfo.project.name}`, { fullPage: false });
  }
});
