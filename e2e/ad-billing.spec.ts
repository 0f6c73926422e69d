import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  addSpaceWithStation,
  appText,
  clientAccount,
  fillSearch,
  shot,
  signInClient,
  signUpClient,
  xsrfHeaders,
} from './support';

/**
 * Issue 33 §4, the money: staff price a campaign per screen-day on its targeting screen and issue
 * the month; the advertiser finds the campaign line on their invoice; the venue partner renting the
 * station reads their statement (plays, revenue, commission). The current month is issued (a
 * screen paired today has screen-days only from today); no other spec issues it.
 */

test.describe.configure({ timeout: 120_000 });

const tunisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });
const lastDayOf = (period: string) => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

const poster = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .png()
    .toBuffer();

async function signUp(request: APIRequestContext, companyName: string, fullName: string) {
  const account = clientAccount({
    companyName,
    fullName,
    governorate: 'Sousse',
    city: 'Sousse',
    email: `adbill-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.tn`,
  });
  const id = await signUpClient(request, account);
  return { id, token: await signInClient(request, account) };
}

/**
 * An advertiser's campaign of today only, accepted, on a Multi Boxes station paired today that a
 * venue partner rents all month at 10 %, with 4 plays reported by the screen. Priced by API when
 * `priceMillimes` is given (else staff price it in the journey).
 */
