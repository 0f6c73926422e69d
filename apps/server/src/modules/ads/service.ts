import type { adListQuerySchema } from '@app/contracts/ads';
import {
  type AdDecision,
  type AdFormValues,
  type AdRequest,
  type AdStatus,
  displayedAdStatus,
} from '@app/contracts/ads';
import { and, count, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { adRequests, clients, espaces } from '../../db/schema';
import { deleteAudited, recordAudit } from '../../lib/audit';
import { badRequest, firstOrNotFound, notFound } from '../../lib/errors';
import { anyColumnContains, pageOffset } from '../../lib/search';
import { creativeType } from '../screens/service';

type AdListFilters = z.output<typeof adListQuerySchema>;

const columns = {
  ad: adRequests,
  clientName: clients.fullName,
  espaceNom: espaces.nom,
};

type Joined = {
  ad: typeof adRequests.$inferSelect;
  clientName: string | null;
  espaceNom: string | null;
};

function toAdRequest(row: Joined, today: string): AdRequest {
  const { ad } = row;
  return {
    id: ad.id,
    user: row.clientName ?? ad.nomPrenom,
    nomPrenom: ad.nomPrenom,
    email: ad.email,
    tel1: ad.tel1,
    tel2: ad.tel2,
    espace: ad.espaceId,
    espaceNom: row.espaceNom,
    typeEspace: ad.typeEspace,
    gouvernorat: ad.gouvernorat,
    ville: ad.ville,
    dateDebut: ad.dateDebut,
    dateFin: ad.dateFin,
    statut: ad.statut,
    status: displayedAdStatus(ad.statut, ad.dateFin, today),
    video: ad.video ? `/uploads/${ad.video}` : null,
    createdAt: ad.createdAt.toISOString(),
    mediaType: creativeType(ad.video),
    targeting: {
      stationIds: ad.targetStationIds,
      gouvernorats: ad.targetGouvernorats,
      dayparts: ad.dayparts,
      playsPerHour: ad.playsPerHour,
      durationMs: ad.durationMs,
    },
    pricing: { basis: ad.pricingBasis, priceMillimes: ad.priceMillimes },
  };
}

/** The SQL twin of `displayedAdStatus`, so the status filter pages in the database. */
function statusFilter(status: AdStatus, today: string): SQL | undefined {
  if (status === 'Terminé')
    return and(ne(adRequests.statut, 'Rejeté'), lt(adRequests.dateFin, today));
  if (status === 'Rejeté') return eq(adRequests.statut, 'Rejeté');
  return and(eq(adRequests.statut, status), gte(adRequests.dateFin, today));
}

function selectJoined(db: Db) {
  return db
    .select(columns)
    .from(adRequests)
    .leftJoin(clients, eq(clients.id, adRequests.clientId))
    .leftJoin(espaces, eq(espaces.id, adRequests.espaceId));
}

export async function listAdRequests(db: Db, query: AdListFilters, today: string) {
  const filters: SQL[] = [];
  const match = anyColumnContains(query.q, [
    adRequests.nomPrenom,
    adRequests.email,
    adRequests.ville,
    adRequests.gouvernorat,
    adRequests.typeEspace,
  ]);
  if (match) filters.push(match);
  if (query.status) {
    const filter = statusFilter(query.status, today);
    if (filter) filters.push(filter);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(desc(adRequests.createdAt), desc(adRequests.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ total: count() }).from(adRequests).where(where),
  ]);
  return { items: rows.map((row) => toAdRequest(row, today)), total: totalRow?.total ?? 0 };
}

/** One request; with `ownerId`, only that client's (another's is 404, like a missing one). */
export async function getAdRequest(
  db: Db,
  id: number,
  today: string,
  ownerId?: number,
): Promise<AdRequest> {
  const [row] = await selectJoined(db).where(eq(adRequests.id, id));
  if (!row || (ownerId !== undefined && row.ad.clientId !== ownerId)) {
    throw notFound('ads.notFound');
  }
  return toAdRequest(row, today);
}

/** An advertiser's own requests, newest first. */
export async function listOwnAdRequests(
  db: Db,
  clientId: number,
  today: string,
): Promise<AdRequest[]> {
  const rows = await selectJoined(db)
    .where(eq(adRequests.clientId, clientId))
    .orderBy(desc(adRequests.createdAt), desc(adRequests.id))
    .limit(200);
  return rows.map((row) => toAdRequest(row, today));
}

/** The espace number must name an existing venue; checked before any file is stored. */
export async function assertEspaceExists(db: Db, espaceId: number | null): Promise<void> {
  if (espaceId === null) return;
  const [row] = await db.select({ id: espaces.id }).from(espaces).where(eq(espaces.id, espaceId));
  if (!row) throw badRequest('error.validation', { espace: 'ads.espaceNotFound' });
}

export async function assertAdExists(db: Db, id: number): Promise<void> {
  await firstOrNotFound(
    db.select({ id: adRequests.id }).from(adRequests).where(eq(adRequests.id, id)),
    'ads.notFound',
  );
}

function rowValues(values: Omit<AdFormValues, 'statut'> & { statut: AdDecision }) {
  return {
    nomPrenom: values.nomPrenom,
    email: values.email,
    tel1: values.tel1,
    tel2: values.tel2,
    espaceId: values.espace,
    typeEspace: values.typeEspace,
    gouvernorat: values.gouvernorat,
    ville: values.ville,
    dateDebut: values.dateDebut,
    dateFin: values.dateFin,
    statut: values.statut,
  };
}

/** Who records a request: staff, or an advertiser (a client) from the portal, linked to it. */
export type AdActor = { type: 'admin' | 'client'; id: number };

export async function createAdRequest(
  db: Db,
  values: Omit<AdFormValues, 'statut'> & { statut: AdDecision },
  video: string | null,
  actor: AdActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adRequests)
      .values({
        ...rowValues(values),
        video,
        ...(actor.type === 'client' ? { clientId: actor.id } : {}),
      })
      .returning({ id: adRequests.id });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'create',
      entity: 'ad_request',
      entityId: row!.id,
    });
    return row!.id;
  });
}

/** Saves the form; without a new video the current one is kept. */
export async function updateAdRequest(
  db: Db,
  id: number,
  values: AdFormValues,
  video: string | undefined,
  adminId: number,
): Promise<void> {
  await setAdRequest(
    db,
    id,
    { ...rowValues(values), ...(video ? { video } : {}) },
    adminId,
    'update',
  );
}

export async function decideAdRequest(
  db: Db,
  id: number,
  statut: AdDecision,
  adminId: number,
): Promise<void> {
  await setAdRequest(db, id, { statut }, adminId, `statut:${statut}`);
}

/** Staff change columns of one request, audited in the same transaction; 404 when it is gone. */
async function setAdRequest(
  db: Db,
  id: number,
  columns: Partial<typeof adRequests.$inferInsert>,
  adminId: number,
  action: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await firstOrNotFound(
      tx
        .update(adRequests)
        .set(columns)
        .where(eq(adRequests.id, id))
        .returning({ id: adRequests.id }),
      'ads.notFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action,
      entity: 'ad_request',
      entityId: id,
    });
  });
}

export async function deleteAdRequest(db: Db, id: number, adminId: number): Promise<void> {
  await deleteAudited(db, adminId, 'ad_request', id, async (tx) => {
    const row = await firstOrNotFound(
      tx.delete(adRequests).where(eq(adRequests.id, id)).returning(),
      'ads.notFound',
    );
    return { ...row, createdAt: row.createdAt.toISOString() };
  });
}
