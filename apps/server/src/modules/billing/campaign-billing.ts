import type { Language } from '@app/contracts';
import {
  type AdPricing,
  type AdPricingBasis,
  type adPricingInputSchema,
  formatMillimes,
} from '@app/contracts/billing';
import { companyToday } from '@app/contracts/sales';
import { tunisMidnight } from '@app/contracts/screens';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { adRequests, clients, espaces, screens } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { firstOrNotFound } from '../../lib/errors';
import { screenStations, toCampaign } from '../screens/service';
import { type PairedScreen, screenDays } from './campaign-rules';
import { campaignName, groupedCount, monthLabel } from './labels';
import { periodBounds, perMilleAmount, screenDayAmount } from './rules';

/**
 * Accepted campaigns billed through the monthly invoices (issue 33): one line per campaign and
 * month on the advertiser's invoice (the client who submitted the ad request), priced per
 * screen-day or per thousand plays as staff set it on the campaign.
 */

export async function setAdPricing(
  db: Db,
  id: number,
  input: z.output<typeof adPricingInputSchema>,
  adminId: number,
): Promise<AdPricing> {
  return db.transaction(async (tx: Tx) => {
    const row = await firstOrNotFound(
      tx
        .update(adRequests)
        .set({ pricingBasis: input.basis, priceMillimes: input.priceMillimes })
        .where(eq(adRequests.id, id))
        .returning({ basis: adRequests.pricingBasis, priceMillimes: adRequests.priceMillimes }),
      'ads.notFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: 'pricing',
      entity: 'ad_request',
      entityId: id,
      details: { ...input },
    });
    return row;
  });
}

/** Priced, accepted campaigns of a client (not deleted) whose dates touch the period. */
function billableIn(period: string) {
  const { first, last } = periodBounds(period);
  return and(
    eq(adRequests.statut, 'Accepté'),
    isNotNull(adRequests.clientId),
    isNotNull(adRequests.pricingBasis),
    isNotNull(adRequests.priceMillimes),
    sql`${adRequests.dateDebut} <= ${last}`,
    sql`${adRequests.dateFin} >= ${first}`,
    ne(clients.status, 'deleted'),
  );
}

/** The clients with a priced campaign running in the period. */
export async function campaignClients(db: Db, period: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: adRequests.clientId })
    .from(adRequests)
    .innerJoin(clients, eq(clients.id, adRequests.clientId))
    .where(billableIn(period));
  return rows.map((row) => row.clientId!);
}

export interface BillableCampaign {
  adId: number;
  clientId: number;
  clientName: string;
  clientTaxNumber: string | null;
  language: Language;
  espaceNom: string | null;
  ville: string;
  basis: AdPricingBasis;
  priceMillimes: number;
  /** Screen-days or plays of the month. */
  quantity: number;
  amountMillimes: number;
}

/** Paired screens with their place and pairing day: what screen-days count on. */
export async function pairedScreens(db: Db): Promise<PairedScreen[]> {
  const [places, paired] = await Promise.all([
    screenStations(db),
    db.select({ stationId: screens.stationId, pairedAt: screens.pairedAt }).from(screens),
  ]);
  const pairedOn = new Map(paired.map((row) => [row.stationId, companyToday(row.pairedAt)]));
  return places
    .filter((place) => pairedOn.has(place.stationId))
    .map((place) => ({
      stationId: place.stationId,
      espaceId: place.espaceId,
      gouvernorat: place.gouvernorat,
      pairedOn: pairedOn.get(place.stationId)!,
    }));
}

/** `[from, to)` instants of a month in Tunisia. */
export function periodInstants(period: string): { from: Date; to: Date } {
  const { first, last } = periodBounds(period);
  const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: tunisMidnight(first), to: tunisMidnight(next) };
}

/** Plays recorded in the month (raw plays, days in Tunisia, plus their daily roll-ups), by ad. */
async function monthPlays(db: Db, period: string, adIds: number[]): Promise<Map<number, number>> {
  if (adIds.length === 0) return new Map();
  const { first, last } = periodBounds(period);
  const { from, to } = periodInstants(period);
  const ids = sql.join(
    adIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ ad_id: number; plays: string | number }>(sql`
    select ad_id, sum(plays)::bigint as plays from (
      select ad_id, count(*) as plays from screen_plays
      where ad_id in (${ids}) and started_at >= ${from} and started_at < ${to} group by 1
      union all
      select ad_id, sum(plays) from screen_plays_daily
      where ad_id in (${ids}) and day >= ${first} and day <= ${last} group by 1
    ) month_plays group by 1`);
  const rows = (result as unknown as { rows: { ad_id: number; plays: string | number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.ad_id), Number(row.plays)]));
}

