import { randomInt } from 'node:crypto';
import {
  type PublicStation,
  type QrCaseStatus,
  type QrReclamation,
  type QrReclamationData,
  type QrReclamationListQuery,
  stationLieu,
} from '@app/contracts/reclamations';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { espaces, reclamationsQr, stations } from '../../db/schema';
import { badRequest } from '../../lib/errors';

// Unambiguous characters only (no 0/O, 1/I): case numbers get read out over the phone.
const CASE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `RQ-20261121-7KQ4M2`: the filing day plus 6 random characters. */
function newCaseNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += CASE_ALPHABET[randomInt(CASE_ALPHABET.length)];
  return `RQ-${day}-${suffix}`;
}

/** The minimal, public view of a station for the QR form, or undefined when unknown. */
export async function findPublicStation(
  db: Db,
  reference: string,
): Promise<(PublicStation & { id: number }) | undefined> {
  const [row] = await db
    .select({
      id: stations.id,
      reference: stations.reference,
      espace: espaces.nom,
      ville: espaces.ville,
      gouvernorat: espaces.gouvernorat,
    })
    .from(stations)
    .leftJoin(espaces, eq(espaces.id, stations.espaceId))
    .where(sql`lower(${stations.reference}) = lower(${reference})`)
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    espace: row.espace ?? null,
    ville: row.ville ?? null,
    gouvernorat: row.gouvernorat ?? null,
    lieu: stationLieu({ reference: row.reference, espace: row.espace, ville: row.ville }),
  };
}

/**
 * Resolves the station of a QR-coded form before anything is stored. The place then comes from our
 * own data, so a tampered form can't attach a made-up place to a real station.
 */
export async function resolveStation(db: Db, data: QrReclamationData) {
  if (!data.station) return { stationId: null, lieu: data.lieu };
  const station = await findPublicStation(db, data.station);
  if (!station) throw badRequest('error.validation', { station: 'reclamations.qr.stationUnknown' });
  return { stationId: station.id, lieu: station.lieu };
}

export async function createQrReclamation(
  db: Db,
  data: QrReclamationData,
  place: { stationId: number | null; lieu: string },
  photo: string | null,
) {
  // A collision of 32^6 random suffixes on the same day is astronomically rare; retry anyway.
  for (let attempt = 0; ; attempt++) {
    const caseNumber = newCaseNumber();
    const [row] = await db
      .insert(reclamationsQr)
      .values({
        caseNumber,
        nom: data.nom,
        prenom: data.prenom,
        email: data.email,
        telephone: data.telephone,
        typeRetour: data.type_retour,
        lieu: place.lieu,
        stationId: place.stationId,
        dateProbleme: data.date_probleme,
        heureProbleme: data.heure_probleme,
        usageNanoBox: data.usage_nano_box,
        description: data.description,
        photo,
        souhaiteRetour: data.souhaite_retour,
      })
      .onConflictDoNothing({ target: reclamationsQr.caseNumber })
      .returning({ caseNumber: reclamationsQr.caseNumber, date: reclamationsQr.dateReclamation });
    if (row) return { caseNumber: row.caseNumber, date_reclamation: row.date.toISOString() };
    if (attempt >= 5) throw new Error('Could not allocate a unique case number');
  }
}

const listColumns = {
  id: reclamationsQr.id,
  caseNumber: reclamationsQr.caseNumber,
  nom: reclamationsQr.nom,
  prenom: reclamationsQr.prenom,
  email: reclamationsQr.email,
  telephone: reclamationsQr.telephone,
  typeRetour: reclamationsQr.typeRetour,
  lieu: reclamationsQr.lieu,
  stationId: reclamationsQr.stationId,
  stationReference: stations.reference,
  dateProbleme: reclamationsQr.dateProbleme,
  heureProbleme: reclamationsQr.heureProbleme,
  usageNanoBox: reclamationsQr.usageNanoBox,
  description: reclamationsQr.description,
  photo: reclamationsQr.photo,
  souhaiteRetour: reclamationsQr.souhaiteRetour,
  dateReclamation: reclamationsQr.dateReclamation,
  statut: reclamationsQr.statut,
  note: reclamationsQr.note,
};

/** Cases joined to their station (for the reference shown to staff). */
const selectCases = (db: Db) =>
  db
    .select(listColumns)
    .from(reclamationsQr)
    .leftJoin(stations, eq(stations.id, reclamationsQr.stationId));

type QrRow = Awaited<ReturnType<typeof selectCases>>[number];

function toWire(row: QrRow): QrReclamation {
  return {
    id: row.id,
    caseNumber: row.caseNumber,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    type_retour: row.typeRetour,
    lieu: row.lieu,
    stationId: row.stationId,
    stationReference: row.stationReference,
    date_probleme: row.dateProbleme,
    heure_probleme: row.heureProbleme,
    usage_nano_box: row.usageNanoBox,
    description: row.description,
    photo_url: row.photo ? `/uploads/${row.photo}` : null,
    souhaite_retour: row.souhaiteRetour,
    date_reclamation: row.dateReclamation.toISOString(),
    statut: row.statut,
    note: row.note,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Day after an ISO date, for an inclusive upper bound on a timestamp. */
const nextDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

type ParsedQrQuery = {
  page: number;
  limit: number;
  q?: string | undefined;
  type?: QrReclamationListQuery['type'];
  statut?: QrCaseStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** Newest first; filters by type, case status, filing dates (Africa/Tunis days) and free text. */
export async function listQrReclamations(db: Db, query: ParsedQrQuery) {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(reclamationsQr.typeRetour, query.type));
  if (query.statut) filters.push(eq(reclamationsQr.statut, query.statut));
  // Dates are calendar days in Tunisia (UTC+1, no DST).
  if (query.from)
    filters.push(gte(reclamationsQr.dateReclamation, new Date(`${query.from}T00:00:00+01:00`)));
  if (query.to)
    filters.push(
      lt(reclamationsQr.dateReclamation, new Date(`${nextDay(query.to)}T00:00:00+01:00`)),
    );
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const text = or(
      ilike(reclamationsQr.nom, pattern),
      ilike(reclamationsQr.prenom, pattern),
      ilike(reclamationsQr.email, pattern),
      ilike(reclamationsQr.telephone, pattern),
      ilike(reclamationsQr.lieu, pattern),
      ilike(reclamationsQr.description, pattern),
      ilike(reclamationsQr.caseNumber, pattern),
    );
    if (text) filters.push(text);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectCases(db)
      .where(where)
      .orderBy(desc(reclamationsQr.dateReclamation), desc(reclamationsQr.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(reclamationsQr).where(where),
  ]);
  return { items: rows.map(toWire), total: totalRow?.total ?? 0 };
}

export async function updateQrCase(
  db: Db,
  id: number,
  update: { statut: QrCaseStatus; note: string | null },
): Promise<QrReclamation | undefined> {
  const [updated] = await db
    .update(reclamationsQr)
    .set({ statut: update.statut, note: update.note })
    .where(eq(reclamationsQr.id, id))
    .returning({ id: reclamationsQr.id });
  if (!updated) return undefined;
  const [row] = await selectCases(db).where(eq(reclamationsQr.id, id));
  return row ? toWire(row) : undefined;
}
