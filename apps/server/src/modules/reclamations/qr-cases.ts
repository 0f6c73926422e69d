import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { UrgentKind } from '@app/contracts/reclamation-options';
import {
  type CaseFollowUp,
  type PublicStation,
  type QrCaseStatus,
  type QrReclamation,
  type QrReclamationData,
  type QrReclamationListQuery,
  stationLieu,
} from '@app/contracts/reclamations';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, espaces, reclamationQrReplies, reclamationsQr, stations } from '../../db/schema';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { pageAndCount } from '../../lib/paged';
import { anyColumnContains } from '../../lib/search';

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
  const { secret, hash } = newFollowSecret();
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
        followSecretHash: hash,
      })
      .onConflictDoNothing({ target: reclamationsQr.caseNumber })
      .returning({ caseNumber: reclamationsQr.caseNumber, date: reclamationsQr.dateReclamation });
    if (row) {
      return {
        caseNumber: row.caseNumber,
        date_reclamation: row.date.toISOString(),
        followSecret: secret,
        followUrl: followUrlOf(row.caseNumber, secret),
      };
    }
    if (attempt >= 5) throw new Error('Could not allocate a unique case number');
  }
}

// --- follow-up links (issue 32) -------------------------------------------------------------

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** Compared against when the case is unknown, so timing does not tell which case numbers exist. */
const DUMMY_HASH = hashSecret('no case has this secret');

/** A new follow-up secret (192 random bits) and the hash stored in its place. */
function newFollowSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

/** Constant-time comparison of a presented secret with the stored hash. */
function secretMatches(storedHash: string | null | undefined, secret: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(storedHash ?? DUMMY_HASH, 'hex');
  return (
    expected.length === presented.length &&
    timingSafeEqual(expected, presented) &&
    storedHash !== null &&
    storedHash !== undefined
  );
}

const followUrlOf = (caseNumber: string, secret: string) =>
  `/reclamation-qr/suivi/${encodeURIComponent(caseNumber)}#${secret}`;

/** The case behind a follow-up link, or undefined when the number or the secret is wrong. */
export async function followUp(
  db: Db,
  caseNumber: string,
  secret: string,
): Promise<CaseFollowUp | undefined> {
  const [row] = await db
    .select({
      id: reclamationsQr.id,
      caseNumber: reclamationsQr.caseNumber,
      statut: reclamationsQr.statut,
      typeRetour: reclamationsQr.typeRetour,
      urgentKind: reclamationsQr.urgentKind,
      locker: reclamationsQr.locker,
      lieu: reclamationsQr.lieu,
      date: reclamationsQr.dateReclamation,
      statusChangedAt: reclamationsQr.statusChangedAt,
      hash: reclamationsQr.followSecretHash,
    })
    .from(reclamationsQr)
    .where(eq(reclamationsQr.caseNumber, caseNumber.toUpperCase()));
  if (!secretMatches(row?.hash, secret) || !row) return undefined;
  const replies = await db
    .select({ text: reclamationQrReplies.text, createdAt: reclamationQrReplies.createdAt })
    .from(reclamationQrReplies)
    .where(eq(reclamationQrReplies.reclamationId, row.id))
    .orderBy(reclamationQrReplies.createdAt, reclamationQrReplies.id);
  return {
    caseNumber: row.caseNumber,
    statut: row.statut,
    type_retour: row.typeRetour,
    urgentKind: row.urgentKind,
    locker: row.locker,
    lieu: row.lieu,
    date_reclamation: row.date.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({
      text: reply.text,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}

/** What an urgent report says, in the back-office's language (French). */
function urgentDescription(kind: UrgentKind, locker: number | undefined): string {
  return kind === 'phone_locked'
    ? `Mon téléphone est bloqué dans le casier${locker ? ` n°${locker}` : ''}`
    : 'La station ne charge pas';
}

/**
 * A one-tap urgent report: stored as a case (a technical problem, call back by phone) with a
 * follow-up secret, and a work order with the urgent deadline opened for it in the same
 * transaction.
 */
export async function createUrgentReport(
  db: Db,
  input: { station: string; kind: UrgentKind; locker?: number | undefined; telephone: string },
  openOrder: (
    tx: Db,
    order: { stationId: number; reclamationId: number; description: string },
  ) => Promise<unknown>,
  now = new Date(),
) {
  const station = await findPublicStation(db, input.station);
  if (!station) throw badRequest('error.validation', { station: 'reclamations.qr.stationUnknown' });
  const { secret, hash } = newFollowSecret();
  const description = urgentDescription(input.kind, input.locker);
  // Tunisia is UTC+1 all year.
  const local = new Date(now.getTime() + 3_600_000).toISOString();
  return db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const caseNumber = newCaseNumber(now);
      const [row] = await tx
        .insert(reclamationsQr)
        .values({
          caseNumber,
          nom: '',
          prenom: '',
          email: '',
          telephone: input.telephone,
          typeRetour: 'Problème technique',
          lieu: station.lieu,
          stationId: station.id,
          dateProbleme: local.slice(0, 10),
          heureProbleme: local.slice(11, 16),
          usageNanoBox: 'Autre',
          description,
          souhaiteRetour: 'Oui, par téléphone',
          urgentKind: input.kind,
          locker: input.locker ?? null,
          followSecretHash: hash,
          dateReclamation: now,
        })
        .onConflictDoNothing({ target: reclamationsQr.caseNumber })
        .returning({ id: reclamationsQr.id, caseNumber: reclamationsQr.caseNumber });
      if (row) {
        await openOrder(tx as unknown as Db, {
          stationId: station.id,
          reclamationId: row.id,
          description,
        });
        return {
          caseNumber: row.caseNumber,
          date_reclamation: now.toISOString(),
          followSecret: secret,
          followUrl: followUrlOf(row.caseNumber, secret),
        };
      }
      if (attempt >= 5) throw new Error('Could not allocate a unique case number');
    }
  });
}

