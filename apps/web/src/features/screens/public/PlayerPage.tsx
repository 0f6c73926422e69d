import type { PlaylistItem, PlayReport } from '@app/contracts/screens';
import { PLAYLIST_REFRESH_MS } from '@app/contracts/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrSvg } from '@/features/screens/shared/QrSvg';
import {
  flushPlays,
  forgetToken,
  keepPlaylist,
  lastPlaylist,
  queuePlay,
  type SendResult,
  type StoredPlaylist,
  takeToken,
} from './player-store';

/** Unsent plays are retried this often (and at once when the network is back). */
const FLUSH_EVERY_MS = 15_000;
/** A video that neither ends nor fails within its expected length plus this is skipped. */
const VIDEO_GRACE_MS = 30_000;
const SW_URL = '/player-sw.js';
/** Creatives dropped from the playlist are released this long after. */
const RELEASE_AFTER_MS = 10 * 60_000;
const SW_SCOPE = '/ecran';

type PlayerState =
  | { kind: 'unpaired' }
  | { kind: 'loading' }
  | { kind: 'ready'; playlist: StoredPlaylist };

/** The Cache API store the service worker (public/player-sw.js) serves the player from. */
const CACHE = 'screen-player-v1';

async function openCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in window ? await caches.open(CACHE) : undefined;
  } catch {
    return undefined;
  }
}

/** A creative from the cache, else from the network (and then kept in the cache). */
async function cachedCreative(mediaUrl: string): Promise<Blob> {
  const cache = await openCache();
  const cached = await cache?.match(mediaUrl);
  if (cached) return cached.blob();
  const response = await fetch(mediaUrl);
  if (!response.ok) throw new Error(`creative ${response.status}`);
  await cache?.put(mediaUrl, response.clone()).catch(() => {});
  return response.blob();
}

/**
 * What the page was loaded with (the document, its scripts, styles and translation chunks, the
 * site configuration) into the cache, so the service worker can start the player again offline:
 * they were fetched before the worker controlled the page.
 */
async function keepPageForOffline() {
  const cache = await openCache();
  if (!cache) return;
  const own = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === window.location.origin &&
        (url.pathname.startsWith('/assets/') || url.pathname === '/api/site-config'),
    )
    .map((url) => url.pathname + url.search);
  await Promise.all(
    [SW_SCOPE, ...new Set(own)].map((path) => cache.add(path).catch(() => undefined)),
  );
}

/** Object URLs of the creatives, read once from the cache or the network. */
const mediaUrls = new Map<string, Promise<string>>();
function creativeUrl(mediaUrl: string): Promise<string> {
  let url = mediaUrls.get(mediaUrl);
  if (!url) {
    url = cachedCreative(mediaUrl).then((blob) => URL.createObjectURL(blob));
    url.catch(() => mediaUrls.delete(mediaUrl));
    mediaUrls.set(mediaUrl, url);
  }
  return url;
}

/** Releases the object URLs of creatives no longer in the playlist. */
function forgetCreatives(wanted: ReadonlySet<string>) {
  for (const [mediaUrl, url] of mediaUrls) {
    if (wanted.has(mediaUrl)) continue;
    mediaUrls.delete(mediaUrl);
    url.then((objectUrl) => URL.revokeObjectURL(objectUrl)).catch(() => {});
  }
}

async function sendPlays(token: string, plays: PlayReport[]): Promise<SendResult> {
  try {
    const response = await fetch('/api/screen/plays', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plays }),
    });
    if (response.ok) return 'ok';
    if (response.status === 401) return 'unauthorized';
    if (response.status >= 500) return 'offline';
    return 'refused';
  } catch {
    return 'offline';
  }
}

/**
 * `/ecran`: the kiosk player of a station screen. No app chrome: the creative fills the screen
 * (portrait or landscape, letterboxed), the station's complaint QR code sits in a corner. It plays
 * the playlist in a loop, asks for it again every 60 s, reports every finished play (queued on the
 * device and retried while offline) and keeps playing from its caches when the network drops.
 */
export function PlayerPage() {
  const { t } = useTranslation('screens');
  const [token, setToken] = useState(() => takeToken(window.location));
  const [state, setState] = useState<PlayerState>(() => {
    if (!token) return { kind: 'unpaired' };
    const kept = lastPlaylist();
    return kept ? { kind: 'ready', playlist: kept } : { kind: 'loading' };
  });

  // The pairing link's token is now stored: take it out of the address bar.
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname);
    }
  }, []);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(SW_URL, { scope: SW_SCOPE })
      .then(() => keepPageForOffline())
      .catch(() => {
        // Without a service worker the player still plays from memory while it stays open.
      });
  }, []);

  const unpair = useCallback(() => {
    forgetToken();
    setToken(undefined);
    setState({ kind: 'unpaired' });
  }, []);

  // The playlist: now, then every refreshMs (60 s at most, whatever the server says).
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let timer: number | undefined;
    const load = async () => {
      let delay = PLAYLIST_REFRESH_MS;
      try {
        const response = await fetch('/api/screen/playlist', {
          headers: { authorization: `Bearer ${token}` },
          cache: 'no-store',
        });
        if (response.status === 401) {
          if (!stopped) unpair();
          return;
        }
        if (response.ok) {
          const playlist = (await response.json()) as StoredPlaylist;
          delay = Math.min(Math.max(playlist.refreshMs, 5_000), PLAYLIST_REFRESH_MS);
          keepPlaylist(playlist);
          if (!stopped) setState({ kind: 'ready', playlist });
        }
      } catch {
        // Offline: keep playing what we have.
      }
      if (!stopped) timer = window.setTimeout(load, delay);
    };
    void load();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [token, unpair]);

  // Finished plays: sent now, then retried every 15 s and whenever the network comes back.
  const flushing = useRef(false);
  const flush = useCallback(async () => {
    if (!token || flushing.current) return;
    flushing.current = true;
    try {
      const result = await flushPlays((plays) => sendPlays(token, plays));
      if (result === 'unauthorized') unpair();
    } finally {
      flushing.current = false;
    }
  }, [token, unpair]);
  useEffect(() => {
    const timer = window.setInterval(flush, FLUSH_EVERY_MS);
    window.addEventListener('online', flush);
    void flush();
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [flush]);

  const onPlayed = useCallback(
    (play: PlayReport) => {
      queuePlay(play);
      void flush();
    },
    [flush],
  );

  if (state.kind === 'unpaired') {
    return (
      <main className="fixed inset-0 flex items-center justify-center bg-black p-8 text-center text-white">
        <div>
          <h1 className="font-bold text-3xl">{t('player.unpairedTitle')}</h1>
          <p className="mt-4 text-lg text-white/80">{t('player.unpairedText')}</p>
        </div>
      </main>
    );
  }
  if (state.kind === 'loading') {
    return (
      <main className="fixed inset-0 flex items-center justify-center bg-black text-white">
        <h1 className="sr-only">{t('player.title')}</h1>
        <p role="status">{t('player.loading')}</p>
      </main>
    );
  }
  return <Loop playlist={state.playlist} onPlayed={onPlayed} />;
}

