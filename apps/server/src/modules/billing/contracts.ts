import type {
  Contract,
  ContractStatus,
  contractInputSchema,
  contractRenewSchema,
} from '@app/contracts/billing';
import { addDays, companyToday } from '@app/contracts/sales';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { clients, contractStations, contracts, stations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, conflict, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { containsPattern } from '../../lib/search';

/** Rental contracts: a client rents stations from a start date to an optional end date. */

type ContractData = z.output<typeof contractInputSchema>;

function contractStatus(
  startDate: string,
  endDate: string | null,
  today = companyToday(),
): ContractStatus {
  if (startDate > today) return 'upcoming';
  if (endDate !== null && endDate < today) return 'ended';
  return 'active';
}

const contractColumns = {
  id: contracts.id,
  clientId: contracts.clientId,
  client: clients.companyName,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  monthlyFeeMillimes: contracts.monthlyFeeMillimes,
  paymentTermsDays: contracts.paymentTermsDays,
  commissionBp: contracts.commissionBp,
  renewedFromId: contracts.renewedFromId,
  createdAt: contracts.createdAt,
};

type ContractRow = {
  id: number;
  clientId: number;
  client: string;
  startDate: string;
  endDate: string | null;
  monthlyFeeMillimes: number;
  paymentTermsDays: number;
  commissionBp: number | null;
  renewedFromId: number | null;
  createdAt: Date;
};

/** The stations of these contracts, one row per contract and station, by reference. */
export function stationsOfContracts(db: Db, contractIds: number[]) {
  return db
    .select({
      contractId: contractStations.contractId,
      id: stations.id,
      reference: stations.reference,
    })
    .from(contractStations)
    .innerJoin(stations, eq(stations.id, contractStations.stationId))
    .where(inArray(contractStations.contractId, contractIds))
    .orderBy(asc(stations.reference));
}

/** Adds each contract's stations (one query for the page) and its status. */
async function withStations(db: Db, rows: ContractRow[]): Promise<Contract[]> {
  if (rows.length === 0) return [];
  const links = await stationsOfContracts(
    db,
    rows.map((row) => row.id),
  );
  const today = companyToday();
  return rows.map((row) => {
    const own = links.filter((link) => link.contractId === row.id);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      stationIds: own.map((link) => link.id),
      stations: own.map(({ id, reference }) => ({ id, reference })),
      status: contractStatus(row.startDate, row.endDate, today),
    };
  });
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`${clients.companyName} ilike ${pattern}`,
    sql`exists (select 1 from ${contractStations} join ${stations} on ${stations.id} = ${contractStations.stationId}
      where ${contractStations.contractId} = ${contracts.id} and ${stations.reference} ilike ${pattern})`,
  );
}

export async function listContracts(
  db: Db,
  query: { q?: string; page: number; limit: number; clientId?: number },
): Promise<{ items: Contract[]; total: number }> {
  const where = and(
    query.clientId === undefined ? undefined : eq(contracts.clientId, query.clientId),
    searchFilter(query.q),
  );
  const { rows, total } = await pageAndCount(
    query,
    db
      .select(contractColumns)
      .from(contracts)
      .innerJoin(clients, eq(clients.id, contracts.clientId))
      .where(where)
      .orderBy(desc(contracts.startDate), desc(contracts.id)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(clients, eq(clients.id, contracts.clientId))
      .where(where),
  );
  return { items: await withStations(db, rows), total };
}

async function findContract(db: Db, id: number, clientId?: number): Promise<Contract> {
  const rows = await db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(
      and(
        eq(contracts.id, id),
        clientId === undefined ? undefined : eq(contracts.clientId, clientId),
      ),
    );
  const contract = await firstOrNotFound(withStations(db, rows));
  return contract;
}

/**
 * Refuses stations that do not exist or that another contract rents over an overlapping span.
 * The stations' rows are locked first, so two contracts for one station cannot pass at once.
 */
async function assertStationsFree(
  tx: Tx,
  stationIds: number[],
  startDate: string,
  endDate: string | null,
  exceptContractId?: number,
) {
  const found = await tx
    .select({ id: stations.id })
    .from(stations)
    .where(inArray(stations.id, stationIds))
    .for('update');
  if (found.length !== new Set(stationIds).size) throw badRequest('billing.stationNotFound');
  const [overlap] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(contractStations, eq(contractStations.contractId, contracts.id))
    .where(
      and(
        inArray(contractStations.stationId, stationIds),
        exceptContractId === undefined ? undefined : ne(contracts.id, exceptContractId),
        endDate === null ? undefined : lte(contracts.startDate, endDate),
        or(isNull(contracts.endDate), gte(contracts.endDate, startDate)),
      ),
    )
    .limit(1);
  if (overlap)
    throw conflict('billing.stationAlreadyRented', { stationIds: 'billing.stationAlreadyRented' });
}

async function assertClientActive(db: Db | Tx, clientId: number) {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.status, 'active')));
  if (!client) throw badRequest('billing.clientNotFound', { clientId: 'billing.clientNotFound' });
}

