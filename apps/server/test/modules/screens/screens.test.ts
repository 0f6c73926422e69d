import { type MessageKey, translateMessage } from '@app/contracts';
import { addDays, companyToday } from '@app/contracts/sales';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adRequests,
  espaces,
  screenOutages,
  screenPlays,
  screenPlaysDaily,
  screens,
  stations,
} from '../../../src/db/schema';
import { hashScreenToken } from '../../../src/modules/screens/service';
import { bearer, createClientAccount, xsrf } from '../../helpers/app';
import { useAccounts, useTestApp } from '../../helpers/fixtures';
import { jpeg, multipart } from '../../helpers/images';

const t = useTestApp();
const { admin, advertiser, otherAdvertiser } = useAccounts(t, {
  admin: 'admin',
  advertiser: 'client',
  otherAdvertiser: 'client',
});

const today = companyToday();
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

async function makeEspace(gouvernorat = 'Sousse') {
  const [row] = await t.app.db
    .insert(espaces)
    .values({ nom: unique('Espace'), ville: 'Ville', gouvernorat, activite: 'Commerce' })
    .returning();
  return row!.id;
}

async function makeStation(espaceId: number, model = 'Multi Boxes') {
  const [row] = await t.app.db
    .insert(stations)
    .values({
      reference: unique('ST'),
      espaceId,
      model: model as 'Multi Boxes',
    })
    .returning();
  return row!;
}

/** An ad request stored directly (the upload path is tested in ads.test.ts). */
async function makeAd(values: Partial<typeof adRequests.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(adRequests)
    .values({
      nomPrenom: 'Leila Mansour',
      email: 'leila@boutique.tn',
      tel1: '22111333',
      typeEspace: 'Centre commercial',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      dateDebut: addDays(today, -1),
      dateFin: addDays(today, 5),
      statut: 'Accepté',
      video: '0b6b2f4e-6d7e-4bb5-9a4c-7d8f1c2e3a4b.mp4',
      ...values,
    })
    .returning();
  return row!;
}

