import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { adminToken } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { appText, expectDialogOpen, oneWidthPerLanguage, xsrfHeaders } from './support';
import { uniquePhone } from './unique';

/**
 * The public landing page (issue 3): prerendered content and SEO
 * tags, navigation, language, carousel, technical sheets, the quote and demo forms submitted for
 * real (and found through the staff API), FAQ, map, newsletter, axe on the page and each dialog.
 */

const TEXT = {
  fr: {
    title: 'Des bornes de recharge qui font rester vos clients',
    requestQuote: 'Demander un devis',
    bookDemo: 'Réserver une démo',
    sheet: 'Fiche technique',
    sheetTitle: 'Fiche technique : Nano Box',
    sheetRow: 'Connectique',
    sheetValue: 'Câbles USB-C et Lightning',
    next: 'Produit suivant',
    previous: 'Produit précédent',
    required: 'Ce champ est requis.',
    email: 'Veuillez saisir un email valide.',
    phone: 'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
    governorate: 'Veuillez choisir un gouvernorat.',
    pastDate: 'Choisissez une date de démo à partir d’aujourd’hui.',
    quoteSent: 'Votre demande de devis a bien été envoyée.',
    quoteFailed: 'Votre demande n’a pas pu être envoyée.',
    demoBooked: 'Votre démo est réservée pour le',
    submitQuote: 'Envoyer la demande',
    submitDemo: 'Réserver',
    labels: {
      nom: 'Nom et prénom',
      nomentreprise: 'Nom de l’entreprise',
      fonction: 'Fonction',
      tel: 'Téléphone',
      email: 'Email',
      gouvernorat: 'Gouvernorat',
      message: 'Message',
      date: 'Date de la démo',
    },
    faqFirst: 'Pourquoi nous choisir ?',
    faqAnswer: 'Nous concevons, installons et suivons nos bornes en Tunisie.',
    subscribed: 'Merci ! Votre inscription à la newsletter est confirmée.',
    already: 'Cette adresse est déjà inscrite à la newsletter.',
    newsletter: 'Votre adresse email',
    subscribe: 'S’abonner',
    popup: 'Nos bureaux',
  },
  en: {
    title: 'Charging stations that make your customers stay',
    requestQuote: 'Request a quote',
    bookDemo: 'Book a demo',
    sheet: 'Technical sheet',
    sheetTitle: 'Technical sheet: Nano Box',
    sheetRow: 'Ports',
    sheetValue: 'USB-C and Lightning cables',
    next: 'Next product',
    previous: 'Previous product',
    required: 'This field is required.',
    email: 'Please enter a valid email.',
    phone: 'Please enter a valid phone number (8 digits).',
    governorate: 'Please choose a governorate.',
    pastDate: 'Choose a demo date from today onwards.',
    quoteSent: 'Your quote request has been sent.',
    quoteFailed: 'Your request could not be sent.',
    demoBooked: 'Your demo is booked for',
    submitQuote: 'Send the request',
    submitDemo: 'Book',
    labels: {
      nom: 'Full name',
      nomentreprise: 'Company name',
      fonction: 'Job title',
      tel: 'Phone',
      email: 'Email',
      gouvernorat: 'Governorate',
      message: 'Message',
      date: 'Demo date',
    },
    faqFirst: 'Why choose us?',
    faqAnswer: 'We design, install and follow up our stations in Tunisia.',
    subscribed: 'Thank you! Your newsletter subscription is confirmed.',
    already: 'This address is already subscribed to the newsletter.',
    newsletter: 'Your email address',
    subscribe: 'Subscribe',
    popup: 'Our office',
  },
} as const;

type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['fr', 'en'];

/**
 * Per-address rate limits guard the public forms (5 per 10 minutes); the e2e server trusts
 * X-Forwarded-For, so each test is a visitor with its own address and tests do not starve each other.
 */
let addressCounter = 0;
function visitorAddress(): string {
  addressCounter += 1;
  const seed = (Date.now() + process.pid * 7 + addressCounter * 13) % 250;
  return `10.${(process.pid % 250) + 1}.${seed + 1}.${(addressCounter % 250) + 1}`;
}

