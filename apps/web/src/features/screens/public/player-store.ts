import { PLAYS_BATCH_MAX, type Playlist, type PlayReport } from '@app/contracts/screens';

/**
 * What the player keeps on the device (localStorage): its token, the last playlist it got (so a
 * restart without network plays on) and the finished plays not yet accepted by the server.
 */

const TOKEN_KEY = 'screen.token';
const PLAYLIST_KEY = 'screen.playlist';
const QUEUE_KEY = 'screen.plays';
/** Plays kept while offline: about a week of a busy screen, bounded for storage. */
const QUEUE_MAX = 20_000;

export type StoredPlaylist = Playlist & {
  station: Playlist['station'] & { complaintQr: { size: number; path: string } };
};

function read<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the player still plays, it only forgets across restarts.
  }
}

/**
 * The token handed over in the pairing link (`#token=…`) replaces the stored one; the fragment is
 * then removed from the address bar. Returns the token to use, if any.
 */
export function takeToken(location: Pick<Location, 'hash'>): string | undefined {
  const fromLink = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (fromLink) {
    try {
      localStorage.setItem(TOKEN_KEY, fromLink);
      // A new pairing: what the previous token's screen kept is not this one's.
      localStorage.removeItem(PLAYLIST_KEY);
    } catch {
      // Without storage the token lives as long as the page.
    }
    return fromLink;
  }
  try {
    return localStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PLAYLIST_KEY);
  } catch {
    // Nothing stored.
  }
}

export const lastPlaylist = () => read<StoredPlaylist>(PLAYLIST_KEY);
export const keepPlaylist = (playlist: StoredPlaylist) => write(PLAYLIST_KEY, playlist);

export const queuedPlays = (): PlayReport[] => read<PlayReport[]>(QUEUE_KEY) ?? [];

/** Adds a finished play; past QUEUE_MAX the oldest are dropped. */
export function queuePlay(play: PlayReport) {
  const queue = [...queuedPlays(), play];
  write(QUEUE_KEY, queue.slice(Math.max(0, queue.length - QUEUE_MAX)));
}

/** Removes sent plays (matched on ad and start, what the server deduplicates on). */
export function dropPlays(sent: readonly PlayReport[]) {
  const gone = new Set(sent.map((play) => `${play.adId}@${play.startedAt}`));
  write(
    QUEUE_KEY,
    queuedPlays().filter((play) => !gone.has(`${play.adId}@${play.startedAt}`)),
  );
}

export type SendResult = 'ok' | 'refused' | 'unauthorized' | 'offline';

/**
 * Sends the queue in batches. A refused batch (4xx: an ad no longer allowed, a play out of the
 * window) is retried play by play so one bad play does not hold the others; refused plays are
 * dropped. Stops at the first network failure (retried later) or 401 (unpaired).
 */
export async function flushPlays(
  send: (plays: PlayReport[]) => Promise<SendResult>,
): Promise<SendResult> {
  for (;;) {
    const batch = queuedPlays().slice(0, PLAYS_BATCH_MAX);
    if (batch.length === 0) return 'ok';
    const result = await send(batch);
    if (result === 'offline' || result === 'unauthorized') return result;
    if (result === 'ok' || batch.length === 1) {
      dropPlays(batch);
      continue;
    }
    for (const play of batch) {
      const single = await send([play]);
      if (single === 'offline' || single === 'unauthorized') return single;
      dropPlays([play]);
    }
  }
}