async function pair(stationId: number, token = admin.token) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/stations/${stationId}/screen`,
    headers: bearer(token),
  });
}

async function pairedScreen(espaceId: number) {
  const station = await makeStation(espaceId);
  const response = await pair(station.id);
  expect(response.statusCode).toBe(201);
  return { station, token: response.json().token as string };
}

const playlist = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/screen/playlist',
    headers: token ? bearer(token) : {},
  });

const postPlays = (token: string, plays: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/screen/plays',
    headers: bearer(token),
    payload: { plays },
  });

describe('pairing a station screen', () => {
  it('answers a token and the player url; only the hash is stored', async () => {
    const station = await makeStation(await makeEspace());
    const response = await pair(station.id);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.url).toBe(`http://localhost:3000/ecran#token=${body.token}`);
    expect(body.stationId).toBe(station.id);
    expect(body.qr.size).toBeGreaterThan(20);
    const [row] = await t.app.db.select().from(screens).where(eq(screens.stationId, station.id));
    expect(row!.tokenHash).toBe(hashScreenToken(body.token));
    expect(row!.tokenHash).not.toContain(body.token);
  });

  it('refuses a Nano Box (no screen) with 422 and an unknown station with 404', async () => {
    const nano = await makeStation(await makeEspace(), 'Nano Box');
    const refused = await pair(nano.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'screens.modelWithoutScreen',
      message: 'Seules les stations Multi Boxes et Mega Charger ont un écran à appairer.',
    });
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${nano.id}/screen`,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
    });
    expect(english.json().message).toBe(
      'Only Multi Boxes and Mega Charger stations have a screen to pair.',
    );
    expect(
      (await t.app.db.select().from(screens).where(eq(screens.stationId, nano.id))).length,
    ).toBe(0);
    const missing = await pair(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('screens.stationNotFound');
  });

  it('is staff only: anonymous 401, clients 403', async () => {
    const station = await makeStation(await makeEspace());
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stations/${station.id}/screen`,
      ...xsrf,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await pair(station.id, advertiser.token)).statusCode).toBe(403);
    expect(
      (await t.app.db.select().from(screens).where(eq(screens.stationId, station.id))).length,
    ).toBe(0);
  });

  it('revokes the previous token when paired again, and the token when unpaired', async () => {
    const { station, token: first } = await pairedScreen(await makeEspace());
    expect((await playlist(first)).statusCode).toBe(200);
    const second = (await pair(station.id)).json().token as string;
    expect((await playlist(first)).statusCode).toBe(401);
    expect((await playlist(second)).statusCode).toBe(200);
    const unpaired = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stations/${station.id}/screen`,
      headers: bearer(admin.token),
    });
    expect(unpaired.statusCode).toBe(204);
    expect((await playlist(second)).statusCode).toBe(401);
  });
});

describe('the screen token opens the screen routes and nothing else', () => {
  it('refuses no token, staff and client tokens on /api/screen/*', async () => {
    for (const token of [undefined, admin.token, advertiser.token, 'not-a-token']) {
      const list = await playlist(token);
      expect(list.statusCode).toBe(401);
      expect(list.json().code).toBe('error.unauthorized');
      const plays = await t.app.inject({
        method: 'POST',
        url: '/api/screen/plays',
        headers: token ? bearer(token) : {},
        cookies: xsrf.cookies,
        payload: { plays: [{ adId: 1, startedAt: new Date().toISOString(), durationMs: 1000 }] },
      });
      expect(plays.statusCode, String(token)).toBe(token ? 401 : 403);
    }
  });

  it('is refused on staff and client routes', async () => {
    const { token } = await pairedScreen(await makeEspace());
    for (const url of ['/api/me', '/api/publicites', '/api/ads', '/api/admin/screens']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('the playlist', () => {
  it('holds the accepted campaigns of the screen’s space, never another station’s', async () => {
    const espaceId = await makeEspace();
    const { station, token } = await pairedScreen(espaceId);
    const other = await pairedScreen(await makeEspace());
    const accepted = await makeAd({ espaceId, durationMs: 8000 });
    await makeAd({ espaceId, statut: 'En attente' });
    await makeAd({ espaceId, statut: 'Rejeté' });
    await makeAd({ espaceId, dateDebut: addDays(today, -10), dateFin: addDays(today, -1) });
    const response = await playlist(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items).toEqual([
      {
        adId: accepted.id,
        mediaUrl: `/uploads/${accepted.video}`,
        mediaType: 'video',
        durationMs: 8000,
      },
    ]);
    expect(body.station.reference).toBe(station.reference);
    expect(body.station.complaintUrl).toBe(
      `http://localhost:3000/reclamation-qr?station=${encodeURIComponent(station.reference)}`,
    );
    expect(body.refreshMs).toBe(60_000);
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await playlist(other.token)).json().items).toEqual([]);
  });

  it('follows the targeting staff set: chosen stations, governorates, dayparts', async () => {
    const espaceId = await makeEspace('Nabeul');
    const { station, token } = await pairedScreen(espaceId);
    const elsewhere = await pairedScreen(await makeEspace('Gafsa'));
    const ad = await makeAd({ espaceId: await makeEspace('Tozeur') });
    expect((await playlist(token)).json().items).toEqual([]);
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/publicites/${ad.id}/targeting`,
        headers: bearer(admin.token),
        payload,
      });
    const byStation = await put({ stationIds: [station.id], playsPerHour: 30 });
    expect(byStation.statusCode).toBe(200);
    expect(byStation.json().stations).toEqual([
      { stationId: station.id, reference: station.reference, gouvernorat: 'Nabeul', paired: true },
    ]);
    expect(byStation.json().targeting).toMatchObject({
      stationIds: [station.id],
      gouvernorats: [],
      playsPerHour: 30,
    });
    expect((await playlist(token)).json().items.map((item: { adId: number }) => item.adId)).toEqual(
      [ad.id],
    );
    expect((await playlist(elsewhere.token)).json().items).toEqual([]);

    expect((await put({ gouvernorats: ['gafsa'] })).statusCode).toBe(200);
    expect((await playlist(token)).json().items).toEqual([]);
    expect((await playlist(elsewhere.token)).json().items).toHaveLength(1);

    // A daypart that excludes the current minute in Tunisia.
    const minute = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Tunis',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const [hours] = minute.split(':').map(Number);
    const later = hours! >= 22 ? { from: '00:00', to: '01:00' } : { from: '23:00', to: '24:00' };
    expect((await put({ gouvernorats: ['Gafsa'], dayparts: [later] })).statusCode).toBe(200);
    expect((await playlist(elsewhere.token)).json().items).toEqual([]);
  });

  it('refuses bad targeting with localized field messages, storing nothing', async () => {
    const ad = await makeAd({ espaceId: await makeEspace() });
    const cases: [Record<string, unknown>, string, MessageKey][] = [
      [{ dayparts: [{ from: '10:00', to: '09:00' }] }, 'dayparts.0', 'screens.daypartOrder'],
      [{ dayparts: [{ from: '25:00', to: '12:00' }] }, 'dayparts.0.from', 'screens.daypartInvalid'],
      [{ playsPerHour: 0 }, 'playsPerHour', 'screens.playsPerHourInvalid'],
      [{ gouvernorats: ['Atlantis'] }, 'gouvernorats.0', 'validation.governorateUnknown'],
      [{ stationIds: [999_999] }, 'stationIds', 'screens.stationIdsUnknown'],
    ];
    for (const [payload, field, key] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/publicites/${ad.id}/targeting`,
        headers: bearer(admin.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors[field], key).toBe(translateMessage(key, 'fr'));
    }
    const [row] = await t.app.db.select().from(adRequests).where(eq(adRequests.id, ad.id));
    expect(row!.targetStationIds).toEqual([]);
    expect(row!.dayparts).toEqual([]);
    expect(row!.playsPerHour).toBeNull();
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/publicites/999999/targeting',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('warns about overbooked hours', async () => {
    const espaceId = await makeEspace();
    const { station } = await pairedScreen(espaceId);
    await makeAd({ espaceId, playsPerHour: 120, durationMs: 20_000 }); // 40 min per hour
    const ad = await makeAd({ espaceId });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/publicites/${ad.id}/targeting`,
      headers: bearer(admin.token),
      payload: { playsPerHour: 60, durationMs: 30_000 }, // 30 min more per hour
    });
    expect(response.json().overbooked).toHaveLength(24);
    expect(response.json().overbooked[0]).toEqual({
      stationId: station.id,
      reference: station.reference,
      hour: 0,
      bookedMs: 4_200_000,
    });
    const live = await t.app.inject({
      url: `/api/admin/stations/${station.id}/screen/playlist`,
      headers: bearer(admin.token),
    });
    expect(live.statusCode).toBe(200);
    expect(live.json().items).toHaveLength(3); // weights 2:1 → a loop of three
    expect(live.json().overbooked).toHaveLength(24);
  });
});

describe('proof of play', () => {
  it('stores each play once, answers retries as duplicates, and reports them', async () => {
    const espaceId = await makeEspace();
    const { station, token } = await pairedScreen(espaceId);
    const owner = await createClientAccount(t.app);
    const ad = await makeAd({ espaceId, clientId: owner.id });
    await playlist(token);
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    const plays = [
      { adId: ad.id, startedAt, durationMs: 15_000 },
      { adId: ad.id, startedAt: new Date(Date.now() - 30_000).toISOString(), durationMs: 14_500 },
    ];
    const first = await postPlays(token, plays);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 2, duplicates: 0 });
    const retry = await postPlays(token, plays);
    expect(retry.json()).toEqual({ stored: 0, duplicates: 2 });

    const report = await t.app.inject({
      url: `/api/publicites/${ad.id}/report`,
      headers: bearer(admin.token),
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      adId: ad.id,
      plays: 2,
      airtimeMs: 29_500,
      stations: [
        { stationId: station.id, reference: station.reference, plays: 2, airtimeMs: 29_500 },
      ],
      days: [{ date: companyToday(new Date(startedAt)), plays: 2, airtimeMs: 29_500 }],
    });

    // The advertiser sees its own campaign's report, nobody else's.
    const own = await t.app.inject({
      url: `/api/ads/${ad.id}/report`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().plays).toBe(2);
    const other = await t.app.inject({
      url: `/api/ads/${ad.id}/report`,
      headers: bearer(otherAdvertiser.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ads.notFound');
    const staffOnClientRoute = await t.app.inject({
      url: `/api/ads/${ad.id}/report`,
      headers: bearer(admin.token),
    });
    expect(staffOnClientRoute.statusCode).toBe(403);
    const clientOnStaffRoute = await t.app.inject({
      url: `/api/publicites/${ad.id}/report`,
      headers: bearer(owner.token),
    });
    expect(clientOnStaffRoute.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: `/api/ads/${ad.id}/report` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses plays of ads the screen was not given, and plays out of the time window', async () => {
    const espaceId = await makeEspace();
    const { token } = await pairedScreen(espaceId);
    const other = await pairedScreen(await makeEspace());
    const ad = await makeAd({ espaceId });
    const elsewhere = await makeAd({ espaceId: await makeEspace() });
    const pending = await makeAd({ espaceId, statut: 'En attente' });
    // Never in this screen's playlist: another space's campaign, a pending one.
    for (const adId of [elsewhere.id, pending.id]) {
      const refused = await postPlays(token, [
        { adId, startedAt: new Date().toISOString(), durationMs: 1000 },
      ]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: 'screens.playNotGiven',
        message: 'Cet écran n’a pas reçu cette publicité dans sa playlist.',
      });
    }
    // The rules put this one in its playlist now: counted even before the screen's next poll.
    const byRules = await postPlays(token, [
      { adId: ad.id, startedAt: new Date(Date.now() - 90_000).toISOString(), durationMs: 1000 },
    ]);
    expect(byRules.json()).toEqual({ stored: 1, duplicates: 0 });
    await playlist(token);
    await playlist(other.token);
    // Another station's screen never got this ad.
    const foreign = await postPlays(other.token, [
      { adId: ad.id, startedAt: new Date().toISOString(), durationMs: 1000 },
    ]);
    expect(foreign.statusCode).toBe(422);
    const now = Date.now();
    const future = await postPlays(token, [
      { adId: ad.id, startedAt: new Date(now + 3_600_000).toISOString(), durationMs: 1000 },
    ]);
    expect(future.statusCode).toBe(422);
    expect(future.json().code).toBe('screens.playOutOfWindow');
    const ancient = await postPlays(token, [
      { adId: ad.id, startedAt: '2020-01-01T00:00:00Z', durationMs: 1000 },
    ]);
    expect(ancient.json().code).toBe('screens.playOutOfWindow');
    // One bad play refuses the whole report.
    const mixed = await postPlays(token, [
      { adId: ad.id, startedAt: new Date(now).toISOString(), durationMs: 1000 },
      { adId: 999_999, startedAt: new Date(now).toISOString(), durationMs: 1000 },
    ]);
    expect(mixed.statusCode).toBe(422);
    const tooMany = await postPlays(
      token,
      Array.from({ length: 201 }, (_, index) => ({
        adId: ad.id,
        startedAt: new Date(now - index * 1000).toISOString(),
        durationMs: 1000,
      })),
    );
    expect(tooMany.statusCode).toBe(400);
    const badDuration = await postPlays(token, [
      { adId: ad.id, startedAt: new Date(now).toISOString(), durationMs: 0 },
    ]);
    expect(badDuration.statusCode).toBe(400);
    const noZone = await postPlays(token, [
      { adId: ad.id, startedAt: '2026-06-01T10:00:00', durationMs: 1000 },
    ]);
    expect(noZone.statusCode).toBe(400);
    expect(
      await t.app.db.select().from(screenPlays).where(eq(screenPlays.adId, ad.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(screenPlays).where(eq(screenPlays.adId, elsewhere.id)),
    ).toEqual([]);
  });

  it('rolls raw plays past the retention period into daily aggregates, totals unchanged', async () => {
    const espaceId = await makeEspace();
    const { station } = await pairedScreen(espaceId);
    const ad = await makeAd({ espaceId, dateDebut: '2025-01-01' });
    // 23:30 UTC on 9 March 2025 is 00:30 on 10 March in Tunis.
    await t.app.db.insert(screenPlays).values([
      {
        stationId: station.id,
        adId: ad.id,
        startedAt: new Date('2025-03-09T23:30:00Z'),
        durationMs: 10_000,
      },
      {
        stationId: station.id,
        adId: ad.id,
        startedAt: new Date('2025-03-10T12:00:00Z'),
        durationMs: 5_000,
      },
      {
        stationId: station.id,
        adId: ad.id,
        startedAt: new Date('2025-03-09T12:00:00Z'),
        durationMs: 7_000,
      },
    ]);
    const before = (
      await t.app.inject({ url: `/api/publicites/${ad.id}/report`, headers: bearer(admin.token) })
    ).json();
    expect(before.days).toEqual([
      { date: '2025-03-09', plays: 1, airtimeMs: 7000 },
      { date: '2025-03-10', plays: 2, airtimeMs: 15_000 },
    ]);
    const rolled = await t.app.screensRuntime.rollUp(new Date('2025-06-30T12:00:00Z'));
    expect(rolled).toBeGreaterThanOrEqual(3);
    expect(await t.app.db.select().from(screenPlays).where(eq(screenPlays.adId, ad.id))).toEqual(
      [],
    );
    const daily = await t.app.db
      .select()
      .from(screenPlaysDaily)
      .where(eq(screenPlaysDaily.adId, ad.id));
    expect(daily.map((row) => [row.day, row.plays, row.airtimeMs]).sort()).toEqual([
      ['2025-03-09', 1, 7000],
      ['2025-03-10', 2, 15_000],
    ]);
    const after = (
      await t.app.inject({ url: `/api/publicites/${ad.id}/report`, headers: bearer(admin.token) })
    ).json();
    expect(after.plays).toBe(3);
    expect(after.airtimeMs).toBe(22_000);
    expect(after.days).toEqual(before.days);
  });

  it('lists targeted screens offline during the campaign', async () => {
    const espaceId = await makeEspace();
    const { station } = await pairedScreen(espaceId);
    const unpaired = await makeStation(espaceId);
    const ad = await makeAd({ espaceId });
    const now = Date.now();
    await t.app.db
      .update(screens)
      .set({ pairedAt: new Date(now - 3 * 86_400_000), lastSeenAt: new Date(now - 1000) })
      .where(eq(screens.stationId, station.id));
    await t.app.db.insert(screenOutages).values({
      stationId: station.id,
      startedAt: new Date(now - 7_200_000),
      endedAt: new Date(now - 3_600_000),
    });
    const report = (
      await t.app.inject({ url: `/api/publicites/${ad.id}/report`, headers: bearer(admin.token) })
    ).json();
    const byStation = Object.fromEntries(
      report.offlineScreens.map((row: { stationId: number }) => [row.stationId, row]),
    );
    expect(byStation[station.id]).toMatchObject({ paired: true, offlineMs: 3_600_000 });
    expect(byStation[unpaired.id]).toMatchObject({ paired: false });
  });

  it('exports the report as CSV and PDF', async () => {
    const espaceId = await makeEspace();
    const { station, token } = await pairedScreen(espaceId);
    const ad = await makeAd({ espaceId });
    await playlist(token);
    await postPlays(token, [
      { adId: ad.id, startedAt: new Date().toISOString(), durationMs: 15_000 },
    ]);
    const csv = await t.app.inject({
      url: `/api/publicites/${ad.id}/report/export?format=csv`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="preuve-diffusion-${ad.id}-${companyToday()}.csv"`,
    );
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Section;Station;Jour;Diffusions;Temps d’antenne (s);Hors ligne (s)');
    expect(lines[1]).toBe('Total;;;1;15;');
    expect(lines[2]).toBe(`Station;${station.reference};;1;15;`);
    const [year, month, day] = companyToday().split('-');
    expect(lines[3]).toBe(`Jour;;${day}/${month}/${year};1;15;`);
    const english = await t.app.inject({
      url: `/api/publicites/${ad.id}/report/export?format=csv`,
      headers: { ...bearer(admin.token), 'accept-language': 'en' },
    });
    expect(english.body.replace('\uFEFF', '').split('\r\n')[3]).toBe(
      `Day,,${companyToday()},1,15,`,
    );
    const pdf = await t.app.inject({
      url: `/api/publicites/${ad.id}/report/export?format=pdf`,
      headers: bearer(admin.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const badFormat = await t.app.inject({
      url: `/api/publicites/${ad.id}/report/export?format=xls`,
      headers: bearer(admin.token),
    });
    expect(badFormat.statusCode).toBe(400);
  });
});

