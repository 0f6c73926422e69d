import {
  type AdminSite,
  DEFAULT_SITE_CONTENT,
  SITE_VERSIONS_KEPT,
  type SiteContent,
  type SiteVersion,
  siteChecklist,
} from '@app/contracts/site';
import { and, desc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, siteDraft, siteLogos, siteVersions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest, firstOrNotFound } from '../../lib/errors';
import { matchingRows, totalOf } from '../../lib/paged';
import type { FileStorage } from '../../lib/storage';

/** The NOTIFY channel every instance listens on; the payload is the new version number. */
export const SITE_CHANNEL = 'site_published';

/** An upload no saved draft ever named is abandoned after this long, then deleted. */
const ABANDONED_LOGO_MS = 24 * 60 * 60 * 1000;

/** The content before anything is published: the defaults, under the configured brand name. */
export function defaultContent(brandName: string): SiteContent {
  return { ...DEFAULT_SITE_CONTENT, brandName };
}

export interface PublishedRow {
  id: number;
  content: SiteContent;
  publishedAt: Date;
}

/** The live version (the newest publication), or undefined before the first one. */
export async function latestVersion(db: Db): Promise<PublishedRow | undefined> {
  const [row] = await db
    .select({
      id: siteVersions.id,
      content: siteVersions.content,
      publishedAt: siteVersions.publishedAt,
    })
    .from(siteVersions)
    .orderBy(desc(siteVersions.id))
    .limit(1);
  return row;
}

const publisherName = sql<string | null>`case when ${admins.id} is null then null
  else ${admins.prenom} || ' ' || ${admins.nom} end`;

/** The draft, what is live, and what the draft still lacks. */
export async function adminSite(db: Db, brandName: string): Promise<AdminSite> {
  const [draft] = await db.select().from(siteDraft).where(eq(siteDraft.id, 1));
  const [live] = await db
    .select({
      version: siteVersions.id,
      content: siteVersions.content,
      publishedAt: siteVersions.publishedAt,
      publisherId: admins.id,
      publisherName,
    })
    .from(siteVersions)
    .leftJoin(admins, eq(admins.id, siteVersions.publishedBy))
    .orderBy(desc(siteVersions.id))
    .limit(1);
  const content = draft?.content ?? live?.content ?? defaultContent(brandName);
  return {
    draft: content,
    draftUpdatedAt: draft?.updatedAt.toISOString() ?? null,
    published: live
      ? {
          version: live.version,
          publishedAt: live.publishedAt.toISOString(),
          publishedBy:
            live.publisherId === null
              ? null
              : { id: live.publisherId, name: live.publisherName ?? '' },
        }
      : null,
    dirty: !live || !sameContent(live.content, content),
    checklist: siteChecklist(content),
  };
}

/** Content equality, independent of the key order jsonb stores objects in. */
function sameContent(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([x], [y]) => (x < y ? -1 : 1)))
      : item,
  );
}

const logosOf = (content: SiteContent) =>
  content.partners.map((partner) => partner.logo).filter((logo): logo is string => logo !== null);

/**
 * Saves the draft. Every partner logo must be one uploaded for the site (no other upload can be
 * made public, or later deleted, through the content); the logos it names become claimed.
 */
export async function saveDraft(
  db: Db,
  storage: FileStorage,
  adminId: number,
  content: SiteContent,
): Promise<void> {
  const logos = logosOf(content);
  await db.transaction(async (tx) => {
    const known =
      logos.length === 0
        ? []
        : await tx
            .select({ name: siteLogos.name })
            .from(siteLogos)
            .where(inArray(siteLogos.name, logos));
    const knownNames = new Set(known.map((row) => row.name));
    const fieldErrors: Record<string, string> = {};
    content.partners.forEach((partner, index) => {
      if (partner.logo !== null && !knownNames.has(partner.logo)) {
        fieldErrors[`partners.${index}.logo`] = 'site.logoInvalid';
      }
    });
    if (Object.keys(fieldErrors).length > 0) throw badRequest('error.validation', fieldErrors);
    await writeDraft(tx, content, adminId);
    if (logos.length > 0) {
      await tx.update(siteLogos).set({ claimed: true }).where(inArray(siteLogos.name, logos));
    }
  });
  await deleteUnusedLogos(db, storage);
}

/** The editor's one draft row, created on the first save. */
async function writeDraft(tx: Pick<Db, 'insert'>, content: SiteContent, adminId: number) {
  const values = { content, updatedBy: adminId, updatedAt: new Date() };
  await tx
    .insert(siteDraft)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteDraft.id, set: values });
}