/**
 * The billable campaigns of some clients for the period, by client, with their quantity and
 * amount (screen-days × price, or plays / 1000 × price half-up). A campaign whose month comes to
 * nothing (no screen-day, no play, or 0 millimes) has no line.
 */
export async function billableCampaigns(
  db: Db,
  period: string,
  clientIds: number[],
  screensOf: () => Promise<PairedScreen[]>,
): Promise<Map<number, BillableCampaign[]>> {
  const byClient = new Map<number, BillableCampaign[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({
      ad: adRequests,
      clientName: clients.companyName,
      clientTaxNumber: clients.taxNumber,
      language: clients.invoiceLanguage,
      espaceNom: espaces.nom,
    })
    .from(adRequests)
    .innerJoin(clients, eq(clients.id, adRequests.clientId))
    .leftJoin(espaces, eq(espaces.id, adRequests.espaceId))
    .where(and(billableIn(period), inArray(adRequests.clientId, clientIds)))
    .orderBy(asc(adRequests.clientId), asc(adRequests.id));
  if (rows.length === 0) return byClient;
  const perMille = rows.filter((row) => row.ad.pricingBasis === 'per_mille');
  const plays = await monthPlays(
    db,
    period,
    perMille.map((row) => row.ad.id),
  );
  const paired = rows.some((row) => row.ad.pricingBasis === 'screen_day') ? await screensOf() : [];
  for (const row of rows) {
    const basis = row.ad.pricingBasis!;
    const price = row.ad.priceMillimes!;
    const quantity =
      basis === 'per_mille'
        ? (plays.get(row.ad.id) ?? 0)
        : screenDays(toCampaign(row.ad), paired, period);
    const amountMillimes =
      basis === 'per_mille' ? perMilleAmount(quantity, price) : screenDayAmount(quantity, price);
    if (amountMillimes <= 0) continue;
    const list = byClient.get(row.ad.clientId!) ?? [];
    list.push({
      adId: row.ad.id,
      clientId: row.ad.clientId!,
      clientName: row.clientName,
      clientTaxNumber: row.clientTaxNumber,
      language: row.language,
      espaceNom: row.espaceNom,
      ville: row.ad.ville,
      basis,
      priceMillimes: price,
      quantity,
      amountMillimes,
    });
    byClient.set(row.ad.clientId!, list);
  }
  return byClient;
}

/**
 * "Campagne publicitaire n° 12 (Café Sidi) — mars 2026 — 62 écrans-jours × 2,500 TND", or
 * "… — 12 345 diffusions × 3,000 TND les 1 000 diffusions": the name, the pricing basis and the
 * quantity, as the PDF and the journal print them.
 */
export function campaignLineLabel(
  language: Language,
  campaign: Pick<
    BillableCampaign,
    'adId' | 'espaceNom' | 'ville' | 'basis' | 'priceMillimes' | 'quantity'
  >,
  period: string,
): string {
  const name = campaignName(language, campaign.adId, campaign.espaceNom ?? campaign.ville);
  const count = groupedCount(campaign.quantity, language);
  const price = formatMillimes(campaign.priceMillimes, language);
  const month = monthLabel(language, period);
  const one = campaign.quantity === 1;
  if (campaign.basis === 'screen_day') {
    return language === 'fr'
      ? `${name} — ${month} — ${count} ${one ? 'écran-jour' : 'écrans-jours'} × ${price} l’écran-jour`
      : `${name} — ${month} — ${count} ${one ? 'screen-day' : 'screen-days'} × ${price} per screen-day`;
  }
  return language === 'fr'
    ? `${name} — ${month} — ${count} ${one ? 'diffusion' : 'diffusions'} × ${price} les 1 000 diffusions`
    : `${name} — ${month} — ${count} ${one ? 'play' : 'plays'} × ${price} per 1,000 plays`;
}
