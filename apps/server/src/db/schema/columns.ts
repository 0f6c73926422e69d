import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers the tables share (each call makes a new column; the SQL is what the inline
 * definitions made: `npm run db:generate` finds nothing to migrate). Not exported from the schema
 * index, as they are not tables; `owner-columns.ts` holds the ones that reference a table.
 */

/** A moment in time: `timestamp with time zone`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
