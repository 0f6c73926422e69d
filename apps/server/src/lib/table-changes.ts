import { EventEmitter } from 'node:events';

/**
 * Writes to tables whose answers are cached (lib/answer-cache.ts), told to this process's caches
 * right after they commit. Other instances and scripts are covered by the database: a trigger
 * NOTIFies `table_changes` with the table's name on every write (migration 0006), and each instance
 * LISTENs. This local signal closes the gap between a commit and that notification reaching the
 * instance that wrote, so a caller reading back its own write never sees the old answer.
 */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

const changes = new EventEmitter();
changes.setMaxListeners(0);

function tableChanged(table: string): void {
  changes.emit('change', table);
}

export function onTableChanged(listener: (table: string) => void): () => void {
  changes.on('change', listener);
  return () => changes.off('change', listener);
}

/** Runs a write to `table`, then tells the caches once it has ended (committed or not). */
export async function writing<T>(table: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    tableChanged(table);
  }
}