async function seed(request: APIRequestContext, tag: string, priceMillimes?: number) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const period = tunisToday().slice(0, 7);
  const advertiser = await signUp(request, `Agence ${tag}`, `Annonceur ${tag}`);
  const partner = await signUp(request, `Café ${tag}`, `Gérant ${tag}`);
  const reference = `MB-${tag}`;
  const { espaceId, stationId } = await addSpaceWithStation(
    request,
    headers,
    { nom: `Café ${tag}`, gouvernorat: 'Sousse', ville: 'Sousse', activite: 'Café' },
    { reference, model: 'Multi Boxes' },
  );
  const ad = await request.post('/api/ads', {
    headers: { authorization: `Bearer ${advertiser.token}`, ...(await xsrfHeaders(request)) },
    multipart: {
      nomPrenom: `Annonceur ${tag}`,
      email: 'annonceur@example.tn',
      tel1: '71000222',
      espace: String(espaceId),
      typeEspace: 'Café',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      dateDebut: tunisToday(),
      dateFin: tunisToday(),
      video: { name: 'affiche.png', mimeType: 'image/png', buffer: await poster() },
    },
  });
  expect(ad.status(), await ad.text()).toBe(201);
  const adId = (await ad.json()).id as number;
  const accepted = await request.patch(`/api/publicites/${adId}`, {
    headers,
    data: { statut: 'Accepté' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  if (priceMillimes !== undefined) {
    const priced = await request.put(`/api/publicites/${adId}/pricing`, {
      headers,
      data: { basis: 'screen_day', priceMillimes },
    });
    expect(priced.status(), await priced.text()).toBe(200);
  }
  const contract = await request.post('/api/admin/contracts', {
    headers,
    data: {
      clientId: partner.id,
      stationIds: [stationId],
      startDate: `${period}-01`,
      endDate: lastDayOf(period),
      monthlyFeeMillimes: 100_000,
      commissionBp: 1_000,
    },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  // The screen, paired today, is given the campaign and reports 4 plays.
  const pairing = await request.post(`/api/admin/stations/${stationId}/screen`, { headers });
  const screen = { authorization: `Bearer ${(await pairing.json()).token}` };
  const playlist = await request.get('/api/screen/playlist', { headers: screen });
  expect((await playlist.json()).items.map((item: { adId: number }) => item.adId)).toContain(adId);
  const now = Date.now();
  const plays = await request.post('/api/screen/plays', {
    headers: screen,
    data: {
      plays: [0, 1, 2, 3].map((index) => ({
        adId,
        startedAt: new Date(now + index * 3_000).toISOString(),
        durationMs: 3_000,
      })),
    },
  });
  expect(plays.status(), await plays.text()).toBeLessThan(300);
  return { period, advertiser, partner, adId, reference, espace: `Café ${tag}`, headers };
}

/** Picks the partner in the Facturation statement card (filter box, then the select). */
async function pickPartner(page: Page, lang: 'fr' | 'en', tag: string) {
  const card = page.getByRole('region', { name: appText(lang, 'billing', 'statement.adminTitle') });
  const label = appText(lang, 'billing', 'statement.partner');
  await card
    .getByRole('searchbox', { name: appText(lang, 'common', 'picker.filterLabel', { label }) })
    .fill(`Café ${tag}`);
  const picker = card.getByRole('combobox', { name: label, exact: true });
  await expect(picker.locator('option', { hasText: `Café ${tag}` })).toHaveCount(1);
  await picker.selectOption({ label: `Café ${tag} — Gérant ${tag}` });
  return card;
}

async function asClient(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('token', stored), token);
  await page.goto('/compte-client?section=payment');
}

test('staff price a campaign and issue the month; the advertiser sees the line, the partner the statement', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const tag = `D${Date.now().toString(36).toUpperCase()}`;
  const { period, advertiser, partner, adId, reference, espace } = await seed(request, tag);
  const fr = (ns: string, key: string, vars?: Record<string, string | number>) =>
    appText('fr', ns, key, vars);

  // Staff set the price on the campaign's targeting screen: 2,500 TND per screen-day.
  await signInAsAdmin(page, request);
  await page.goto('/adminn?section=publicites');
  await setLanguage(page, 'fr');
  await fillSearch(
    page,
    page.getByRole('searchbox', { name: 'Rechercher dans la section « Publicités »' }),
    `Annonceur ${tag}`,
  );
  await page
    .getByRole('button', { name: fr('ads', 'actions.targetingOf', { name: `Annonceur ${tag}` }) })
    .click();
  const pricing = page.getByRole('form', { name: fr('ads', 'pricing.title') });
  await pricing.getByLabel(fr('ads', 'pricing.basis')).selectOption('screen_day');
  await pricing.getByLabel(fr('ads', 'pricing.pricePerScreenDay')).fill('2500');
  await pricing.getByRole('button', { name: fr('ads', 'pricing.save') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fr('ads', 'pricing.saved') }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'adbill-pricing-fr-desktop', { fullPage: false });
  await page.keyboard.press('Escape');

  // Facturation: issue the month; the advertiser's invoice is 1 screen-day × 2,500 TND.
  await page.goto('/adminn?section=facturation');
  await page.getByLabel(fr('billing', 'filters.period')).fill(period);
  await page.getByRole('button', { name: fr('billing', 'admin.issue') }).click();
  await expect(page.getByRole('status').filter({ hasText: /factures? émises?/ })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: `Agence ${tag}` })
    .filter({ hasText: 'FAC-' });
  // 2 500,000 HT + 475,000 TVA (19 %) + 1,000 timbre = 2 976,000 TTC.
  await expect(row).toContainText('2 976,000 TND');

  // The partner's statement from Facturation: 4 plays, all the line's 2,500 TND, 10 % = 250 TND.
  const card = await pickPartner(page, 'fr', tag);
  await expect(
    card.getByText(fr('billing', 'statement.commissionOwed', { amount: '250,000 TND' })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'adbill-facturation-statement-fr-desktop');
  // The partner's commission on their contract, editable from the contracts table.
  await page
    .getByRole('button', { name: fr('billing', 'commission.of', { client: `Café ${tag}` }) })
    .click();
  const commission = page.getByRole('dialog', {
    name: fr('billing', 'commission.title', { client: `Café ${tag}` }),
  });
  await expect(commission.getByLabel(fr('billing', 'commission.label'))).toHaveValue('10');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'adbill-commission-fr-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  await setLanguage(page, 'en');
  const englishCard = await pickPartner(page, 'en', tag);
  await expect(englishCard.getByText('Commission owed: 250.000 TND')).toBeVisible();
  await englishCard.scrollIntoViewIfNeeded();
  await shot(page, 'adbill-facturation-statement-en-desktop');
  await setLanguage(page, 'fr');

  // The advertiser: the campaign line on their invoice, with its basis and quantity.
  await asClient(page, advertiser.token);
  const invoiceRow = page.getByRole('row').filter({ hasText: period });
  await expect(invoiceRow).toContainText('2 976,000 TND');
  const number = (await invoiceRow.getByRole('rowheader').textContent())?.trim() ?? '';
  await invoiceRow.getByRole('button', { name: fr('billing', 'lines.of', { number }) }).click();
  const lines = page.getByRole('dialog', { name: fr('billing', 'lines.title', { number }) });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines.getByRole('listitem')).toContainText(
    `Campagne publicitaire n° ${adId} (${espace})`,
  );
  await expect(lines.getByRole('listitem')).toContainText('1 écran-jour × 2 500,000 TND');
  await expect(lines.getByRole('listitem')).toContainText('2 500,000 TND');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'adbill-invoice-lines-fr-desktop', { fullPage: false });
  await page.keyboard.press('Escape');

  // The venue partner: their statement in the Payment section, FR then EN.
  await asClient(page, partner.token);
  const statement = page.getByRole('region', { name: fr('billing', 'statement.portalTitle') });
  await expect(statement.getByRole('heading', { name: reference })).toBeVisible();
  const campaignRow = statement.getByRole('row').filter({ hasText: `n° ${adId}` });
  await expect(campaignRow).toContainText('4');
  await expect(campaignRow).toContainText('2 500,000 TND');
  await expect(statement.getByText('Commission 10 %')).toBeVisible();
  await expect(statement.getByText('Commission due : 250,000 TND')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await statement.scrollIntoViewIfNeeded();
  await shot(page, 'adbill-portal-statement-fr-desktop');
  await setLanguage(page, 'en');
  const english = page.getByRole('region', {
    name: appText('en', 'billing', 'statement.portalTitle'),
  });
  await expect(english.getByText('Commission owed: 250.000 TND')).toBeVisible();
  await expect(
    english.getByRole('row').filter({ hasText: `Ad campaign no. ${adId}` }),
  ).toContainText('2,500.000 TND');
  await shot(page, 'adbill-portal-statement-en-desktop');
});

test('the venue partner reads their statement in English on a phone', {
  tag: '@mobile-only',
}, async ({ page, request }) => {
  const tag = `M${Date.now().toString(36).toUpperCase()}`;
  const { period, partner, adId, headers } = await seed(request, tag, 1_500_000);
  const run = await request.post('/api/admin/invoices/run', { headers, data: { period } });
  expect(run.status(), await run.text()).toBe(200);
  await asClient(page, partner.token);
  await setLanguage(page, 'en');
  const en = (key: string, vars?: Record<string, string | number>) =>
    appText('en', 'billing', key, vars);
  const statement = page.getByRole('region', { name: en('statement.portalTitle') });
  // 1 screen-day × 1,500 TND, all 4 plays in the partner's station: 10 % = 150 TND.
  await expect(statement.getByText('Commission owed: 150.000 TND')).toBeVisible();
  await expect(
    statement.getByRole('row').filter({ hasText: `Ad campaign no. ${adId}` }),
  ).toContainText('1,500.000 TND');
  await expectNoSeriousA11yViolations(page);
  await statement.scrollIntoViewIfNeeded();
  await shot(page, 'adbill-portal-statement-en-mobile');
  await setLanguage(page, 'fr');
  const french = page.getByRole('region', {
    name: appText('fr', 'billing', 'statement.portalTitle'),
  });
  await expect(french.getByText('Commission due : 150,000 TND')).toBeVisible();
  await shot(page, 'adbill-portal-statement-fr-mobile');

  // Staff's screens at 375 px: the campaign's price and the statement in Facturation.
  await signInAsAdmin(page, request);
  await page.goto('/adminn?section=publicites');
  await setLanguage(page, 'en');
  // Newest first: the campaign seeded a moment ago is on the first page.
  await page
    .getByRole('button', {
      name: appText('en', 'ads', 'actions.targetingOf', { name: `Annonceur ${tag}` }),
    })
    .click();
  const pricing = page.getByRole('form', { name: appText('en', 'ads', 'pricing.title') });
  await expect(pricing.getByLabel(appText('en', 'ads', 'pricing.pricePerScreenDay'))).toHaveValue(
    '1500.000',
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'adbill-pricing-en-mobile', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.goto('/adminn?section=facturation');
  const card = await pickPartner(page, 'en', tag);
  await expect(card.getByText('Commission owed: 150.000 TND')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'adbill-facturation-statement-en-mobile');
});
