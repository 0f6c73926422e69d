import { EventEmitter } from 'node:events';

/**
 * Writes to tables whose answers are cached (lib/answer-cache.ts), told to this process's caches
 * right after they happen. Other instances and scripts are covered by the database: a trigger
 * NOTIFies `table_changes` with the table's name on every write (migrations 0006 and 0014), and
 * each instance LISTENs. This local signal closes the gap between a commit and that notification
 * reaching the instance that wrote, so a caller reading back its own write never sees the old
 * answer. It comes from the database layer (db/client.ts), which sees every statement this process
 * sends: no write path can forget it.
 */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

const changes = new EventEmitter();
changes.setMaxListeners(0);

export function tableChanged(table: string): void {
  changes.emit('change', table);
}

export function onTableChanged(listener: (table: string) => void): () => void {
  changes.on('change', listener);
  return () => changes.off('change', listener);
}

/**
 * The tables a statement writes: `insert into`, `update`, `delete from`, `truncate`, quoted or not,
 * schema-qualified or not, anywhere in the text (a CTE may write). Row locks (`for update`) and
 * upserts' `do update` are not writes of a named table. Naming a table it does not write costs a
 * cache drop, never a stale answer; writes by foreign-key actions (`on delete cascade`) are not in
 * the text: a cache that reads such a table also depends on the parent (lib/answer-cache.ts).
 */
const WRITE =
  /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?|(?<!\b(?:for|do|key|no)\s+)update)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Statements that end a transaction: its writes are then committed (or undone) for everyone. */
const ENDS_TRANSACTION = /^\s*(?:commit|rollback|end|abort)\b/i;

export function tablesWritten(text: string): string[] {
  const tables: string[] = [];
  for (const match of text.matchAll(WRITE)) {
    const table = match[1]?.toLowerCase();
    if (table && !tables.includes(table)) tables.push(table);
  }
  return tables;
}

export const endsTransaction = (text: string) => ENDS_TRANSACTION.test(text);
