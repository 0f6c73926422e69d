// "Places": public spaces (espaces), stations and lockers, the three things staff place on a map.
import {
  espaceColumnLength,
  lockerColumnLength,
  STATION_MODELS,
  STATION_STATUSES,
  stationColumnLength,
} from '@app/contracts/places';
import { date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { instant } from './columns';

/** Venues ("espaces"): a client's own spaces and the public spaces staff manage are one table. */
export const espaces = pgTable(
  'espaces',
  {
    id: serial('id').primaryKey(),
    nom: varchar('nom', { length: espaceColumnLength.nom }).notNull(),
    ville: varchar('ville', { length: espaceColumnLength.ville }).notNull(),
    gouvernorat: varchar('gouvernorat', { length: espaceColumnLength.gouvernorat }).notNull(),
    activite: varchar('activite', { length: espaceColumnLength.activite }).notNull(),
    /** Number of stations the venue declares it hosts (client form field `stations`). */
    stations: integer('stations').notNull().default(0),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('espaces_client_idx').on(table.clientId),
    index('espaces_gouvernorat_idx').on(table.gouvernorat),
  ],
);

export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: stationColumnLength.reference }).notNull(),
    espaceId: integer('espace_id').references(() => espaces.id, { onDelete: 'set null' }),
    /** The place a client typed that matched none of its spaces (`espace` is free text). */
    espaceNom: varchar('espace_nom', { length: stationColumnLength.espaceNom }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    adresse: varchar('adresse', { length: stationColumnLength.adresse }),
    dateInstallation: date('date_installation'),
    model: varchar('model', { length: stationColumnLength.model, enum: STATION_MODELS })
      .notNull()
      .default('Nano Box'),
    dateFabrication: date('date_fabrication'),
    dateEntretien: date('date_entretien'),
    finLocation: date('fin_location'),
    status: varchar('status', { length: stationColumnLength.status, enum: STATION_STATUSES })
      .notNull()
      .default('available'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stations_reference_idx').on(table.reference),
    index('stations_espace_idx').on(table.espaceId),
    index('stations_client_idx').on(table.clientId),
  ],
);

export const lockers = pgTable(
  'lockers',
  {
    id: serial('id').primaryKey(),
    numero: integer('numero').notNull(),
    reference: varchar('reference', { length: lockerColumnLength.reference }).notNull(),
    espaceId: integer('espace_id').references(() => espaces.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lockers_reference_idx').on(table.reference),
    index('lockers_espace_idx').on(table.espaceId),
  ],
);