/** Records an uploaded logo (before its file is written, so a failed insert leaves no file). */
export async function recordLogo(db: Db, name: string): Promise<void> {
  await db.insert(siteLogos).values({ name });
}

/**
 * Publishes `content` as a new version (a restore names the version it republishes), prunes the
 * versions beyond the kept ones and tells every instance, all in one transaction: the NOTIFY is
 * delivered only if the version is stored.
 */
async function publishContent(
  db: Db,
  adminId: number,
  content: SiteContent,
  restoredFrom: number | null,
): Promise<{ version: number; publishedAt: string }> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(siteVersions)
      .values({ content, publishedBy: adminId, restoredFrom })
      .returning({ id: siteVersions.id, publishedAt: siteVersions.publishedAt });
    const version = created!;
    // The draft becomes what is live (a restore brings the restored content back into the editor).
    await writeDraft(tx, content, adminId);
    const kept = tx
      .select({ id: siteVersions.id })
      .from(siteVersions)
      .orderBy(desc(siteVersions.id))
      .limit(SITE_VERSIONS_KEPT);
    await tx.delete(siteVersions).where(notInArray(siteVersions.id, kept));
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: adminId,
      action: restoredFrom === null ? 'publish' : 'restore',
      entity: 'site',
      entityId: version.id,
      ...(restoredFrom === null ? {} : { details: { restoredFrom } }),
    });
    await tx.execute(sql`select pg_notify(${SITE_CHANNEL}, ${String(version.id)})`);
    return version;
  });
  return { version: row.id, publishedAt: row.publishedAt.toISOString() };
}

/** Publishes the draft (the defaults when none was saved). */
export async function publishDraft(
  db: Db,
  storage: FileStorage,
  adminId: number,
  brandName: string,
) {
  const [draft] = await db.select({ content: siteDraft.content }).from(siteDraft);
  const result = await publishContent(
    db,
    adminId,
    draft?.content ?? defaultContent(brandName),
    null,
  );
  await deleteUnusedLogos(db, storage);
  return result;
}

/** Publishes an earlier version's content again, as a new version, and makes it the draft. */
export async function restoreVersion(db: Db, storage: FileStorage, adminId: number, id: number) {
  const version = await firstOrNotFound(
    db.select({ content: siteVersions.content }).from(siteVersions).where(eq(siteVersions.id, id)),
    'site.versionNotFound',
  );
  const result = await publishContent(db, adminId, version.content, id);
  await deleteUnusedLogos(db, storage);
  return result;
}

/** The kept publications, newest first, with who published them. */
export async function listVersions(
  db: Db,
  page: number,
  limit: number,
): Promise<{ rows: SiteVersion[]; total: number }> {
  const rows = await db
    .select({
      id: siteVersions.id,
      publishedAt: siteVersions.publishedAt,
      restoredFrom: siteVersions.restoredFrom,
      publisherId: admins.id,
      publisherName,
      total: matchingRows,
    })
    .from(siteVersions)
    .leftJoin(admins, eq(admins.id, siteVersions.publishedBy))
    .orderBy(desc(siteVersions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await totalOf(rows, page, async () => {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(siteVersions);
    return count?.n ?? 0;
  });
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy:
        row.publisherId === null ? null : { id: row.publisherId, name: row.publisherName ?? '' },
      restoredFrom: row.restoredFrom,
    })),
  };
}

/**
 * Deletes the logos neither the draft nor any kept version names: those a saved draft used and
 * dropped, and uploads never saved for a day. Rows go first, files after: a failed file removal
 * leaves an unreachable file, never a row naming a missing one.
 */
async function deleteUnusedLogos(db: Db, storage: FileStorage): Promise<string[]> {
  const referenced = new Set<string>();
  const [draft] = await db.select({ content: siteDraft.content }).from(siteDraft);
  if (draft) for (const logo of logosOf(draft.content)) referenced.add(logo);
  for (const version of await db.select({ content: siteVersions.content }).from(siteVersions)) {
    for (const logo of logosOf(version.content)) referenced.add(logo);
  }
  const abandoned = new Date(Date.now() - ABANDONED_LOGO_MS);
  const unused = and(
    referenced.size > 0 ? notInArray(siteLogos.name, [...referenced]) : undefined,
    or(eq(siteLogos.claimed, true), lt(siteLogos.createdAt, abandoned)),
  );
  const removed = await db.delete(siteLogos).where(unused).returning({ name: siteLogos.name });
  for (const { name } of removed) await storage.delete(name);
  return removed.map((row) => row.name);
}
