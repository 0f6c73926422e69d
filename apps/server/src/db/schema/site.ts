import type { SiteContent } from '@app/contracts/site';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { instant } from './columns';

/**
 * The company's public site content being edited in the back-office: one row (id 1), saved as a
 * whole by `PUT /api/admin/site`. Absent until the first save; the defaults stand in for it.
 */
export const siteDraft = pgTable(
  'site_draft',
  {
    id: integer('id').primaryKey().default(1),
    content: jsonb('content').$type<SiteContent>().notNull(),
    updatedBy: integer('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('site_draft_single_row', sql`${table.id} = 1`)],
);

/**
 * Every publication of the site, newest = live. `id` is the version number; a restore publishes an
 * earlier version's content again as a new row naming it in `restored_from`. The newest
 * SITE_VERSIONS_KEPT are kept.
 */
export const siteVersions = pgTable('site_versions', {
  id: serial('id').primaryKey(),
  content: jsonb('content').$type<SiteContent>().notNull(),
  publishedBy: integer('published_by').references(() => admins.id, { onDelete: 'set null' }),
  publishedAt: instant('published_at').notNull().defaultNow(),
  /** The version whose content this one republished (no foreign key: that row may be pruned). */
  restoredFrom: integer('restored_from'),
});

/**
 * Partner logos uploaded through `POST /api/admin/site/logos`: only these names may appear in the
 * content, and only these files are deleted once neither the draft nor a kept version names them.
 * `claimed` once a saved draft named it; an upload never saved is deleted after a day.
 */
export const siteLogos = pgTable('site_logos', {
  name: varchar('name', { length: 60 }).primaryKey(),
  claimed: boolean('claimed').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
});
