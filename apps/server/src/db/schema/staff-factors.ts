import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { instant } from './columns';

/**
 * Every profile image a staff member ever uploaded: served only to signed-in staff (a staff face is
 * the reference of a second factor), current and replaced ones alike.
 */
export const staffPhotos = pgTable('staff_photos', {
  name: varchar('name', { length: 200 }).primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** One-time head-pose challenges of the face check: one use, short-lived, checked in SQL. */
export const faceChallenges = pgTable(
  'face_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 8, enum: ['left', 'right'] }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('face_challenges_admin_idx').on(table.adminId)],
);

/** Perceptual hashes of recent captures per account, so a capture cannot be replayed. */
export const faceCaptureHashes = pgTable(
  'face_capture_hashes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    hash: varchar('hash', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('face_capture_hashes_admin_idx').on(table.adminId, table.createdAt)],
);

/** WebAuthn credentials (passkeys) of staff members: the strong second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** base64url credential id, as the authenticator reports it. */
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    /** Signature counter: a value that does not grow reveals a cloned authenticator. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: varchar('name', { length: 80 }).notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at'),
  },
  (table) => [index('passkeys_admin_idx').on(table.adminId)],
);

/** WebAuthn challenges: one use, short-lived, bound to the account and the ceremony. */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  purpose: varchar('purpose', { length: 16, enum: ['register', 'login'] }).notNull(),
  challenge: varchar('challenge', { length: 200 }).notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});
