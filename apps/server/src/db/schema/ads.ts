import { AD_DECISIONS, adRequestColumnLength } from '@app/contracts/ads';
import { AD_PRICING_BASES } from '@app/contracts/billing';
import type { Daypart } from '@app/contracts/screens';
import { DEFAULT_CREATIVE_DURATION_MS } from '@app/contracts/screens';
import { bigint, date, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { instant } from './columns';
import { espaces } from './places';

/** Stored decision; 'Terminé' is computed from dateFin, never stored. */

export const adRequests = pgTable(
  'ad_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    nomPrenom: varchar('nom_prenom', { length: adRequestColumnLength.nomPrenom }).notNull(),
    email: varchar('email', { length: adRequestColumnLength.email }).notNull(),
    tel1: varchar('tel1', { length: adRequestColumnLength.tel1 }).notNull(),
    tel2: varchar('tel2', { length: adRequestColumnLength.tel2 }),
    espaceId: integer('espace_id').references(() => espaces.id, { onDelete: 'set null' }),
    typeEspace: varchar('type_espace', { length: adRequestColumnLength.typeEspace }).notNull(),
    gouvernorat: varchar('gouvernorat', { length: adRequestColumnLength.gouvernorat }).notNull(),
    ville: varchar('ville', { length: adRequestColumnLength.ville }).notNull(),
    dateDebut: date('date_debut').notNull(),
    dateFin: date('date_fin').notNull(),
    statut: varchar('statut', { length: 16, enum: AD_DECISIONS }).notNull().default('En attente'),
    /** The creative (field `video`): a video or an image, told apart by the stored name's extension. */
    video: varchar('video', { length: 200 }),
    createdAt: instant('created_at').notNull().defaultNow(),
    // Scheduling (issue 33, modules/screens/schedule.ts): empty targets = the ad's space.
    targetStationIds: jsonb('target_station_ids').$type<number[]>().notNull().default([]),
    targetGouvernorats: jsonb('target_gouvernorats').$type<string[]>().notNull().default([]),
    dayparts: jsonb('dayparts').$type<Daypart[]>().notNull().default([]),
    /** Null = DEFAULT_PLAYS_PER_HOUR. */
    playsPerHour: integer('plays_per_hour'),
    /** An image's time on screen, a video's expected length. */
    durationMs: integer('duration_ms').notNull().default(DEFAULT_CREATIVE_DURATION_MS),
    // Billing (issue 33, modules/billing/campaign-billing.ts): both null until staff price it.
    pricingBasis: varchar('pricing_basis', { length: 16, enum: AD_PRICING_BASES }),
    /** Millimes per screen-day or per thousand plays. */
    priceMillimes: bigint('price_millimes', { mode: 'number' }),
  },
  (table) => [index('ad_requests_client_idx').on(table.clientId)],
);
