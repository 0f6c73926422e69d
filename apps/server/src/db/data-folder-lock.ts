import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Holder = { pid: number; since?: string };

/** Thrown when another live process holds the embedded database. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holder.pid}` +
        `${holder.since ? ` (since ${holder.since})` : ''}, most likely the running server.\n` +
        'Only one process may open it at a time: a second one would lose its writes.\n' +
        'Either stop the server and run the command again, or do it through the running server\n' +
        '(staff accounts: back-office → Utilisateurs, or POST /api/register as an admin),\n' +
        'or set DATABASE_URL to a PostgreSQL server, which several processes can share.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid?: unknown; since?: unknown };
    return typeof holder.pid === 'number'
      ? { pid: holder.pid, since: typeof holder.since === 'string' ? holder.since : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

/** How long a lock file without a readable pid is given for its writer to finish writing it. */
export const UNREADABLE_LOCK_GRACE_MS = 1000;
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The lock's holder. A process creates the file, then writes its pid: a file read in between is
 * empty, so an unreadable file is read again for a moment before it counts as abandoned.
 */
function waitForHolder(lockFile: string): Holder | undefined {
  const deadline = Date.now() + UNREADABLE_LOCK_GRACE_MS;
  for (;;) {
    const holder = readHolder(lockFile);
    if (holder || Date.now() >= deadline || !existsSync(lockFile)) return holder;
    pause(25);
  }
}

/** Lock files this process holds: the only ones its own pid in a lock file can mean. */
const heldHere = new Set<string>();

/**
 * PGlite is a single-process database: two processes writing one data folder corrupt it. The first
 * process to open the folder writes `<folder>.lock` with its pid (created exclusively); any other
 * process refuses while that pid is alive. A lock left by a crashed process is taken over, and so is
 * one naming this process's pid that this process did not take (a restarted container reuses pids).
 * Returns the release function (also run when the process exits).
 */
export function lockDataFolder(folder: string): () => void {
  const lockFile = `${path.resolve(folder)}.lock`;
  const content = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, content, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const holder = waitForHolder(lockFile);
      // Our own pid is ours only if this process took the lock: after a container restart a new
      // process often gets the pid the previous one had, and that lock is stale.
      const live =
        holder && (holder.pid === process.pid ? heldHere.has(lockFile) : isAlive(holder.pid));
      if (holder && live) throw new DataFolderLockedError(folder, holder);
      rmSync(lockFile, { force: true }); // stale: its process is gone, or it never wrote its pid
    }
  }
  heldHere.add(lockFile);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    heldHere.delete(lockFile);
    if (readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
