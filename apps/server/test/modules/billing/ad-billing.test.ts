import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import {
  adRequests,
  espaces,
  invoiceLines,
  invoices,
  screenPlays,
  screenPlaysDaily,
  screens,
  stations,
} from '../../../src/db/schema';
import { issuePeriod } from '../../../src/modules/billing/invoices';
import { bearer, createClientAccount, createTestApp, xsrf } from '../../helpers/app';
import { usingPostgres } from '../../helpers/database';
import { useAccounts, useTestApp } from '../../helpers/fixtures';
import { pdfText } from '../../helpers/images';

/**
 * Issue 33 §4, the money: campaigns billed on the advertiser's monthly invoice (per screen-day or
 * per thousand plays) and the venue partner's statement (plays, attributed revenue, commission).
 * Every amount below is computed by hand in the comments.
 */

const t = useTestApp();
const { admin, technician, advertiser, partner, other } = useAccounts(t, {
  admin: 'admin',
  technician: 'technician',
  advertiser: 'client',
  partner: 'client',
  other: 'client',
});
let screenToken: string;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

const PERIOD = '2025-03';
let s1: number;
let s2: number;
let adScreenDays: number;
let adPerMille: number;
let partnerContract: number;

async function station(values: Partial<typeof stations.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(stations)
    .values({ reference: unique('ST'), ...values })
    .returning();
  return row!.id;
}

async function ad(values: Partial<typeof adRequests.$inferInsert>) {
  const [row] = await t.app.db
    .insert(adRequests)
    .values({
      nomPrenom: 'Leila Mansour',
      email: 'leila@boutique.tn',
      tel1: '22111333',
      typeEspace: 'Café',
      gouvernorat: 'Sousse',
      ville: 'Sousse',
      dateDebut: '2025-03-10',
      dateFin: '2025-03-25',
      statut: 'Accepté',
      video: '0b6b2f4e-6d7e-4bb5-9a4c-7d8f1c2e3a4b.mp4',
      ...values,
    })
    .returning();
  return row!.id;
}