async function insertContract(
  tx: Tx,
  adminId: number,
  values: {
    clientId: number;
    stationIds: number[];
    startDate: string;
    endDate: string | null;
    monthlyFeeMillimes: number;
    paymentTermsDays: number;
    commissionBp: number | null;
    renewedFromId?: number;
  },
): Promise<number> {
  const stationIds = [...new Set(values.stationIds)];
  await assertStationsFree(tx, stationIds, values.startDate, values.endDate);
  const [row] = await tx
    .insert(contracts)
    .values({
      clientId: values.clientId,
      startDate: values.startDate,
      endDate: values.endDate,
      monthlyFeeMillimes: values.monthlyFeeMillimes,
      paymentTermsDays: values.paymentTermsDays,
      commissionBp: values.commissionBp,
      renewedFromId: values.renewedFromId ?? null,
      createdBy: adminId,
    })
    .returning({ id: contracts.id });
  await tx
    .insert(contractStations)
    .values(stationIds.map((stationId) => ({ contractId: row!.id, stationId })));
  // The rented stations are the client's, and say so in the stations list.
  await tx
    .update(stations)
    .set({ clientId: values.clientId, status: 'rented' })
    .where(and(inArray(stations.id, stationIds), eq(stations.status, 'available')));
  await recordAudit(tx, {
    actorType: 'admin',
    actorId: adminId,
    action: values.renewedFromId ? 'renew' : 'create',
    entity: 'contract',
    entityId: row!.id,
    details: { clientId: values.clientId, stationIds, renewedFromId: values.renewedFromId },
  });
  return row!.id;
}

export async function createContract(
  db: Db,
  adminId: number,
  input: ContractData,
): Promise<Contract> {
  await assertClientActive(db, input.clientId);
  const id = await db.transaction((tx) => insertContract(tx, adminId, input));
  return findContract(db, id);
}

/** Sets the last day of a contract. Invoices already issued are never touched. */
export async function endContract(
  db: Db,
  adminId: number,
  id: number,
  endDate: string,
): Promise<Contract> {
  const contract = await findContract(db, id);
  if (endDate < contract.startDate) {
    throw badRequest('billing.endBeforeStart', { endDate: 'billing.endBeforeStart' });
  }
  if (contract.endDate !== null && contract.endDate < endDate) {
    // Moving an end later is a renewal: it could collide with a contract that follows.
    throw conflict('billing.contractEnded', { endDate: 'billing.contractEnded' });
  }
  return changeContract(db, adminId, id, { endDate }, 'end', {
    endDate,
    previousEndDate: contract.endDate,
  });
}

/** Writes a change to a contract with its audit entry, in one transaction, and reads it back. */
async function changeContract(
  db: Db,
  adminId: number,
  id: number,
  values: Partial<typeof contracts.$inferInsert>,
  action: string,
  details: Record<string, unknown>,
): Promise<Contract> {
  await db.transaction(async (tx) => {
    await tx.update(contracts).set(values).where(eq(contracts.id, id));
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action,
      entity: 'contract',
      entityId: id,
      details,
    });
  });
  return findContract(db, id);
}

/**
 * Sets a contract's venue-partner commission (basis points, null = none). It only weighs on the
 * partner statements computed from now on; no invoice changes.
 */
export async function setContractCommission(
  db: Db,
  adminId: number,
  id: number,
  commissionBp: number | null,
): Promise<Contract> {
  const contract = await findContract(db, id);
  return changeContract(db, adminId, id, { commissionBp }, 'commission', {
    commissionBp,
    previousCommissionBp: contract.commissionBp,
  });
}

/** A new contract for the same client and stations, from the day after this one ends. */
export async function renewContract(
  db: Db,
  adminId: number,
  id: number,
  input: z.output<typeof contractRenewSchema>,
): Promise<Contract> {
  const contract = await findContract(db, id);
  if (contract.endDate === null) throw conflict('billing.renewNeedsEnd');
  const startDate = addDays(contract.endDate, 1);
  if (input.endDate !== null && input.endDate < startDate) {
    throw badRequest('billing.endBeforeStart', { endDate: 'billing.endBeforeStart' });
  }
  await assertClientActive(db, contract.clientId);
  const newId = await db.transaction((tx) =>
    insertContract(tx, adminId, {
      clientId: contract.clientId,
      stationIds: contract.stationIds,
      startDate,
      endDate: input.endDate,
      monthlyFeeMillimes: input.monthlyFeeMillimes ?? contract.monthlyFeeMillimes,
      paymentTermsDays: contract.paymentTermsDays,
      commissionBp: contract.commissionBp,
      renewedFromId: contract.id,
    }),
  );
  return findContract(db, newId);
}

/**
 * The "Fin location" of a station: the end date of the contract that rents it today (null while
 * that contract is open-ended), else the date staff typed on the station. A scalar subquery per
 * row of the page, served by `contract_stations_station_idx`.
 */
export function stationRentalEnd(
  stationId: SQL | typeof stations.id,
  stored: SQL | typeof stations.finLocation,
) {
  // Today in Tunisia, computed by the database: the column list is built once, used for years.
  const today = sql`(now() at time zone 'Africa/Tunis')::date`;
  const current = sql`(select coalesce(${contracts.endDate}::text, '') from ${contractStations}
    join ${contracts} on ${contracts.id} = ${contractStations.contractId}
    where ${contractStations.stationId} = ${stationId} and ${contracts.startDate} <= ${today}
      and (${contracts.endDate} is null or ${contracts.endDate} >= ${today})
    order by ${contracts.startDate} desc limit 1)`;
  return sql<string | null>`nullif(coalesce(${current}, ${stored}::text, ''), '')`;
}
