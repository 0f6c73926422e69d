import {
  QR_CASE_STATUSES,
  RECLAMATION_STATUSES,
  URGENT_KINDS,
} from '@app/contracts/reclamation-options';
import { qrReclamationColumnLength } from '@app/contracts/reclamations';
import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { instant } from './columns';
import { stations } from './places';

/** Complaints filed by signed-in clients from their dashboard. */
export const reclamations = pgTable(
  'reclamations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    categorie: varchar('categorie', { length: 120 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 16, enum: RECLAMATION_STATUSES })
      .notNull()
      .default('Problem'),
    reponse: text('reponse'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('reclamations_client_idx').on(table.clientId)],
);

/** Complaints, feedback and suggestions filed by the public from a station's QR code. */
export const reclamationsQr = pgTable(
  'reclamations_qr',
  {
    id: serial('id').primaryKey(),
    caseNumber: varchar('case_number', { length: 32 }).notNull().unique(),
    nom: varchar('nom', { length: qrReclamationColumnLength.nom }).notNull(),
    prenom: varchar('prenom', { length: qrReclamationColumnLength.prenom }).notNull(),
    email: varchar('email', { length: qrReclamationColumnLength.email }).notNull(),
    telephone: varchar('telephone', { length: qrReclamationColumnLength.telephone }).notNull(),
    typeRetour: varchar('type_retour', { length: qrReclamationColumnLength.typeRetour }).notNull(),
    lieu: varchar('lieu', { length: qrReclamationColumnLength.lieu }).notNull(),
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    dateProbleme: date('date_probleme'),
    heureProbleme: varchar('heure_probleme', { length: qrReclamationColumnLength.heureProbleme }),
    usageNanoBox: varchar('usage_nano_box', {
      length: qrReclamationColumnLength.usageNanoBox,
    }).notNull(),
    description: text('description').notNull(),
    photo: varchar('photo', { length: 200 }),
    souhaiteRetour: varchar('souhaite_retour', {
      length: qrReclamationColumnLength.souhaiteRetour,
    }).notNull(),
    statut: varchar('statut', { length: 16, enum: QR_CASE_STATUSES }).notNull().default('new'),
    note: text('note'),
    /**
     * Issue 32. `urgent_kind`: a one-tap urgent report ('phone_locked' | 'not_charging');
     * `locker`: the locker it names; `follow_secret_hash`: SHA-256 of the follow-up link's secret
     * (the secret itself is shown once, in the link).
     */
    urgentKind: varchar('urgent_kind', { length: 16, enum: URGENT_KINDS }),
    locker: integer('locker'),
    followSecretHash: varchar('follow_secret_hash', { length: 64 }),
    statusChangedAt: instant('status_changed_at'),
    dateReclamation: instant('date_reclamation').notNull().defaultNow(),
  },
  (table) => [index('reclamations_qr_date_idx').on(table.dateReclamation)],
);
