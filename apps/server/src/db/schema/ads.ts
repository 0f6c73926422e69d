import { AD_DECISIONS } from '@app/contracts/ads';
import { date, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { espaces } from './places';

/** Stored decision; 'Terminé' is computed from dateFin, never stored. */

export const adRequests = pgTable('ad_requests', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
  nomPrenom: varchar('nom_prenom', { length: 120 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  tel1: varchar('tel1', { length: 20 }).notNull(),
  tel2: varchar('tel2', { length: 20 }),
  espaceId: integer('espace_id').references(() => espaces.id, { onDelete: 'set null' }),
  typeEspace: varchar('type_espace', { length: 120 }).notNull(),
  gouvernorat: varchar('gouvernorat', { length: 40 }).notNull(),
  ville: varchar('ville', { length: 120 }).notNull(),
  dateDebut: date('date_debut').notNull(),
  dateFin: date('date_fin').notNull(),
  statut: varchar('statut', { length: 16, enum: AD_DECISIONS }).notNull().default('En attente'),
  video: varchar('video', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