function Loop({
  playlist,
  onPlayed,
}: {
  playlist: StoredPlaylist;
  onPlayed: (play: PlayReport) => void;
}) {
  const { t } = useTranslation('screens');
  const { items, station } = playlist;
  const [position, setPosition] = useState(0);
  const item: PlaylistItem | undefined = items.length ? items[position % items.length] : undefined;
  const next = useCallback(() => setPosition((value) => value + 1), []);

  // Fetch every creative of the loop ahead, so the cache holds them before the network drops;
  // let go of those no longer in it (after a while: one may still be on screen).
  useEffect(() => {
    for (const entry of items) creativeUrl(entry.mediaUrl).catch(() => {});
    const wanted = new Set(items.map((entry) => entry.mediaUrl));
    const timer = window.setTimeout(() => forgetCreatives(wanted), RELEASE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [items]);

  return (
    <main className="fixed inset-0 overflow-hidden bg-black" data-testid="screen-player">
      <h1 className="sr-only">{t('player.title')}</h1>
      {item ? (
        <Creative
          // A new element for every play, even of the same ad.
          key={`${position}-${item.adId}`}
          item={item}
          onDone={(startedAt, durationMs) => {
            if (startedAt) onPlayed({ adId: item.adId, startedAt, durationMs });
            next();
          }}
        />
      ) : (
        <p className="flex h-full items-center justify-center p-8 text-center text-white/70 text-xl">
          {t('player.empty')}
        </p>
      )}
      {/* Not a link: a tap on a kiosk must not leave the player; phones scan the code. */}
      <figure className="absolute right-[2vmin] bottom-[2vmin] flex w-[18vmin] min-w-24 flex-col items-center gap-1 rounded-lg bg-white p-2 text-center text-[max(1.6vmin,10px)] text-black leading-tight">
        <QrSvg
          qr={station.complaintQr}
          className="aspect-square w-full"
          label={t('player.qrLabel', { reference: station.reference })}
        />
        <figcaption>{t('player.qrCaption')}</figcaption>
      </figure>
    </main>
  );
}

/** One play of a creative: onDone(startedAt, durationMs) when it ends, ('', 0) if it can't play. */
function Creative({
  item,
  onDone,
}: {
  item: PlaylistItem;
  onDone: (startedAt: string, durationMs: number) => void;
}) {
  const [src, setSrc] = useState<string>();
  const started = useRef<number>(0);
  const done = useRef(false);
  const finish = useCallback(
    (played: boolean) => {
      if (done.current) return;
      done.current = true;
      if (played && started.current) {
        onDone(new Date(started.current).toISOString(), Date.now() - started.current);
      } else {
        onDone('', 0);
      }
    },
    [onDone],
  );

  useEffect(() => {
    let cancelled = false;
    creativeUrl(item.mediaUrl)
      .then((url) => {
        if (!cancelled) setSrc(url);
      })
      // Not cached and no network: skip it after a short pause (the loop must not spin).
      .catch(() => {
        if (!cancelled) window.setTimeout(() => finish(false), 2_000);
      });
    return () => {
      cancelled = true;
    };
  }, [item.mediaUrl, finish]);

  // Images stay their duration from the moment they show; videos play to their end (their start
  // is when they start playing), bounded in case they stall.
  useEffect(() => {
    if (!src) return;
    if (item.mediaType === 'image') started.current = Date.now();
    const limit = item.mediaType === 'image' ? item.durationMs : item.durationMs + VIDEO_GRACE_MS;
    const timer = window.setTimeout(() => finish(item.mediaType === 'image'), limit);
    return () => window.clearTimeout(timer);
  }, [src, item.mediaType, item.durationMs, finish]);

  if (!src) return null;
  if (item.mediaType === 'image') {
    return (
      <img
        src={src}
        alt=""
        data-ad-id={item.adId}
        className="h-full w-full object-contain"
        onError={() => finish(false)}
      />
    );
  }
  return (
    <video
      src={src}
      data-ad-id={item.adId}
      className="h-full w-full object-contain"
      autoPlay
      muted
      playsInline
      onPlaying={() => {
        if (!started.current) started.current = Date.now();
      }}
      onEnded={() => finish(true)}
      onError={() => finish(false)}
    />
  );
}