const inject = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    // Anonymous writes carry the XSRF pair, so the answer is about authentication.
    headers: { ...(token ? bearer(token) : xsrf.headers), ...headers },
    ...(token ? {} : { cookies: xsrf.cookies }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const price = (id: number, body: unknown, token = admin.token) =>
  inject('PUT', `/api/publicites/${id}/pricing`, token, body);

const run = (period = PERIOD) => inject('POST', '/api/admin/invoices/run', admin.token, { period });

beforeAll(async () => {
  const [espace] = await t.app.db
    .insert(espaces)
    .values({ nom: 'Café Sidi', ville: 'Sousse', gouvernorat: 'Sousse', activite: 'Café' })
    .returning();
  // Two paired Multi Boxes screens in the café since 2025 began.
  s1 = await station({ espaceId: espace!.id, model: 'Multi Boxes' });
  s2 = await station({ espaceId: espace!.id, model: 'Multi Boxes' });
  for (const [index, stationId] of [s1, s2].entries()) {
    await t.app.db.insert(screens).values({
      stationId,
      tokenHash: `${'0'.repeat(63)}${index}${unique('h')}`.slice(0, 64),
      pairedAt: new Date('2025-01-05T10:00:00Z'),
    });
  }
  const screenStation = await station({ model: 'Mega Charger' });
  const pairing = await inject('POST', `/api/admin/stations/${screenStation}/screen`, admin.token);
  screenToken = pairing.json().token;

  // Screen-day campaign: 10 → 25 March = 16 days on 2 screens = 32 screen-days.
  adScreenDays = await ad({ clientId: advertiser.id, espaceId: espace!.id });
  // Per-mille campaign on station 1 only, all March.
  adPerMille = await ad({
    clientId: advertiser.id,
    espaceId: espace!.id,
    dateDebut: '2025-03-01',
    dateFin: '2025-03-31',
    targetStationIds: [s1],
  });
  await t.app.db.insert(screenPlaysDaily).values([
    { stationId: s1, adId: adScreenDays, day: '2025-03-12', plays: 300, airtimeMs: 4_500_000 },
    { stationId: s2, adId: adScreenDays, day: '2025-03-12', plays: 100, airtimeMs: 1_500_000 },
    { stationId: s1, adId: adPerMille, day: '2025-03-05', plays: 1_000, airtimeMs: 15_000_000 },
    { stationId: s2, adId: adPerMille, day: '2025-03-06', plays: 234, airtimeMs: 3_510_000 },
  ]);
  await t.app.db.insert(screenPlays).values([
    // 23:30 on 31 March in Tunis: March.
    {
      stationId: s1,
      adId: adPerMille,
      startedAt: new Date('2025-03-31T22:30:00Z'),
      durationMs: 15_000,
    },
    // 00:30 on 1 April in Tunis: not March.
    {
      stationId: s1,
      adId: adPerMille,
      startedAt: new Date('2025-03-31T23:30:00Z'),
      durationMs: 15_000,
    },
  ]);

  // The advertiser also rents a station for all March: one invoice with both kinds of lines.
  const rental = await inject('POST', '/api/admin/contracts', admin.token, {
    clientId: advertiser.id,
    stationIds: [await station()],
    startDate: '2025-03-01',
    endDate: '2025-03-31',
    monthlyFeeMillimes: 100_000,
  });
  expect(rental.statusCode).toBe(201);

  // The venue partner rents station 1 until 20 March, 15 % commission.
  const created = await inject('POST', '/api/admin/contracts', admin.token, {
    clientId: partner.id,
    stationIds: [s1],
    startDate: '2025-01-01',
    endDate: '2025-03-20',
    monthlyFeeMillimes: 31_000,
    commissionBp: 1_000,
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().commissionBp).toBe(1_000);
  partnerContract = created.json().id;
});

describe('pricing a campaign', () => {
  it('is set by an admin, shown on the ad, and refused to everyone else', async () => {
    const set = await price(adScreenDays, { basis: 'screen_day', priceMillimes: 2_500 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ basis: 'screen_day', priceMillimes: 2_500 });
    expect((await price(adPerMille, { basis: 'per_mille', priceMillimes: 3_000 })).statusCode).toBe(
      200,
    );
    const shown = await inject('GET', `/api/publicites/${adScreenDays}`, admin.token);
    expect(shown.json().pricing).toEqual({ basis: 'screen_day', priceMillimes: 2_500 });
    // The advertiser sees the price on their own request too.
    const own = await inject('GET', `/api/ads/${adScreenDays}`, advertiser.token);
    expect(own.json().pricing).toEqual({ basis: 'screen_day', priceMillimes: 2_500 });

    const body = { basis: 'per_mille', priceMillimes: 1 };
    expect((await price(adScreenDays, body, '')).statusCode).toBe(401);
    expect((await price(adScreenDays, body, advertiser.token)).statusCode).toBe(403);
    expect((await price(adScreenDays, body, technician.token)).statusCode).toBe(403);
    expect([401, 403]).toContain((await price(adScreenDays, body, screenToken)).statusCode);
    const [row] = await t.app.db
      .select({ basis: adRequests.pricingBasis })
      .from(adRequests)
      .where(eq(adRequests.id, adScreenDays));
    expect(row!.basis).toBe('screen_day');
  });

  it('refuses bad input with a 400 and an unknown campaign with a 404, storing nothing', async () => {
    for (const body of [
      { basis: 'screen_day', priceMillimes: null },
      { basis: null, priceMillimes: 1_000 },
      { basis: 'per_day', priceMillimes: 1_000 },
      { basis: 'per_mille', priceMillimes: -5 },
      { basis: 'per_mille', priceMillimes: 1.5 },
      { basis: 'per_mille', priceMillimes: 100_000_001 },
      {},
    ]) {
      const response = await price(adPerMille, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await price(999_999, { basis: null, priceMillimes: null })).statusCode).toBe(404);
    const [row] = await t.app.db
      .select({ basis: adRequests.pricingBasis, price: adRequests.priceMillimes })
      .from(adRequests)
      .where(eq(adRequests.id, adPerMille));
    expect(row).toEqual({ basis: 'per_mille', price: 3_000 });
  });
});

describe('campaign lines on the monthly invoice', () => {
  it('bills the advertiser once for the month, rental and campaigns on one invoice', async () => {
    // Two runs at once, then a third: one invoice per client, no line twice.
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().issued + second.json().issued).toBe(2); // advertiser + partner
    const again = await run();
    expect(again.json()).toEqual({ period: PERIOD, issued: 0, alreadyIssued: 2 });

    const list = await inject(
      'GET',
      `/api/admin/invoices?clientId=${advertiser.id}&period=${PERIOD}`,
      admin.token,
    );
    const found = list.json();
    expect(found).toHaveLength(1);
    const invoice = found[0];
    // 100,000 (rental) + 32 screen-days × 2,500 = 80,000 + 1,235 plays × 3,000 / 1000 = 3,705.
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'contract', adId: null, amountMillimes: 100_000 }),
      {
        kind: 'ad_campaign',
        contractId: null,
        adId: adScreenDays,
        label: `Campagne publicitaire n° ${adScreenDays} (Café Sidi) — mars 2025 — 32 écrans-jours × 2,500 TND l’écran-jour`,
        amountMillimes: 80_000,
      },
      {
        kind: 'ad_campaign',
        contractId: null,
        adId: adPerMille,
        label: `Campagne publicitaire n° ${adPerMille} (Café Sidi) — mars 2025 — 1 235 diffusions × 3,000 TND les 1 000 diffusions`,
        amountMillimes: 3_705,
      },
    ]);
    // HT 183,705; TVA 19 % = 34,903.95 → 34,904; stamp 1,000; TTC 219,609.
    expect(invoice).toMatchObject({
      htMillimes: 183_705,
      tvaMillimes: 34_904,
      stampMillimes: 1_000,
      ttcMillimes: 219_609,
      number: expect.stringMatching(/^FAC-\d{4}-\d{5}$/),
    });
    const lines = await t.app.db
      .select()
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.clientId, advertiser.id), eq(invoiceLines.kind, 'ad_campaign')));
    expect(lines).toHaveLength(2);

    // The advertiser sees the lines on their own invoice, the PDF prints.
    const own = await inject('GET', `/api/invoices/${invoice.id}`, advertiser.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().lines).toHaveLength(3);
    const pdf = await inject('GET', `/api/invoices/${invoice.id}/pdf`, advertiser.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t\n]+/g, ' ');
    expect(text).toContain(`Campagne publicitaire n° ${adScreenDays} (Café Sidi)`);
    expect(text).toContain('32 écrans-jours');
    expect(text).toContain('80,000 TND');
    expect(text).toContain('1 235 diffusions');
    expect(text).toContain('3,705 TND');

    // The journal of the month of issue names the campaign lines.
    const issuedMonth = invoice.issuedAt.slice(0, 7);
    const csv = await inject(
      'GET',
      `/api/admin/invoices/export?period=${issuedMonth}`,
      admin.token,
    );
    const row = csv.body.split('\r\n').find((line) => line.includes(invoice.number))!;
    expect(row).toContain('32 écrans-jours × 2,500 TND l’écran-jour');
    expect(row).toContain('1 235 diffusions × 3,000 TND les 1 000 diffusions');
  });

  it('leaves unpriced, pending and other-month campaigns off the invoice', async () => {
    const unpriced = await ad({ clientId: other.id, dateDebut: '2025-03-01' });
    const pending = await ad({ clientId: other.id, statut: 'En attente' });
    await t.app.db
      .update(adRequests)
      .set({ pricingBasis: 'screen_day', priceMillimes: 1_000 })
      .where(eq(adRequests.id, pending));
    const response = await run('2025-02');
    expect(response.statusCode).toBe(200);
    const mine = await inject('GET', `/api/admin/invoices?clientId=${other.id}`, admin.token);
    expect(mine.json()).toEqual([]);
    expect(unpriced).toBeGreaterThan(0);
  });
});