async function asVisitor(page: Page): Promise<string> {
  const address = visitorAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A 1×1 PNG for map tiles, so the map never reaches out to a real tile server. */
const TILE = (() => {
  const crc = (buffer: Buffer) => {
    let c = ~0;
    for (const byte of buffer) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xe6, 0xec, 0xf2]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
})();

async function openLanding(page: Page, lang: Lang) {
  await page.route('**/e2e-tiles/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await page.goto(lang === 'en' ? '/?lang=en' : '/');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
  await waitForHydration(page);
}

/** As a visitor on the landing page in `lang`: the hero's button opens its dialog, axe-checked. */
async function openHeroDialog(page: Page, lang: Lang, name: string): Promise<Locator> {
  await asVisitor(page);
  await openLanding(page, lang);
  await page.locator('#hero').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  return dialog;
}

/** Taps kept by `public/early-taps.js`: a list until the app takes the page over, then null. */
const earlyTaps = (page: Page) =>
  page.evaluate(() => (window as { __earlyTaps?: unknown[] | null }).__earlyTaps);

/**
 * The prerendered page is visible before the app takes it over; a tap before that is only acted on
 * once it has. The app stops keeping taps (`__earlyTaps` becomes null) when it has hydrated.
 */
async function waitForHydration(page: Page) {
  await expect.poll(() => earlyTaps(page)).toBeNull();
}

/** Holds back the app's scripts (the prerendered page stays static) until the returned call. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('landing page without JavaScript', () => {
  test('the first response carries the French content and the search-engine tags', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Hero, FAQ and footer text are in the HTML itself, before any script runs.
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(TEXT.fr.title);
    expect(html).toContain(TEXT.fr.faqFirst);
    expect(html).toContain(TEXT.fr.faqAnswer);
    // Never a placeholder: what the company has not published is absent (issue 17).
    for (const placeholder of ['example.tn', '+216 00 000 000', 'Partenaire 1', 'Partner 1']) {
      expect(html).not.toContain(placeholder);
    }
    expect(html).toMatch(/<title>[^<]*ChargeBox[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]+\/"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/\?lang=en"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/"/);

    // Structured data: the organisation (with its contact point) and the FAQ.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)];
    const data = blocks.map((match) => JSON.parse(match[1] ?? '{}'));
    const types = data.flatMap((item) =>
      (item['@graph'] ?? [item]).map((n: { '@type': string }) => n['@type']),
    );
    expect(types).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    const faq = data
      .flatMap((item) => item['@graph'] ?? [item])
      .find((node: { '@type': string }) => node['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(7);
  });

  test('the English address is prerendered in English', async ({ request }) => {
    const html = await (await request.get('/?lang=en')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(TEXT.en.title);
    expect(html).toContain(TEXT.en.faqFirst);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/\?lang=en"/);
  });

  test('robots.txt and the sitemap list both languages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('hreflang="en"');
    expect(xml).toContain('/?lang=en');
  });

  test('a browser without JavaScript shows the page and a working FAQ', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title);
    await page.getByText(TEXT.fr.faqFirst).click();
    await expect(page.getByText(TEXT.fr.faqAnswer)).toBeVisible();
    await context.close();
  });
});

test.describe('landing page', () => {
  test('a tap before the page is interactive is acted on once it is', async ({ page }) => {
    // A slow phone: the app's scripts arrive after the visitor has already tapped.
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => earlyTaps(page)).toEqual([]);
    const requestQuote = page.locator('#hero').getByRole('button', { name: TEXT.fr.requestQuote });
    await requestQuote.click();
    // Still static: the tap was kept, not handled.
    expect(await earlyTaps(page)).toHaveLength(1);
    releaseScripts();
    await expect(page.getByRole('dialog', { name: TEXT.fr.requestQuote })).toBeVisible();
  });

  test('the app takes over the prerendered elements instead of drawing them again', async ({
    page,
  }) => {
    // Static parts keep their markup and interactive parts hydrate one task each (issue 19 §4):
    // either way the elements on screen must stay the same ones (taps, focus, no repaint).
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => earlyTaps(page)).toEqual([]);
    const elements = [
      '#faq details', // kept as prerendered
      '#hero button', // hydrated later, in its own task
      'footer form', // the newsletter, inside a later part
      'footer nav a', // kept, inside a later part
    ];
    await page.evaluate((selectors) => {
      for (const selector of selectors) {
        const element = document.querySelector(selector) as (Element & { marked?: true }) | null;
        if (element) element.marked = true;
      }
    }, elements);
    releaseScripts();
    await waitForHydration(page);
    const stillMarked = await page.evaluate(
      (selectors) =>
        selectors.map(
          (selector) => (document.querySelector(selector) as { marked?: true } | null)?.marked,
        ),
      elements,
    );
    expect(stillMarked).toEqual([true, true, true, true]);
    // And the app owns them: the hero's button opens its dialog.
    await page.locator('#hero').getByRole('button', { name: TEXT.fr.requestQuote }).click();
    await expect(page.getByRole('dialog', { name: TEXT.fr.requestQuote })).toBeVisible();
  });

  test('navbar anchors scroll to their sections; the burger menu takes over at 1200 px', async ({
    page,
  }, testInfo) => {
    test.slow(); // ten anchors, each waiting for the smooth scroll to land
    await openLanding(page, 'fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    const anchors = [
      ['À propos', 'about'],
      ['Solutions', 'solutions'],
      ['FAQ', 'faq'],
      ['Contact', 'contact'],
      ['Accueil', 'hero'],
    ] as const;

    if (testInfo.project.name === 'desktop') {
      await expect(burger).toBeHidden();
      for (const [label, id] of anchors) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
      }
      // At the product's breakpoint (1200 px and below) the links move into the burger menu.
      await page.setViewportSize({ width: 1200, height: 800 });
      await expect(burger).toBeVisible();
      await expect(nav.getByRole('link', { name: 'À propos', exact: true })).toBeHidden();
    }

    await expect(burger).toBeVisible();
    for (const [label, id] of anchors) {
      await burger.click();
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const menu = page.locator('header').getByRole('list').last();
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
    }
    await burger.click();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    // The login button leads to the sign-in screen.
    await burger.click();
    await page.locator('header').getByRole('link', { name: 'Connexion' }).last().click();
    await expect(page).toHaveURL(/\/authentification$/);
  });

  test('another address reached inside the landing loads as its own page', async ({ page }) => {
    // The landing runs its own (Preact) build; every other screen is the React app's.
    await openLanding(page, 'fr');
    await page.evaluate(() => {
      (window as { stillTheLanding?: boolean }).stillTheLanding = true;
      history.pushState(null, '', '/authentification');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/authentification$/);
    await expect(page.locator('#root h1')).toBeVisible();
    expect(
      await page.evaluate(() => (window as { stillTheLanding?: boolean }).stillTheLanding),
    ).toBeUndefined();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title);
  });

  test('the FR/EN switch changes the text and is remembered on reload', async ({ page }) => {
    await openLanding(page, 'fr');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.title);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.title);
  });

  test('the product carousel cycles through the 3 products (arrows, keys, swipe)', async ({
    page,
  }) => {
    await openLanding(page, 'fr');
    const carousel = page.getByRole('region', { name: 'Nos produits' });
    const name = carousel.getByRole('heading', { level: 3 });
    await expect(name).toHaveText('Nano Box');
    const next = carousel.getByRole('button', { name: TEXT.fr.next });
    for (const expected of ['Multi Boxes', 'Mega Charger', 'Nano Box', 'Multi Boxes']) {
      await next.click();
      await expect(name).toHaveText(expected);
    }
    await carousel.getByRole('button', { name: TEXT.fr.previous }).click();
    await carousel.getByRole('button', { name: TEXT.fr.previous }).click();
    await expect(name).toHaveText('Mega Charger');
    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(name).toHaveText('Nano Box');
    await page.keyboard.press('ArrowLeft');
    await expect(name).toHaveText('Mega Charger');
    // A swipe to the left shows the next product.
    const slide = carousel.locator('article');
    const box = await slide.boundingBox();
    if (!box) throw new Error('the slide is not laid out');
    const y = box.y + box.height / 2;
    await slide.dispatchEvent('pointerdown', { clientX: box.x + box.width - 20, clientY: y });
    await slide.dispatchEvent('pointerup', { clientX: box.x + 20, clientY: y });
    await expect(name).toHaveText('Nano Box');
  });

  for (const lang of LANGS) {
    test(
      `the technical sheet shows the product's data in ${lang}`,
      oneWidthPerLanguage(lang),
      async ({ page }) => {
        await openLanding(page, lang);
        await page.getByRole('button', { name: TEXT[lang].sheet }).click();
        const dialog = page.getByRole('dialog', { name: TEXT[lang].sheetTitle });
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole('row', { name: new RegExp(TEXT[lang].sheetRow) }),
        ).toContainText(TEXT[lang].sheetValue);
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      },
    );

    test(
      `the technical sheet's long body scrolls by keyboard on a phone (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 667 });
        await openLanding(page, lang);
        await page.getByRole('button', { name: TEXT[lang].sheet }).click();
        const dialog = page.getByRole('dialog', { name: TEXT[lang].sheetTitle });
        await expectDialogOpen(dialog);
        // At 375 px the sheet is longer than its box: its body is a named tab stop, reached with Tab.
        const body = dialog.getByRole('region');
        const overflow = await body.evaluate(
          (element) => element.scrollHeight - element.clientHeight,
        );
        expect(overflow, 'the sheet overflows its box at 375 px').toBeGreaterThan(1);
        for (let presses = 0; presses < 10; presses++) {
          if (await body.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press('Tab');
        }
        await expect(body).toBeFocused();
        expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
        // End again while the sheet is still settling (its images load late on a busy machine).
        await expect(async () => {
          await page.keyboard.press('End');
          const left = await body.evaluate(
            (element) => element.scrollHeight - element.clientHeight - element.scrollTop,
          );
          expect(left).toBeLessThanOrEqual(1);
        }).toPass({ timeout: 10_000 });
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      },
    );

    test(
      `the quote form validates, then stores the request (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.slow(); // the first call signs the e2e admin up (face descriptor included)
        const t = TEXT[lang];
        const dialog = await openHeroDialog(page, lang, t.requestQuote);

        // Submitting the empty form shows each field's message, in the page's language.
        await dialog.getByRole('button', { name: t.submitQuote }).click();
        await expect(dialog.getByLabel(t.labels.nom)).toHaveAccessibleDescription(t.required);
        await expect(dialog.getByLabel(t.labels.email)).toHaveAccessibleDescription(t.email);
        await expect(dialog.getByLabel(t.labels.tel)).toHaveAccessibleDescription(
          new RegExp(t.phone.replace(/[().]/g, '\\$&')),
        );
        await expect(dialog.getByLabel(t.labels.gouvernorat)).toHaveAccessibleDescription(
          t.governorate,
        );
        await expect(dialog.getByLabel(t.labels.message)).toHaveAccessibleDescription(t.required);
        // Focus lands on the first field to fix as the form shows it (issue 29), not the second.
        await expect(dialog.getByLabel(t.labels.nom)).toBeFocused();
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');
        // Fixed name and company: the next invalid submit lands on the job field.
        await dialog.getByLabel(t.labels.nom).fill('Amel');
        await dialog.getByLabel(t.labels.nomentreprise).fill('Hôtel La Corniche');
        await dialog.getByRole('button', { name: t.submitQuote }).click();
        await expect(dialog.getByLabel(t.labels.fonction)).toBeFocused();

        const tel = uniquePhone();
        const nom = `Amel ${testInfo.project.name} ${lang} ${tel}`;
        await dialog.getByLabel(t.labels.nom).fill(nom);
        await dialog.getByLabel(t.labels.nomentreprise).fill('Hôtel La Corniche');
        await dialog.getByLabel(t.labels.fonction).fill('Directrice');
        await dialog.getByLabel(t.labels.tel).fill('12 34');
        await dialog.getByLabel(t.labels.email).fill('amel@corniche');
        await dialog.getByLabel(t.labels.email).blur();
        await expect(dialog.getByLabel(t.labels.email)).toHaveAccessibleDescription(t.email);
        await dialog.getByLabel(t.labels.email).fill('Amel@Corniche.tn');
        await dialog
          .getByLabel(t.labels.tel)
          .fill(`${tel.slice(0, 2)} ${tel.slice(2, 5)} ${tel.slice(5)}`);
        await dialog.getByLabel(t.labels.gouvernorat).selectOption('Sousse');
        await dialog.getByLabel(t.labels.message).fill('Trois Nano Box pour le bar de plage.');
        await dialog.getByRole('button', { name: t.submitQuote }).click();

        await expect(page.getByRole('status').filter({ hasText: t.quoteSent })).toBeVisible();
        await expect(dialog).toBeHidden();

        // The request is stored, pending, with the normalised phone and email.
        const response = await request.get(`/api/demandes?tel=${tel}`, {
          headers: { authorization: `Bearer ${await adminToken(request)}` },
        });
        expect(response.ok()).toBe(true);
        const rows = (await response.json()) as Array<Record<string, string>>;
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          nom,
          nomentreprise: 'Hôtel La Corniche',
          fonction: 'Directrice',
          tel,
          Gouvernorat: 'Sousse',
          email: 'amel@corniche.tn',
          message: 'Trois Nano Box pour le bar de plage.',
          statut: 'pending',
        });
      },
    );

    test(
      `a refused quote request says why and keeps the form (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }) => {
        const address = await asVisitor(page);
        const t = TEXT[lang];
        // The same visitor already sent the 5 requests its address may send in 10 minutes.
        const body = {
          nom: 'Robot',
          nomentreprise: 'Robot SARL',
          fonction: 'Robot',
          tel: '22123456',
          Gouvernorat: 'Tunis',
          message: 'Spam',
          email: 'robot@example.tn',
        };
        const headers = { ...(await xsrfHeaders(request)), 'x-forwarded-for': address };
        for (let index = 0; index < 5; index++) {
          expect((await request.post('/api/formulaire', { headers, data: body })).status()).toBe(
            201,
          );
        }
        await openLanding(page, lang);
        // "Request quote" on a product notes the product in the message.
        await page
          .getByRole('region', { name: lang === 'fr' ? 'Nos produits' : 'Our products' })
          .getByRole('button', { name: t.requestQuote })
          .click();
        const dialog = page.getByRole('dialog', { name: t.requestQuote });
        await expect(dialog.getByLabel(t.labels.message)).toHaveValue(/Nano Box/);
        await dialog.getByLabel(t.labels.nom).fill('Karim Ben Salah');
        await dialog.getByLabel(t.labels.nomentreprise).fill('Café du Port');
        await dialog.getByLabel(t.labels.fonction).fill('Gérant');
        await dialog.getByLabel(t.labels.tel).fill('98123456');
        await dialog.getByLabel(t.labels.email).fill('karim@cafeduport.tn');
        await dialog.getByLabel(t.labels.gouvernorat).selectOption('Bizerte');
        await dialog.getByRole('button', { name: t.submitQuote }).click();
        await expect(dialog.getByRole('alert')).toContainText(t.quoteFailed);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(t.labels.nom)).toHaveValue('Karim Ben Salah');
      },
    );

    test(
      `the demo form shows every message on an invalid submit, refuses past dates and books (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page, request }, testInfo) => {
        test.slow(); // the first call signs the e2e admin up (face descriptor included)
        const t = TEXT[lang];
        const dialog = await openHeroDialog(page, lang, t.bookDemo);
        const submit = dialog.getByRole('button', { name: t.submitDemo, exact: true });
        // The button stays operable (issue 29): an empty submit shows every message and focuses
        // the first field; nothing is sent.
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(dialog.getByLabel(t.labels.nom)).toHaveAccessibleDescription(t.required);
        await expect(dialog.getByLabel(t.labels.email)).toHaveAccessibleDescription(t.email);
        await expect(dialog.getByLabel(t.labels.date)).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByLabel(t.labels.nom)).toBeFocused();

        const email = `demo-${testInfo.project.name}-${lang}-${uniquePhone()}@example.tn`;
        await dialog.getByLabel(t.labels.nom).fill('Sami Gharbi');
        await dialog.getByLabel(t.labels.email).fill('sami@');
        await dialog.getByLabel(t.labels.tel).fill('55123456');
        await expect(dialog.getByLabel(t.labels.email)).toHaveAccessibleDescription(t.email);
        await dialog.getByLabel(t.labels.email).fill(email);
        await dialog.getByLabel(t.labels.date).fill(isoInDays(-2));
        // A past date: "Book" says why instead of staying grey.
        await submit.click();
        await expect(dialog.getByLabel(t.labels.date)).toHaveAccessibleDescription(t.pastDate);
        await expect(dialog.getByLabel(t.labels.date)).toBeFocused();
        await expect(dialog).toBeVisible();
        await expectNoSeriousA11yViolations(page, '[role="dialog"]');

        const date = isoInDays(12);
        await dialog.getByLabel(t.labels.date).fill(date);
        await expect(submit).toBeEnabled();
        await submit.click();
        await expect(page.getByRole('status').filter({ hasText: t.demoBooked })).toBeVisible();
        await expect(dialog).toBeHidden();

        const response = await request.get('/api/reservations?limit=500', {
          headers: { authorization: `Bearer ${await adminToken(request)}` },
        });
        const rows = (await response.json()) as Array<Record<string, string>>;
        expect(rows.filter((row) => row.email === email)).toEqual([
          expect.objectContaining({ name: 'Sami Gharbi', phone: '55123456', demo_date: date }),
        ]);
      },
    );

    test(
      `FAQ accordion, map, newsletter and axe on the whole page (${lang})`,
      oneWidthPerLanguage(lang),
      async ({ page }, testInfo) => {
        test.slow(); // several steps and axe on the whole page
        await asVisitor(page);
        const leaflet: string[] = [];
        const tiles: string[] = [];
        page.on('request', (req) => {
          if (/LeafletMap-.*\.js$/.test(req.url())) leaflet.push(req.url());
          if (req.url().includes('/e2e-tiles/')) tiles.push(new URL(req.url()).pathname);
        });
        await openLanding(page, lang);
        const t = TEXT[lang];
        // The map's code is not part of the first load: it comes when the map is near.
        expect(leaflet).toEqual([]);

        // FAQ: 7 entries, each opening and closing from the keyboard.
        const faq = page.locator('#faq');
        await expect(faq.locator('summary')).toHaveCount(7);
        const first = faq.locator('summary').first();
        await expect(first).toHaveText(t.faqFirst);
        await expect(faq.getByText(t.faqAnswer)).toBeHidden();
        await first.focus();
        await page.keyboard.press('Enter');
        await expect(faq.getByText(t.faqAnswer)).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(faq.getByText(t.faqAnswer)).toBeHidden();

        // Map: loaded on approach, centred on Tunis, one marker with its popup.
        await page
          .getByRole('heading', { name: lang === 'fr' ? 'Où nous trouver' : 'Find us' })
          .scrollIntoViewIfNeeded();
        const map = page.locator('.leaflet-container');
        await expect(map).toBeVisible();
        expect(leaflet.length).toBeGreaterThan(0);
        const marker = map.locator('.leaflet-marker-icon');
        await expect(marker).toHaveCount(1);
        await marker.click();
        await expect(map.locator('.leaflet-popup-content')).toContainText(t.popup);
        await expect(
          map.getByRole('button', { name: appText(lang, 'common', 'map.zoomIn') }),
        ).toBeVisible();
        // Tiles from the configured URL, at zoom 13, around Tunis (36.8065, 10.1815): tile 4327/3194.
        expect(tiles).toContain('/e2e-tiles/13/4327/3194.png');

        // Newsletter: a wrong address is refused, a good one subscribed once.
        const box = page.getByLabel(t.newsletter);
        await box.fill('pas-un-email');
        await page.getByRole('button', { name: t.subscribe }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.email })).toBeVisible();
        const email = `news-${testInfo.project.name}-${lang}-${uniquePhone()}@example.tn`;
        await box.fill(email);
        await page.getByRole('button', { name: t.subscribe }).click();
        await expect(page.getByRole('status').filter({ hasText: t.subscribed })).toBeVisible();
        await box.fill(email.toUpperCase());
        await page.getByRole('button', { name: t.subscribe }).click();
        await expect(page.getByRole('status').filter({ hasText: t.already })).toBeVisible();

        await expectNoSeriousA11yViolations(page);
      },
    );
  }
});
