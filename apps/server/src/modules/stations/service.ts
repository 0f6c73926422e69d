import type { MessageKey } from '@app/contracts';
import {
  type AdminStation,
  STATION_MODELS,
  stationDisplayStatus,
  type stationInputSchema,
} from '@app/contracts/places';
import { companyToday } from '@app/contracts/sales';
import type { StationLive } from '@app/contracts/telemetry';
import { desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clients, espaces, stationLive, stations } from '../../db/schema';
import { deleteAudited } from '../../lib/audit';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { containsPattern } from '../../lib/search';
import { stationRentalEnd } from '../billing/contracts';
import { assertActiveClient, assertEspaceExists } from '../espaces/service';
import { NEVER_SEEN, toLive } from '../telemetry/live';

/** Staff management of every station: where it stands, its model, dates and rental status. */

type StationData = z.output<typeof stationInputSchema>;

const stationColumns = {
  id: stations.id,
  reference: stations.reference,
  espaceId: stations.espaceId,
  // A client's typed place that matched none of its spaces is shown as typed.
  espacePublic: sql<string | null>`coalesce(${espaces.nom}, ${stations.espaceNom})`,
  secteur: espaces.activite,
  gouvernorat: espaces.gouvernorat,
  ville: espaces.ville,
  clientId: stations.clientId,
  client: clients.companyName,
  model: stations.model,
  fabrication: stations.dateFabrication,
  entretien: stations.dateEntretien,
  // The current contract's end date (billing), else the date staff typed.
  finLocation: stationRentalEnd(stations.id, stations.finLocation),
  status: stations.status,
};

/**
 * Search by reference, model, space (name, city, governorate, sector) or client company. The spaces
 * and clients matching `q` are found first (small tables), then stations by `espace_id`/`client_id`
 * membership: one ILIKE per station row instead of seven across two joins, which is what keeps
 * paging 10 000 stations under the budget (bench/stations.mjs). The trigram index of migration
 * `stations_search_indexes` serves the reference ILIKE on PostgreSQL.
 */
function searchFilter(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const needle = q.toLowerCase();
  const models = STATION_MODELS.filter((model) => model.toLowerCase().includes(needle));
  const matchingEspaces = db
    .select({ id: espaces.id })
    .from(espaces)
    .where(
      or(
        sql`${espaces.nom} ilike ${pattern}`,
        sql`${espaces.ville} ilike ${pattern}`,
        sql`${espaces.gouvernorat} ilike ${pattern}`,
        sql`${espaces.activite} ilike ${pattern}`,
      ),
    );
  const matchingClients = db
    .select({ id: clients.id })
    .from(clients)
    .where(sql`${clients.companyName} ilike ${pattern}`);
  return or(
    sql`${stations.reference} ilike ${pattern}`,
    models.length > 0 ? inArray(stations.model, models) : undefined,
    inArray(stations.espaceId, matchingEspaces),
    inArray(stations.clientId, matchingClients),
  );
}

type StationRow = Omit<AdminStation, 'displayStatus'>;

/** Adds the computed Status of the list (and of the CSV export) to each row. */
function withDisplayStatus(rows: StationRow[], today = companyToday()): AdminStation[] {
  return rows.map((row) => ({ ...row, displayStatus: stationDisplayStatus(row, today) }));
}

function selectStations(db: Db) {
  return db
    .select(stationColumns)
    .from(stations)
    .leftJoin(espaces, eq(espaces.id, stations.espaceId))
    .leftJoin(clients, eq(clients.id, stations.clientId));
}

/**
 * The page's ids come from `stations` alone (an index scan, even at the last page), then only those
 * rows are joined to their space and client.
 */
export async function listStations(
  db: Db,
  query: { q?: string; page: number; limit: number },
): Promise<{ items: AdminStation[]; total: number }> {
  const where = searchFilter(db, query.q);
  const { rows: page, total } = await pageAndCount(
    query,
    db.select({ id: stations.id }).from(stations).where(where).orderBy(desc(stations.id)),
    db.select({ total: sql<number>`count(*)::int` }).from(stations).where(where),
  );
  const ids = page.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await selectStations(db).where(inArray(stations.id, ids)).orderBy(desc(stations.id));
  return { items: withDisplayStatus(items), total };
}

