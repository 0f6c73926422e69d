import { EventEmitter } from 'node:events';
import type { Role } from './tokens';

/**
 * Changes that can end an account's sessions (token version bumped, client moved out of `active`),
 * told to this process's caches of token versions (plugins/application/auth.ts) right after they commit. Other
 * instances and scripts are covered by the database itself: a trigger NOTIFies `account_sessions`
 * on every such change (migration 0004), and each instance LISTENs. This local signal only closes
 * the gap between a commit and that notification reaching the instance that made the change.
 */
const changes = new EventEmitter();
changes.setMaxListeners(0);

/** `admin:<id>` / `client:<id>`, as the database trigger writes it. */
export const sessionKey = (role: Role, id: number) => `${role}:${id}`;

export function sessionsChanged(role: Role, ids: readonly number[]): void {
  for (const id of ids) changes.emit('change', sessionKey(role, id));
}

export function onSessionsChanged(listener: (key: string) => void): () => void {
  changes.on('change', listener);
  return () => changes.off('change', listener);
}
