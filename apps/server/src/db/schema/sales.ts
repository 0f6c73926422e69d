import {
  demandeColumnLength,
  newsletterColumnLength,
  reservationColumnLength,
} from '@app/contracts/sales';
import { DEMANDE_STATUTS, DEMANDE_TYPES } from '@app/contracts/sales-staff';
import { sql } from 'drizzle-orm';
import { date, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Quote requests sent from the landing page contact form (fields: contracts/sales.ts). */
export const demandes = pgTable('demandes', {
  id: serial('id').primaryKey(),
  nom: varchar('nom', { length: demandeColumnLength.nom }).notNull(),
  email: varchar('email', { length: demandeColumnLength.email }).notNull(),
  nomentreprise: varchar('nomentreprise', { length: demandeColumnLength.nomentreprise }).notNull(),
  fonction: varchar('fonction', { length: demandeColumnLength.fonction }).notNull(),
  tel: varchar('tel', { length: demandeColumnLength.tel }).notNull(),
  gouvernorat: varchar('gouvernorat', { length: demandeColumnLength.gouvernorat }).notNull(),
  message: text('message').notNull(),
  statut: varchar('statut', { length: 16, enum: DEMANDE_STATUTS }).notNull().default('pending'),
  type: varchar('type', { length: 16, enum: DEMANDE_TYPES }).notNull().default('client'),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Demo bookings from the landing page. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: reservationColumnLength.name }).notNull(),
    email: varchar('email', { length: reservationColumnLength.email }).notNull(),
    phone: varchar('phone', { length: reservationColumnLength.phone }).notNull(),
    demoDate: date('demo_date').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // One booking per person (email, stored lower-case) and day: a second submit finds the first.
  (table) => [uniqueIndex('reservations_email_day_idx').on(table.email, table.demoDate)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: newsletterColumnLength.email }).notNull(),
    language: varchar('language', { length: newsletterColumnLength.language })
      .notNull()
      .default('fr'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${table.email})`)],
);