describe('advertisers', () => {
  const form = (overrides: Record<string, string> = {}) => ({
    nomPrenom: 'Sami Gharbi',
    email: 'sami@pub.tn',
    tel1: '22 333 444',
    typeEspace: 'Café',
    gouvernorat: 'Tunis',
    ville: 'Tunis',
    dateDebut: addDays(today, 1),
    dateFin: addDays(today, 10),
    ...overrides,
  });

  it('submit a request with an image creative; it waits for staff, linked to the account', async () => {
    const body = multipart(form({ statut: 'Accepté' }), {
      video: { data: await jpeg(), filename: 'affiche.jpg', contentType: 'image/jpeg' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: { ...body.headers, ...bearer(advertiser.token) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const ad = response.json();
    expect(ad).toMatchObject({
      nomPrenom: 'Sami Gharbi',
      statut: 'En attente',
      mediaType: 'image',
    });
    expect(ad.video).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const [row] = await t.app.db.select().from(adRequests).where(eq(adRequests.id, ad.id));
    expect(row!.clientId).toBe(advertiser.id);

    const mine = await t.app.inject({ url: '/api/ads', headers: bearer(advertiser.token) });
    expect(mine.json().map((item: { id: number }) => item.id)).toContain(ad.id);
    const theirs = await t.app.inject({ url: '/api/ads', headers: bearer(otherAdvertiser.token) });
    expect(theirs.json().map((item: { id: number }) => item.id)).not.toContain(ad.id);
    const one = await t.app.inject({
      url: `/api/ads/${ad.id}`,
      headers: bearer(otherAdvertiser.token),
    });
    expect(one.statusCode).toBe(404);

    // Staff decide; the advertiser follows the status.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/publicites/${ad.id}`,
      headers: bearer(admin.token),
      payload: { statut: 'Accepté' },
    });
    const followed = await t.app.inject({
      url: `/api/ads/${ad.id}`,
      headers: bearer(advertiser.token),
    });
    expect(followed.json().statut).toBe('Accepté');
  });

  it('refuses a bad form without storing anything; staff tokens get 403', async () => {
    const before = (await t.app.db.select().from(adRequests)).length;
    const body = multipart(form({ dateFin: addDays(today, -5) }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: { ...body.headers, ...bearer(advertiser.token), 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.dateFin).toBe(
      'The end date cannot be before the start date.',
    );
    const asStaff = await t.app.inject({
      method: 'POST',
      url: '/api/ads',
      headers: { ...multipart(form()).headers, ...bearer(admin.token) },
      payload: multipart(form()).payload,
    });
    expect(asStaff.statusCode).toBe(403);
    expect((await t.app.db.select().from(adRequests)).length).toBe(before);
  });
});
