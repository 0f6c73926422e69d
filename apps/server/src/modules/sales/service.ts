import type {
  DemandeEdit,
  DemandeListFilters,
  PatchDemandeInput,
  StaffDemande,
  StaffReservation,
} from '@app/contracts/sales-staff';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demandes, reservations } from '../../db/schema';
import { deleteAudited, recordAudit } from '../../lib/audit';
import { firstOrNotFound } from '../../lib/errors';
import { matchingRows, pageAndCount, totalOf } from '../../lib/paged';
import { anyColumnContains, containsPattern, pageOffset } from '../../lib/search';
import { toDemande } from './demande-record';

/** Newest first; `tel` is the staff screen's phone search, `q` the back-office header search. */
export async function listDemandes(db: Db, query: DemandeListFilters) {
  const filters: SQL[] = [];
  if (query.tel) filters.push(ilike(demandes.tel, containsPattern(query.tel)));
  const match = anyColumnContains(query.q, [
    demandes.nom,
    demandes.email,
    demandes.nomentreprise,
    demandes.tel,
    demandes.gouvernorat,
  ]);
  if (match) filters.push(match);
  if (query.type) filters.push(eq(demandes.type, query.type));
  if (query.statut) filters.push(eq(demandes.statut, query.statut));
  const where = filters.length ? and(...filters) : undefined;

  const rows = await db
    .select({ demande: demandes, total: matchingRows })
    .from(demandes)
    .where(where)
    .orderBy(desc(demandes.createdAt), desc(demandes.id))
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  const total = await totalOf(rows, query.page, async () => {
    const [row] = await db.select({ total: count() }).from(demandes).where(where);
    return row?.total ?? 0;
  });
  return { items: rows.map((row) => toDemande(row.demande)), total };
}

export async function getDemande(db: Db, id: number): Promise<StaffDemande> {
  const row = await firstOrNotFound(
    db.select().from(demandes).where(eq(demandes.id, id)),
    'sales.staff.demandeNotFound',
  );
  return toDemande(row);
}

/** Writes a quote request's new values and their audit entry in one transaction. */
function writeDemande(
  db: Db,
  id: number,
  values: DemandeEdit | PatchDemandeInput,
  audit: { adminId: number; action: string; details?: Record<string, unknown> },
): Promise<StaffDemande> {
  return db.transaction(async (tx) => {
    const row = await firstOrNotFound(
      tx.update(demandes).set(values).where(eq(demandes.id, id)).returning(),
      'sales.staff.demandeNotFound',
    );
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: audit.adminId,
      action: audit.action,
      entity: 'demande',
      entityId: id,
      details: audit.details,
    });
    return toDemande(row);
  });
}

export function updateDemande(
  db: Db,
  id: number,
  values: DemandeEdit,
  adminId: number,
): Promise<StaffDemande> {
  return writeDemande(db, id, values, { adminId, action: 'update' });
}

export function patchDemande(
  db: Db,
  id: number,
  values: PatchDemandeInput,
  adminId: number,
): Promise<StaffDemande> {
  return writeDemande(db, id, values, {
    adminId,
    action: values.statut ? `statut:${values.statut}` : 'update',
    details: { ...values },
  });
}

export async function deleteDemande(db: Db, id: number, adminId: number): Promise<void> {
  await deleteAudited(db, adminId, 'demande', id, async (tx) => {
    const row = await firstOrNotFound(
      tx.delete(demandes).where(eq(demandes.id, id)).returning(),
      'sales.staff.demandeNotFound',
    );
    // Keep what was deleted in the audit trail: a quote request is a sales lead.
    return toDemande(row) as unknown as Record<string, unknown>;
  });
}

/** Demo bookings, soonest demo first. */
export async function listReservations(db: Db, page: number, limit: number) {
  const { rows, total } = await pageAndCount(
    { page, limit },
    db.select().from(reservations).orderBy(asc(reservations.demoDate), asc(reservations.id)),
    db.select({ total: count() }).from(reservations),
  );
  const items: StaffReservation[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    demo_date: row.demoDate,
  }));
  return { items, total };
}