/** Staff replies to a case, oldest first (back-office). */
export async function caseReplies(db: Db, id: number) {
  const rows = await db
    .select({
      id: reclamationQrReplies.id,
      text: reclamationQrReplies.text,
      createdAt: reclamationQrReplies.createdAt,
      prenom: admins.prenom,
      nom: admins.nom,
    })
    .from(reclamationQrReplies)
    .leftJoin(admins, eq(admins.id, reclamationQrReplies.authorId))
    .where(eq(reclamationQrReplies.reclamationId, id))
    .orderBy(reclamationQrReplies.createdAt, reclamationQrReplies.id);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    author: row.prenom ? `${row.prenom} ${row.nom}` : null,
  }));
}

/** A staff reply, shown at once on the visitor's follow-up page. */
export async function addCaseReply(db: Db, id: number, authorId: number, text: string) {
  await firstOrNotFound(
    db.select({ id: reclamationsQr.id }).from(reclamationsQr).where(eq(reclamationsQr.id, id)),
  );
  await db.insert(reclamationQrReplies).values({ reclamationId: id, authorId, text });
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
  urgentKind: reclamationsQr.urgentKind,
  locker: reclamationsQr.locker,
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
    urgentKind: row.urgentKind,
    locker: row.locker,
  };
}

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
  const text = anyColumnContains(query.q, [
    reclamationsQr.nom,
    reclamationsQr.prenom,
    reclamationsQr.email,
    reclamationsQr.telephone,
    reclamationsQr.lieu,
    reclamationsQr.description,
    reclamationsQr.caseNumber,
  ]);
  if (text) filters.push(text);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const { rows, total } = await pageAndCount(
    query,
    selectCases(db)
      .where(where)
      .orderBy(desc(reclamationsQr.dateReclamation), desc(reclamationsQr.id)),
    db.select({ total: count() }).from(reclamationsQr).where(where),
  );
  return { items: rows.map(toWire), total };
}

export async function updateQrCase(
  db: Db,
  id: number,
  update: { statut: QrCaseStatus; note: string | null },
): Promise<QrReclamation | undefined> {
  const [updated] = await db
    .update(reclamationsQr)
    .set({
      statut: update.statut,
      note: update.note,
      // Shown on the visitor's follow-up page: when the status last changed.
      statusChangedAt: sql`case when ${reclamationsQr.statut} = ${update.statut} then ${reclamationsQr.statusChangedAt} else now() end`,
    })
    .where(eq(reclamationsQr.id, id))
    .returning({ id: reclamationsQr.id });
  if (!updated) return undefined;
  const [row] = await selectCases(db).where(eq(reclamationsQr.id, id));
  return row ? toWire(row) : undefined;
}
