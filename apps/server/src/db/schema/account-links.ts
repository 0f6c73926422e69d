import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Single-use links mailed to an account holder (modules/auth/account-links.ts): a password reset
 * (clients and staff) or the confirmation of a client's new e-mail address. Only the SHA-256 of the
 * link's secret is stored; a link works once, until `expires_at`.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 20, enum: ['password_reset', 'email_change'] }).notNull(),
    role: varchar('role', { length: 10, enum: ['client', 'admin'] }).notNull(),
    accountId: integer('account_id').notNull(),
    /** The address to switch to (email_change only). */
    newEmail: varchar('new_email', { length: 254 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('account_links_account_idx').on(table.role, table.accountId, table.purpose)],
);
