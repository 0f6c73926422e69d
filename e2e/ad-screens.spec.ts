import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, setLanguage, test } from './fixtures';
import {
  addSpaceWithStation,
  clientAccount,
  expectDialogOpen,
  expectFocusBackOn,
  expectNoSidewaysPageScroll,
  fillSearch,
  shot,
  signInClient,
  signUpClient,
  tabTo,
} from './support';

/**
 * Issue 33: a station screen paired from the back-office plays its campaigns in the kiosk player
 * page, reports each play (found in the campaign's report), and keeps playing with the network cut.
 */

/** A dialog of the 375 px journey checked (axe, no sideways scroll, a screenshot), then closed with Escape. */
async function checkAndEscape(page: Page, dialog: Locator, name: string, { fullPage = true } = {}) {
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysPageScroll(page);
  await shot(page, name, { fullPage });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const tunisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Africa/Tunis' });
function isoInDays(days: number): string {
  const date = new Date(`${tunisToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A poster: a real PNG the server re-encodes. */
const poster = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

/** A space, a Multi Boxes station in it, and an accepted image campaign of 3 s there. */
async function seedCampaign(request: APIRequestContext, tag: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const reference = `MB-${tag}`;
  const { espaceId, stationId } = await addSpaceWithStation(
    request,
    headers,
    { nom: `Galerie ${tag}`, gouvernorat: 'Sousse', ville: 'Sahloul', activite: 'Commerce' },
    { reference, model: 'Multi Boxes' },
  );
  const ad = await request.post('/api/publicites', {
    headers,
    multipart: {
      nomPrenom: `Annonceur ${tag}`,
      email: 'annonceur@example.tn',
      tel1: '71000222',
      espace: String(espaceId),
      typeEspace: 'Centre commercial',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      dateDebut: isoInDays(-1),
      dateFin: isoInDays(10),
      statut: 'Accepté',
      video: { name: 'affiche.png', mimeType: 'image/png', buffer: await poster() },
    },
  });
  expect(ad.status(), await ad.text()).toBe(201);
  const adId = (await ad.json()).id as number;
  const targeting = await request.put(`/api/publicites/${adId}/targeting`, {
    headers,
    data: { durationMs: 3000 },
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  return { reference, adId, headers, stationId };
}

async function reportPlays(
  request: APIRequestContext,
  adId: number,
  headers: Record<string, string>,
) {
  const response = await request.get(`/api/publicites/${adId}/report`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    plays: number;
    stations: { reference: string; plays: number }[];
  };
}

test.describe('station screens', () => {
  test('staff pair a screen; the player plays the campaign, offline too, and the plays reach the report', {
    tag: '@desktop-only', // the player journey runs once (playwright.config.ts)
  }, async ({ page, context, request }) => {
    test.setTimeout(150_000);
    const tag = `${Date.now().toString(36)}`.toUpperCase();
    const { reference, adId, headers } = await seedCampaign(request, tag);

    // Pairing from the back-office: the link and its QR code.
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=ecrans');
    await page.getByRole('button', { name: `Appairer l’écran de ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Écran de ${reference} appairé` });
    await expect(
      dialog.getByRole('img', { name: `QR code du lien d’appairage de ${reference}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'screens-paired-fr', { fullPage: false });
    const url = new URL(
      await dialog.getByRole('textbox', { name: 'Lien du lecteur' }).inputValue(),
    );
    expect(url.pathname).toBe('/ecran');
    expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);

    // The kiosk page in a tab of its own: the creative plays, the token leaves the address bar.
    const player = await context.newPage();
    await player.goto(`${url.pathname}${url.hash}`);
    await expect(player).toHaveURL(/\/ecran$/);
    const creative = player.locator(`img[data-ad-id="${adId}"]`);
    await expect(creative).toBeVisible({ timeout: 15_000 });
    await expect(
      player.getByRole('img', {
        name: `QR code du formulaire de réclamation de la station ${reference}`,
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(player);
    await shot(player, 'screens-player', { fullPage: false });
    // A finished play (3 s) is reported and counted.
    await expect
      .poll(async () => (await reportPlays(request, adId, headers)).plays, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    // The service worker controls the player before the network goes.
    await expect
      .poll(() => player.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 10_000,
      })
      .toBe(true);

    // Network cut: the loop goes on and plays queue up on the device.
    await context.setOffline(true);
    const queued = () =>
      player.evaluate(
        () => JSON.parse(localStorage.getItem('screen.plays') ?? '[]').length as number,
      );
    await expect.poll(queued, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await expect(creative).toBeVisible();
    // Even a restart without network plays on, from the service worker's cache.
    await player.reload();
    await expect(player.locator(`img[data-ad-id="${adId}"]`)).toBeVisible({ timeout: 15_000 });
    const offlineQueue = await queued();

    // Back online: the queued plays reach the server.
    const before = (await reportPlays(request, adId, headers)).plays;
    await context.setOffline(false);
    await expect
      .poll(async () => (await reportPlays(request, adId, headers)).plays, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(before + offlineQueue);
    const report = await reportPlays(request, adId, headers);
    expect(report.stations).toEqual([expect.objectContaining({ reference, plays: report.plays })]);

    // Staff find the plays in the campaign's report, and its targeting, in the back-office.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Playlist en cours de ${reference}` }).click();
    const live = page.getByRole('dialog', { name: `Playlist en cours – ${reference}` });
    await expect(live.getByText(`1. Annonceur ${tag} · campagne n° ${adId}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'screens-playlist-fr', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(live).toBeHidden();

    await page.goto('/adminn?section=publicites');
    await fillSearch(
      page,
      page.getByRole('searchbox', { name: 'Rechercher dans la section « Publicités »' }),
      `Annonceur ${tag}`,
    );
    await page.getByRole('button', { name: `Rapport de diffusion de Annonceur ${tag}` }).click();
    const reportDialog = page.getByRole('dialog', {
      name: `Preuve de diffusion – Annonceur ${tag}`,
    });
    // The player still plays in its tab: at least the plays counted above.
    const stationRow = reportDialog.getByRole('row', { name: new RegExp(`^${reference} \\d+ `) });
    await expect(stationRow).toBeVisible();
    const shown = Number((await stationRow.getByRole('cell').first().innerText()).trim());
    expect(shown).toBeGreaterThanOrEqual(report.plays);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'ads-report-fr');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: `Ciblage et horaires de la campagne de Annonceur ${tag}` })
      .click();
    const targeting = page.getByRole('dialog', {
      name: `Ciblage et horaires – Annonceur ${tag}`,
    });
    await expect(targeting.getByLabel(/^Durée d’affichage/)).toHaveValue('3');
    await targeting.getByRole('button', { name: 'Ajouter une plage horaire' }).click();
    await targeting.getByLabel('Début de la plage 1').fill('10:00');
    await targeting.getByLabel('Fin de la plage 1').fill('09:00');
    await targeting.getByRole('button', { name: 'Enregistrer le ciblage' }).click();
    await expect(
      targeting.getByText('La fin d’une plage horaire doit suivre son début.'),
    ).toBeVisible();
    await targeting.getByLabel('Fin de la plage 1').fill('12:00');
    await targeting.getByRole('button', { name: 'Enregistrer le ciblage' }).click();
    await expect(
      targeting.getByText('La campagne atteint 1 station (0 sans écran appairé).'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'ads-targeting-fr');
  });

  test('staff run the screens in English on a phone, by keyboard: pairing, live playlist, report and its export, targeting and price', {
    tag: '@mobile-only', // English at 375 px; the French journey above runs at 1280 px
  }, async ({ page, request }) => {
    test.setTimeout(60_000);
    const tag = `EN${Date.now().toString(36)}`.toUpperCase();
    const { reference, adId } = await seedCampaign(request, tag);
    const search = page.locator('input[type="search"]:visible').first();

    // Pairing: the dialog opens from the keyboard, shows the link and its QR code, gives focus back.
    await signInAsAdmin(page, request);
    await page.goto('/adminn?section=ecrans');
    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Advertising screens' })).toBeVisible();
    await fillSearch(page, search, reference);
    const pairOpener = page.getByRole('button', { name: `Pair the screen of ${reference}` });
    await tabTo(page, pairOpener);
    await page.keyboard.press('Enter');
    const paired = page.getByRole('dialog', { name: `Screen of ${reference} paired` });
    await expectDialogOpen(paired);
    await expect(
      paired.getByRole('img', { name: `QR code of the pairing link of ${reference}` }),
    ).toBeVisible();
    const link = paired.getByRole('textbox', { name: 'Player link' });
    const token = new URL(await link.inputValue()).hash.replace('#token=', '');
    await tabTo(page, link);
    await checkAndEscape(page, paired, 'screens-paired-en-375', { fullPage: false });
    // The same button, now offering to pair again.
    await expectFocusBackOn(
      page,
      page.getByRole('button', { name: `Pair the screen of ${reference} again` }),
    );

    // The screen (its API, as the player calls it) is given the campaign and reports a play.
    const screen = { authorization: `Bearer ${token}` };
    const playlist = await request.get('/api/screen/playlist', { headers: screen });
    expect(playlist.status()).toBe(200);
    const plays = await request.post('/api/screen/plays', {
      headers: screen,
      data: {
        plays: [{ adId, startedAt: new Date(Date.now() - 30_000).toISOString(), durationMs: 3000 }],
      },
    });
    expect(plays.status(), await plays.text()).toBe(200);

    // The live playlist.
    const playlistOpener = page.getByRole('button', { name: `Current playlist of ${reference}` });
    await tabTo(page, playlistOpener);
    await page.keyboard.press('Enter');
    const live = page.getByRole('dialog', { name: `Current playlist – ${reference}` });
    await expectDialogOpen(live);
    await expect(live.getByText(`1. Annonceur ${tag} · campaign no. ${adId}`)).toBeVisible();
    await expect(live.getByText(/^Image · 3 s · \d+ per hour · until /)).toBeVisible();
    await checkAndEscape(page, live, 'screens-playlist-en-375', { fullPage: false });
    await expectFocusBackOn(page, playlistOpener);

    // The campaign's report: the play by station, exported as CSV from the keyboard.
    await page.goto('/adminn?section=publicites');
    await fillSearch(page, search, `Annonceur ${tag}`);
    const reportOpener = page.getByRole('button', {
      name: `Proof-of-play report of Annonceur ${tag}`,
    });
    await tabTo(page, reportOpener);
    await page.keyboard.press('Enter');
    const report = page.getByRole('dialog', { name: `Proof of play – Annonceur ${tag}` });
    await expectDialogOpen(report);
    await expect(report.getByRole('row', { name: `${reference} 1 3 s` })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Export as PDF' })).toBeVisible();
    await tabTo(page, report.getByRole('button', { name: 'Export as CSV' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    // In the screen's language too.
    expect(readFileSync(await csv.path(), 'utf8')).toContain('Airtime (s)');
    await checkAndEscape(page, report, 'ads-report-en-375');
    await expectFocusBackOn(page, reportOpener);

    // Targeting and price: billed per screen-day, limited to a morning slot.
    const targetingOpener = page.getByRole('button', {
      name: `Targeting and hours of the campaign of Annonceur ${tag}`,
    });
    await tabTo(page, targetingOpener);
    await page.keyboard.press('Enter');
    const targeting = page.getByRole('dialog', { name: `Targeting and hours – Annonceur ${tag}` });
    await expectDialogOpen(targeting);
    const basis = targeting.getByLabel('Billing basis');
    await tabTo(page, basis);
    await basis.selectOption('screen_day');
    await targeting.getByLabel(/^Price per screen-day excl\. tax \(TND\)/).fill('2.500');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Campaign price saved.')).toBeVisible();
    await targeting.getByRole('button', { name: 'Add a time slot' }).click();
    await targeting.getByRole('button', { name: 'Save the targeting' }).click();
    await expect(
      targeting.getByText('The campaign reaches 1 station (0 without a paired screen).'),
    ).toBeVisible();
    await checkAndEscape(page, targeting, 'ads-targeting-en-375');
    await expectFocusBackOn(page, targetingOpener);
  });
});

/** A client account signed in by token; answers its token. */
async function advertiserSession(request: APIRequestContext, tag: string) {
  const account = clientAccount({
    companyName: `Agence ${tag}`,
    fullName: 'Karim Jaziri',
    job: 'Responsable marketing',
    email: `pub.${tag.toLowerCase()}@agence.tn`,
    phone: '97111222',
    password: 'agence-pub-2026',
  });
  await signUpClient(request, account);
  return signInClient(request, account);
}

test.describe('advertisers', () => {
  test('an advertiser submits a request with its creative, follows it and reads its report', {
    tag: '@mobile-only', // the advertiser journey runs at 375 px (playwright.config.ts)
  }, async ({ page, request }) => {
    test.setTimeout(60_000);
    const tag = `${Date.now().toString(36)}`.toUpperCase();
    const token = await advertiserSession(request, tag);
    await page.goto('/authentification');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/compte-client?section=ads');
    await expect(page.getByRole('heading', { level: 1, name: 'Publicités' })).toBeVisible();
    await expect(page.getByText('Aucune demande pour le moment.')).toBeVisible();

    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle demande de publicité' });
    await expect(dialog.getByLabel(/^Nom et prénom/)).toHaveValue('Karim Jaziri');
    await dialog.getByLabel(/^Type d'espace|^Type d’espace/).fill('Café');
    await dialog.getByLabel(/^Date de début/).fill(isoInDays(0));
    await dialog.getByLabel(/^Date de fin/).fill(isoInDays(20));
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(
      dialog.getByText('Ajoutez le visuel de la campagne (vidéo ou image).'),
    ).toBeVisible();
    await dialog
      .getByLabel(/^Visuel/)
      .setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: await poster() });
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'advertiser-request-fr-375');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByText('Demande envoyée : notre équipe l’étudie.')).toBeVisible();
    const row = page.getByRole('row', { name: /Café — Sfax/ });
    await expect(row.getByText('En attente')).toBeVisible();

    // Staff accept it, target a paired screen; the screen plays it twice.
    const headers = { authorization: `Bearer ${await adminToken(request)}` };
    const own = await request.get('/api/ads', { headers: { authorization: `Bearer ${token}` } });
    const adId = ((await own.json()) as { id: number }[])[0]!.id;
    const reference = `MC-${tag}`;
    const { stationId } = await addSpaceWithStation(
      request,
      headers,
      { nom: `Café ${tag}`, gouvernorat: 'Sfax', ville: 'Sfax', activite: 'Café' },
      { reference, model: 'Mega Charger' },
    );
    expect(
      (
        await request.patch(`/api/publicites/${adId}`, { headers, data: { statut: 'Accepté' } })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.put(`/api/publicites/${adId}/targeting`, {
          headers,
          data: { stationIds: [stationId] },
        })
      ).status(),
    ).toBe(200);
    // The screen (its API, as the player calls it) gets the campaign and reports two plays.
    const screenToken = (
      await (await request.post(`/api/admin/stations/${stationId}/screen`, { headers })).json()
    ).token as string;
    const playlist = await request.get('/api/screen/playlist', {
      headers: { authorization: `Bearer ${screenToken}` },
    });
    expect(playlist.status()).toBe(200);
    expect(((await playlist.json()) as { items: { adId: number }[] }).items).toEqual([
      expect.objectContaining({ adId, mediaType: 'image' }),
    ]);
    const now = Date.now();
    const plays = await request.post('/api/screen/plays', {
      headers: { authorization: `Bearer ${screenToken}` },
      data: {
        plays: [
          { adId, startedAt: new Date(now - 40_000).toISOString(), durationMs: 15_000 },
          { adId, startedAt: new Date(now - 20_000).toISOString(), durationMs: 15_000 },
        ],
      },
    });
    expect(plays.status(), await plays.text()).toBe(200);

    await page.reload();
    await expect(row.getByText('Accepté')).toBeVisible();
    await row.getByRole('button', { name: `Rapport de diffusion de Campagne n° ${adId}` }).click();
    const report = page.getByRole('dialog', {
      name: `Preuve de diffusion – Campagne n° ${adId}`,
    });
    await expect(
      report.getByRole('row', { name: new RegExp(`^${reference} 2 30 s$`) }),
    ).toBeVisible();
    await expect(report.getByText('30 s').first()).toBeVisible();
    await expect(report.getByRole('button', { name: 'Exporter en PDF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'advertiser-report-fr-375');

    // English, briefly.
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Advertising' })).toBeVisible();
    await page
      .getByRole('row', { name: /Café — Sfax/ })
      .getByRole('button', { name: `Proof-of-play report of Campaign no. ${adId}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: `Proof of play – Campaign no. ${adId}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'advertiser-report-en-375');
  });
});
