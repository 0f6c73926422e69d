import type { PGlite, QueryOptions } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite driver asks to keep as text on every query: timestamp, timestamptz,
 * interval, date and their arrays, and numeric[] (drizzle-orm/pglite/session.js). Drizzle maps
 * them itself.
 */
const TEXT_TYPE_OIDS = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;

/** The instance's own parsers: the same types kept as text, installed once. */
export const textTypeParsers = Object.fromEntries([...TEXT_TYPE_OIDS].map((oid) => [oid, asText]));

const keepsOnlyTextTypes = (parsers: NonNullable<QueryOptions['parsers']>) =>
  Object.keys(parsers).every((oid) => TEXT_TYPE_OIDS.has(Number(oid)));

/**
 * PGlite merges per-query parsers by copying its whole parser table, on every query: 7 % of the
 * server's CPU under chat load (a CPU profile of bench/chat.mjs). Drizzle passes the same parsers
 * each time, so the instance, created with `textTypeParsers`, already has them: this drops them
 * from each query. Any other per-query parsers still go through.
 */
export function skipRepeatedParsers(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && keepsOnlyTextTypes(options.parsers)
        ? { ...options, parsers: undefined }
        : options,
    )) as PGlite['query'];
  return client;
}