describe("a venue partner's statement", () => {
  const statementUrl = (clientId: number, period = PERIOD) =>
    `/api/admin/partners/${clientId}/statement?period=${period}`;

  it('lists the plays on the contract stations per campaign, the revenue and commission', async () => {
    const response = await inject('GET', statementUrl(partner.id), admin.token);
    expect(response.statusCode).toBe(200);
    // Screen-day line 80,000 over 400 plays: station 1 (contract, 300) → 60,000.
    // Per-mille line 3,705 over 1,235 plays: station 1 until 20 March (1,000) → 3,000; the play
    // of 31 March on station 1 is after the contract, station 2 has no contract.
    // Revenue 63,000; commission 10 % = 6,300.
    expect(response.json()).toEqual({
      clientId: partner.id,
      client: expect.any(String),
      period: PERIOD,
      contracts: [
        {
          contractId: partnerContract,
          stations: [{ id: s1, reference: expect.any(String) }],
          from: '2025-03-01',
          to: '2025-03-20',
          commissionBp: 1_000,
          campaigns: [
            {
              adId: adScreenDays,
              place: 'Café Sidi',
              plays: 300,
              revenueMillimes: 60_000,
              invoiced: true,
            },
            {
              adId: adPerMille,
              place: 'Café Sidi',
              plays: 1_000,
              revenueMillimes: 3_000,
              invoiced: true,
            },
          ],
          plays: 1_300,
          revenueMillimes: 63_000,
          commissionMillimes: 6_300,
        },
      ],
      plays: 1_300,
      revenueMillimes: 63_000,
      commissionMillimes: 6_300,
    });
  });

  it('follows a commission changed by staff, refused to anyone else', async () => {
    const url = `/api/admin/contracts/${partnerContract}/commission`;
    const changed = await inject('PUT', url, admin.token, { commissionBp: 1_250 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().commissionBp).toBe(1_250);
    const statement = await inject('GET', statementUrl(partner.id), admin.token);
    // 12.5 % of 63,000 = 7,875.
    expect(statement.json().commissionMillimes).toBe(7_875);

    for (const body of [{ commissionBp: 10_001 }, { commissionBp: -1 }, { commissionBp: 12.5 }]) {
      expect((await inject('PUT', url, admin.token, body)).statusCode).toBe(400);
    }
    expect(
      (
        await inject('PUT', '/api/admin/contracts/999999/commission', admin.token, {
          commissionBp: 1,
        })
      ).statusCode,
    ).toBe(404);
    const body = { commissionBp: 9_999 };
    expect((await inject('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await inject('PUT', url, partner.token, body)).statusCode).toBe(403);
    expect((await inject('PUT', url, technician.token, body)).statusCode).toBe(403);
    expect([401, 403]).toContain((await inject('PUT', url, screenToken, body)).statusCode);
    const after = await inject('GET', statementUrl(partner.id), admin.token);
    expect(after.json().contracts[0].commissionBp).toBe(1_250);
  });

  it('is the partner’s own on the portal, never another client’s', async () => {
    const own = await inject('GET', `/api/partner-statement?period=${PERIOD}`, partner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ clientId: partner.id, commissionMillimes: 7_875 });
    const another = await inject('GET', `/api/partner-statement?period=${PERIOD}`, other.token);
    expect(another.statusCode).toBe(200);
    expect(another.json()).toMatchObject({ clientId: other.id, contracts: [], plays: 0 });

    const url = `/api/partner-statement?period=${PERIOD}`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, admin.token)).statusCode).toBe(403);
    expect((await inject('GET', url, technician.token)).statusCode).toBe(403);
    expect((await inject('GET', url, screenToken)).statusCode).toBe(401);
    expect(
      (await inject('GET', '/api/partner-statement?period=2025-13', partner.token)).statusCode,
    ).toBe(400);
    expect((await inject('GET', '/api/partner-statement', partner.token)).statusCode).toBe(400);
  });

  it('is refused to all but admins on the back-office route; bad input is a 4xx', async () => {
    const url = statementUrl(partner.id);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, partner.token)).statusCode).toBe(403);
    expect((await inject('GET', url, other.token)).statusCode).toBe(403);
    expect((await inject('GET', url, technician.token)).statusCode).toBe(403);
    expect((await inject('GET', url, screenToken)).statusCode).toBe(401);
    expect((await inject('GET', statementUrl(999_999), admin.token)).statusCode).toBe(404);
    expect((await inject('GET', statementUrl(partner.id, '25-03'), admin.token)).statusCode).toBe(
      400,
    );
    expect(
      (await inject('GET', `/api/admin/partners/abc/statement?period=${PERIOD}`, admin.token))
        .statusCode,
    ).toBe(400);
  });

  it('exports the statement as CSV, in French and English', async () => {
    const fr = await inject(
      'GET',
      `/api/admin/partners/${partner.id}/statement/export?period=${PERIOD}`,
      admin.token,
    );
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = fr.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Contrat;Stations;Campagne;Diffusions;Recettes publicitaires HT;Taux de commission;Commission due',
    );
    expect(lines).toContainEqual(
      expect.stringContaining(`Campagne publicitaire n° ${adScreenDays} (Café Sidi);300;60,000;;`),
    );
    expect(lines).toContainEqual(
      expect.stringContaining('Total du contrat;1300;63,000;12,5 %;7,875'),
    );
    const en = await inject(
      'GET',
      `/api/partner-statement/export?period=${PERIOD}`,
      partner.token,
      undefined,
      { 'accept-language': 'en' },
    );
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Contract total');
    expect(en.body).toContain('12.5%');
    expect(
      (await inject('GET', `/api/partner-statement/export?period=${PERIOD}`, admin.token))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject(
          'GET',
          `/api/admin/partners/${partner.id}/statement/export?period=${PERIOD}`,
          partner.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

// Two instances share a database only on PostgreSQL: an in-memory PGlite belongs to one process.
if (usingPostgres) {
  describe('two instances issuing campaign lines at the same moment (PostgreSQL)', () => {
    it('gives each advertiser one invoice with its line once', async () => {
      const other = await createTestApp(
        {},
        undefined,
        {},
        { database: await openDatabase({ url: t.app.database.url! }) },
      );
      try {
        const period = '2022-02';
        const advertisers: number[] = [];
        for (let index = 0; index < 20; index++) {
          const client = await createClientAccount(t.app);
          advertisers.push(client.id);
          const adId = await ad({
            clientId: client.id,
            targetStationIds: [s1],
            dateDebut: '2022-02-01',
            dateFin: '2022-02-28',
            pricingBasis: 'per_mille',
            priceMillimes: 2_000,
          });
          // 500 + index plays → (500 + index) × 2,000 / 1000 = 1,000 + 2 × index millimes.
          await t.app.db.insert(screenPlaysDaily).values({
            stationId: s1,
            adId,
            day: '2022-02-10',
            plays: 500 + index,
            airtimeMs: 1_000,
          });
        }
        const results = await Promise.all([
          issuePeriod(t.app.db, period, t.app.config.billing),
          issuePeriod(other.app.db, period, other.app.config.billing),
          issuePeriod(other.app.db, period, other.app.config.billing),
          issuePeriod(t.app.db, period, t.app.config.billing),
        ]);
        expect(results.reduce((sum, result) => sum + result.issued, 0)).toBe(20);
        const lines = await t.app.db
          .select({ clientId: invoices.clientId, amount: invoiceLines.amountMillimes })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(and(eq(invoices.period, period), inArray(invoices.clientId, advertisers)));
        expect(lines).toHaveLength(20);
        expect(lines.map((line) => line.amount).sort((a, b) => a - b)).toEqual(
          advertisers.map((_, index) => 1_000 + 2 * index),
        );
      } finally {
        await other.close();
      }
    });
  });
}
