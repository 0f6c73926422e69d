import { formatBasisPoints, type PartnerStatement } from '@app/contracts/billing';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  adRequests,
  clients,
  contractStations,
  contracts,
  espaces,
  invoiceLines,
  invoices,
} from '../../db/schema';
import { type CsvColumns, csvAmount, csvLocalized, sendCsv } from '../../lib/csv';
import { firstOrNotFound } from '../../lib/errors';
import { periodInstants } from './campaign-billing';
import { attributeRevenue, type DayPlays, type StationSpan } from './campaign-rules';
import { stationsOfContracts } from './contracts';
import { campaignName } from './labels';
import { commissionOf, periodBounds, rentedDays } from './rules';

/**
 * A venue partner's monthly statement (issue 33): for each rental contract of the client running
 * in the month, the plays on its stations during the days it covers, per campaign, the share of
 * each campaign's invoiced HT amount those plays carry (campaign-rules.ts `attributeRevenue`), and
 * the commission owed: the contract's rate × that revenue, half-up, once per contract.
 */

type PlayRow = { ad_id: number; station_id: number; day: string | Date; plays: string | number };

const isoDay = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** Plays of the month by ad, station and day, for the ads that played on some of `stationIds`. */
async function playsOfAdsOn(db: Db, period: string, stationIds: number[]): Promise<PlayRow[]> {
  const { first, last } = periodBounds(period);
  const { from, to } = periodInstants(period);
  const ids = sql.join(
    stationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<PlayRow>(sql`
    with month_plays as (
      select ad_id, station_id, (started_at at time zone 'Africa/Tunis')::date as day,
             count(*) as plays
      from screen_plays where started_at >= ${from} and started_at < ${to} group by 1, 2, 3
      union all
      select ad_id, station_id, day, plays from screen_plays_daily
      where day >= ${first} and day <= ${last}
    )
    select ad_id, station_id, day, sum(plays)::bigint as plays from month_plays
    where ad_id in (select ad_id from month_plays where station_id in (${ids}))
    group by 1, 2, 3`);
  return (result as unknown as { rows: PlayRow[] }).rows;
}

export async function partnerStatement(
  db: Db,
  clientId: number,
  period: string,
): Promise<PartnerStatement> {
  const client = await firstOrNotFound(
    db
      .select({ id: clients.id, name: clients.companyName })
      .from(clients)
      .where(and(eq(clients.id, clientId), ne(clients.status, 'deleted'))),
  );
  const { first, last } = periodBounds(period);
  const own = await db
    .select({
      id: contracts.id,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      commissionBp: contracts.commissionBp,
    })
    .from(contracts)
    .where(
      and(
        eq(contracts.clientId, clientId),
        sql`${contracts.startDate} <= ${last}`,
        sql`(${contracts.endDate} is null or ${contracts.endDate} >= ${first})`,
      ),
    )
    .orderBy(asc(contracts.startDate), asc(contracts.id));
  const empty = {
    clientId,
    client: client.name,
    period,
    contracts: [],
    plays: 0,
    revenueMillimes: 0,
    commissionMillimes: 0,
  };
  if (own.length === 0) return empty;
  const links = await stationsOfContracts(
    db,
    own.map((contract) => contract.id),
  );
  const partnerStations = [...new Set(links.map((link) => link.id))];
  const plays = partnerStations.length > 0 ? await playsOfAdsOn(db, period, partnerStations) : [];
  const adIds = [...new Set(plays.map((row) => Number(row.ad_id)))];
  const playStations = [...new Set(plays.map((row) => Number(row.station_id)))];

  const [spans, lines, ads] = await Promise.all([
    // Every contract holding a played station in the month, whoever its client.
    playStations.length === 0
      ? []
      : db
          .select({
            contractId: contracts.id,
            stationId: contractStations.stationId,
            startDate: contracts.startDate,
            endDate: contracts.endDate,
          })
          .from(contractStations)
          .innerJoin(contracts, eq(contracts.id, contractStations.contractId))
          .where(
            and(
              inArray(contractStations.stationId, playStations),
              sql`${contracts.startDate} <= ${last}`,
              sql`(${contracts.endDate} is null or ${contracts.endDate} >= ${first})`,
            ),
          ),
    // The campaigns' lines of the month on live invoices.
    adIds.length === 0
      ? []
      : db
          .select({ adId: invoiceLines.adId, amountMillimes: invoiceLines.amountMillimes })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(
            and(
              eq(invoices.kind, 'invoice'),
              ne(invoices.status, 'cancelled'),
              eq(invoices.period, period),
              eq(invoiceLines.kind, 'ad_campaign'),
              isNotNull(invoiceLines.adId),
              inArray(invoiceLines.adId, adIds),
            ),
          ),
    adIds.length === 0
      ? []
      : db
          .select({ id: adRequests.id, ville: adRequests.ville, espaceNom: espaces.nom })
          .from(adRequests)
          .leftJoin(espaces, eq(espaces.id, adRequests.espaceId))
          .where(inArray(adRequests.id, adIds)),
  ]);
  const stationSpans: StationSpan[] = spans.flatMap((span) => {
    const covered = rentedDays(span.startDate, span.endDate, period);
    return covered
      ? [
          {
            contractId: span.contractId,
            stationId: span.stationId,
            from: covered.from,
            to: covered.to,
          },
        ]
      : [];
  });
  const amountOf = new Map<number, number>();
  for (const line of lines) {
    amountOf.set(line.adId!, (amountOf.get(line.adId!) ?? 0) + line.amountMillimes);
  }
  const placeOf = new Map(ads.map((ad) => [ad.id, ad.espaceNom ?? ad.ville]));

  // Per contract of the partner and campaign: plays and attributed revenue.
  const perContract = new Map<number, Map<number, { plays: number; revenueMillimes: number }>>();
  for (const adId of adIds.sort((a, b) => a - b)) {
    const dayPlays: DayPlays[] = plays
      .filter((row) => Number(row.ad_id) === adId)
      .map((row) => ({
        stationId: Number(row.station_id),
        day: isoDay(row.day),
        plays: Number(row.plays),
      }));
    for (const unit of attributeRevenue(amountOf.get(adId) ?? 0, dayPlays, stationSpans)) {
      if (unit.contractId === null || !own.some((contract) => contract.id === unit.contractId)) {
        continue;
      }
      const campaigns = perContract.get(unit.contractId) ?? new Map();
      const total = campaigns.get(adId) ?? { plays: 0, revenueMillimes: 0 };
      total.plays += unit.plays;
      total.revenueMillimes += unit.revenueMillimes;
      campaigns.set(adId, total);
      perContract.set(unit.contractId, campaigns);
    }
  }

  const statementContracts = own.flatMap((contract) => {
    const covered = rentedDays(contract.startDate, contract.endDate, period);
    if (!covered) return [];
    const campaigns = [...(perContract.get(contract.id) ?? new Map()).entries()].map(
      ([adId, total]) => ({
        adId,
        place: placeOf.get(adId) ?? '',
        plays: total.plays,
        revenueMillimes: total.revenueMillimes,
        invoiced: amountOf.has(adId),
      }),
    );
    const revenueMillimes = campaigns.reduce((sum, row) => sum + row.revenueMillimes, 0);
    return [
      {
        contractId: contract.id,
        stations: links
          .filter((link) => link.contractId === contract.id)
          .map(({ id, reference }) => ({ id, reference })),
        from: covered.from,
        to: covered.to,
        commissionBp: contract.commissionBp,
        campaigns,
        plays: campaigns.reduce((sum, row) => sum + row.plays, 0),
        revenueMillimes,
        commissionMillimes: commissionOf(revenueMillimes, contract.commissionBp ?? 0),
      },
    ];
  });
  return {
    ...empty,
    contracts: statementContracts,
    plays: statementContracts.reduce((sum, row) => sum + row.plays, 0),
    revenueMillimes: statementContracts.reduce((sum, row) => sum + row.revenueMillimes, 0),
    commissionMillimes: statementContracts.reduce((sum, row) => sum + row.commissionMillimes, 0),
  };
}

// --- the CSV -----------------------------------------------------------------------------------

interface StatementLine {
  contract: string;
  stations: string;
  campaign: Readonly<Record<'fr' | 'en', string>>;
  plays: number;
  revenueMillimes: number;
  rate: Readonly<Record<'fr' | 'en', string>> | null;
  commissionMillimes: number | null;
}

const TOTAL = { fr: 'Total du contrat', en: 'Contract total' } as const;

const COLUMNS: CsvColumns<StatementLine> = [
  { title: { fr: 'Contrat', en: 'Contract' }, value: (line) => line.contract },
  { title: { fr: 'Stations', en: 'Stations' }, value: (line) => line.stations },
  { title: { fr: 'Campagne', en: 'Campaign' }, value: (line) => csvLocalized(line.campaign) },
  { title: { fr: 'Diffusions', en: 'Plays' }, value: (line) => line.plays },
  {
    title: { fr: 'Recettes publicitaires HT', en: 'Ad revenue excl. tax' },
    value: (line) => csvAmount(line.revenueMillimes),
  },
  {
    title: { fr: 'Taux de commission', en: 'Commission rate' },
    value: (line) => (line.rate ? csvLocalized(line.rate) : ''),
  },
  {
    title: { fr: 'Commission due', en: 'Commission owed' },
    value: (line) => (line.commissionMillimes === null ? '' : csvAmount(line.commissionMillimes)),
  },
];

function statementLines(statement: PartnerStatement): StatementLine[] {
  return statement.contracts.flatMap((contract) => {
    const head = {
      contract: `#${contract.contractId}`,
      stations: contract.stations.map((station) => station.reference).join(', '),
    };
    return [
      ...contract.campaigns.map((row) => ({
        ...head,
        campaign: {
          fr: campaignName('fr', row.adId, row.place),
          en: campaignName('en', row.adId, row.place),
        },
        plays: row.plays,
        revenueMillimes: row.revenueMillimes,
        rate: null,
        commissionMillimes: null,
      })),
      {
        ...head,
        campaign: TOTAL,
        plays: contract.plays,
        revenueMillimes: contract.revenueMillimes,
        rate: {
          fr: formatBasisPoints(contract.commissionBp ?? 0, 'fr'),
          en: formatBasisPoints(contract.commissionBp ?? 0, 'en'),
        },
        commissionMillimes: contract.commissionMillimes,
      },
    ];
  });
}

/**
 * A partner's statement of `period` as CSV in the reader's language:
 * `releve-partenaire-<client>-<period>-<date>.csv`.
 */
export async function sendStatementCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  clientId: number,
  period: string,
) {
  const statement = await partnerStatement(db, clientId, period);
  reply.header('Cache-Control', 'no-store');
  return sendCsv(
    request,
    reply,
    `releve-partenaire-${statement.clientId}-${statement.period}`,
    COLUMNS,
    statementLines(statement),
  );
}