/**
 * The rows of the CSV export, each with its live state: one left join on `station_live` (the
 * export may hold 50,000 rows, too many for the list's per-page lookup by id).
 */
export async function exportStations(
  db: Db,
  q: string | undefined,
  max: number,
  offlineAfterS: number,
): Promise<(AdminStation & { live: StationLive })[]> {
  const rows = await db
    .select({
      ...stationColumns,
      liveStatus: stationLive.status,
      portsInUse: stationLive.portsInUse,
      portsTotal: stationLive.portsTotal,
      lastSeenAt: stationLive.lastSeenAt,
    })
    .from(stations)
    .leftJoin(espaces, eq(espaces.id, stations.espaceId))
    .leftJoin(clients, eq(clients.id, stations.clientId))
    .leftJoin(stationLive, eq(stationLive.stationId, stations.id))
    .where(searchFilter(db, q))
    .orderBy(desc(stations.id))
    .limit(max);
  const today = companyToday();
  const now = Date.now();
  return rows.map(({ liveStatus, portsInUse, portsTotal, lastSeenAt, ...row }) => ({
    ...withDisplayStatus([row], today)[0]!,
    live:
      liveStatus && lastSeenAt
        ? toLive(
            {
              status: liveStatus,
              portsInUse: portsInUse ?? 0,
              portsTotal: portsTotal ?? 0,
              lastSeenAt,
            },
            offlineAfterS,
            now,
          )
        : NEVER_SEEN,
  }));
}

async function findStation(db: Db, id: number): Promise<AdminStation> {
  const row = await firstOrNotFound(selectStations(db).where(eq(stations.id, id)));
  return withDisplayStatus([row])[0]!;
}

function toColumns(input: StationData) {
  return {
    reference: input.reference,
    espaceId: input.espaceId,
    clientId: input.clientId,
    model: input.model,
    status: input.status,
    dateFabrication: input.fabrication,
    dateEntretien: input.entretien,
    finLocation: input.finLocation,
  };
}

/** A taken reference (the unique index) answers 409 with `referenceTaken`. */
const write = <T>(
  run: () => Promise<T>,
  referenceTaken: MessageKey = 'places.station.referenceTaken',
) => conflictOnDuplicate(run, referenceTaken, 'reference');

/**
 * The one path that creates a station row, for staff (createStation) and for a client
 * (client-service.ts). `referenceTaken` is the message the caller's form shows for a taken
 * reference.
 */
export async function insertStation(
  db: Db,
  values: typeof stations.$inferInsert,
  referenceTaken: MessageKey,
): Promise<typeof stations.$inferSelect> {
  const [row] = await write(() => db.insert(stations).values(values).returning(), referenceTaken);
  return row!;
}

export async function createStation(db: Db, input: StationData): Promise<AdminStation> {
  await assertEspaceExists(db, input.espaceId);
  await assertActiveClient(db, input.clientId);
  const row = await insertStation(db, toColumns(input), 'places.station.referenceTaken');
  return findStation(db, row.id);
}

export async function updateStation(db: Db, id: number, input: StationData): Promise<AdminStation> {
  await findStation(db, id);
  await assertEspaceExists(db, input.espaceId);
  await assertActiveClient(db, input.clientId);
  await write(() => db.update(stations).set(toColumns(input)).where(eq(stations.id, id)));
  return findStation(db, id);
}

export async function deleteStation(db: Db, adminId: number, id: number): Promise<void> {
  const station = await findStation(db, id);
  await deleteAudited(db, adminId, 'station', id, async (tx) => {
    await tx.delete(stations).where(eq(stations.id, id));
    return { reference: station.reference, espaceId: station.espaceId };
  });
}

/** The reference of station `id` (404 when there is none): what its QR sticker encodes. */
export async function stationReference(db: Db, id: number): Promise<string> {
  const station = await firstOrNotFound(
    db.select({ reference: stations.reference }).from(stations).where(eq(stations.id, id)),
  );
  return station.reference;
}
