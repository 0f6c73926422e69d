import { adminColumnLength, STAFF_ROLES } from '@app/contracts/admins';
import { CLIENT_STATUSES, clientColumnLength } from '@app/contracts/users';
import { sql } from 'drizzle-orm';
import {
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Business clients of the portal. `status` drives trash (deleted) and archive (archived). */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyName: varchar('company_name', { length: clientColumnLength.companyName }).notNull(),
    fullName: varchar('full_name', { length: clientColumnLength.fullName }).notNull(),
    job: varchar('job', { length: clientColumnLength.job }).notNull(),
    governorate: varchar('governorate', { length: clientColumnLength.governorate }).notNull(),
    city: varchar('city', { length: clientColumnLength.city }).notNull(),
    email: varchar('email', { length: clientColumnLength.email }).notNull(),
    phone: varchar('phone', { length: clientColumnLength.phone }).notNull(),
    phone2: varchar('phone2', { length: clientColumnLength.phone2 }),
    passwordHash: text('password_hash').notNull(),
    status: varchar('status', { length: 16, enum: CLIENT_STATUSES }).notNull().default('active'),
    settings: jsonb('settings').$type<Record<string, boolean>>().notNull().default({}),
    /** Matricule fiscal, printed on the client's invoices when known. */
    taxNumber: varchar('tax_number', { length: 40 }),
    /** Language of the client's invoices and billing mails. */
    invoiceLanguage: varchar('invoice_language', { length: 2, enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    /** Bumped to invalidate every token issued before (sign-out everywhere, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: instant('deleted_at'),
    archivedAt: instant('archived_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('clients_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Staff accounts of the back-office. */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    nom: varchar('nom', { length: adminColumnLength.nom }).notNull(),
    prenom: varchar('prenom', { length: adminColumnLength.prenom }).notNull(),
    email: varchar('email', { length: adminColumnLength.email }).notNull(),
    telephone: varchar('telephone', { length: adminColumnLength.telephone }).notNull(),
    poste: varchar('poste', { length: adminColumnLength.poste }).notNull(),
    image: varchar('image', { length: 200 }),
    /** 128-float face descriptor computed once when the profile image is uploaded. */
    faceDescriptor: real('face_descriptor').array(),
    /** Perceptual hash of the profile image, so a capture that merely replays it is refused. */
    faceHash: varchar('face_hash', { length: 64 }),
    passwordHash: text('password_hash').notNull(),
    /** `admin` (everything) or `technicien` (field work only); changing it signs the account out. */
    role: varchar('role', { length: 16, enum: STAFF_ROLES }).notNull().default('admin'),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${table.email})`)],
);

/** Who did what, when: every delete/restore and other sensitive staff action. */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorType: varchar('actor_type', { length: 16, enum: ['admin', 'client', 'system'] }).notNull(),
  actorId: integer('actor_id'),
  action: varchar('action', { length: 60 }).notNull(),
  entity: varchar('entity', { length: 60 }).notNull(),
  entityId: integer('entity_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
