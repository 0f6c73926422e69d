import type { LiveEvent, StationLive } from '@app/contracts/telemetry';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, type TokenKind } from '@/lib/auth-storage';

/**
 * Live station states pushed by the server (Server-Sent Events). EventSource cannot send the
 * bearer token, so the stream is read with fetch. One connection per role, shared by every
 * component that needs it and closed when the last one unmounts; it reconnects after a drop.
 */

const STREAM_URL: Record<TokenKind, string> = {
  admin: '/api/admin/telemetry/stream',
  client: '/api/stations/stream',
};
const RETRY_MS = 3000;

const states = new Map<number, StationLive>();
const stateListeners = new Set<() => void>();
const eventListeners = new Set<(event: LiveEvent) => void>();

function emit(event: LiveEvent) {
  states.set(event.stationId, event.live);
  for (const listener of stateListeners) listener();
  for (const listener of eventListeners) listener(event);
}

/**
 * A parser of the stream (eventsource-parser: fields, comments, chunks cut anywhere) that hands
 * each `station` event's state to `onEvent`; other events and unreadable data are skipped.
 */
export function stationEventParser(onEvent: (event: LiveEvent) => void): EventSourceParser {
  return createParser({
    onEvent({ event, data }) {
      if (event !== 'station') return;
      try {
        onEvent(JSON.parse(data) as LiveEvent);
      } catch {
        // A truncated or foreign line: skip it, the next event carries the full state again.
      }
    },
  });
}

async function readStream(kind: TokenKind, signal: AbortSignal, onOpen: () => void) {
  const token = getToken(kind);
  if (!token) return;
  const response = await fetch(STREAM_URL[kind], {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
  onOpen();
  const parser = stationEventParser(emit);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}

const connections = new Map<TokenKind, { users: number; abort: AbortController }>();
const openListeners = new Set<() => void>();

function connect(kind: TokenKind, abort: AbortController) {
  const loop = async () => {
    while (!abort.signal.aborted) {
      try {
        // After a (re)connection, lists refetch: changes missed while disconnected show up.
        await readStream(kind, abort.signal, () => {
          for (const listener of openListeners) listener();
        });
      } catch {
        // Network drop or server restart: retry below.
      }
      if (abort.signal.aborted || !getToken(kind)) return;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
  void loop();
}

/** Keeps the role's stream open while the calling component is mounted. */
export function useLiveStream(kind: TokenKind, onEvent?: (event: LiveEvent) => void) {
  useEffect(() => {
    let connection = connections.get(kind);
    if (!connection) {
      connection = { users: 0, abort: new AbortController() };
      connections.set(kind, connection);
      connect(kind, connection.abort);
    }
    connection.users++;
    return () => {
      const current = connections.get(kind);
      if (!current) return;
      current.users--;
      if (current.users === 0) {
        current.abort.abort();
        connections.delete(kind);
      }
    };
  }, [kind]);
  useEffect(() => {
    if (!onEvent) return;
    eventListeners.add(onEvent);
    return () => {
      eventListeners.delete(onEvent);
    };
  }, [onEvent]);
}

/** Runs `listener` each time a stream (re)opens. */
export function useStreamOpened(listener: () => void) {
  useEffect(() => {
    openListeners.add(listener);
    return () => {
      openListeners.delete(listener);
    };
  }, [listener]);
}

const subscribeStates = (listener: () => void) => {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
};

/** The newest known state of a station: the pushed one, else the one its row came with. */
export function useStationLive(stationId: number, fromRow: StationLive): StationLive {
  const pushed = useSyncExternalStore(subscribeStates, () => states.get(stationId));
  if (!pushed) return fromRow;
  // A row fetched after the last push is as new or newer.
  if (fromRow.lastSeenAt && pushed.lastSeenAt && fromRow.lastSeenAt > pushed.lastSeenAt) {
    return fromRow;
  }
  return pushed;
}
