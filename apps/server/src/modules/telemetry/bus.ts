import { EventEmitter } from 'node:events';
import type { StationLive } from '@app/contracts/telemetry';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** A live-state change, fanned out to every instance's Server-Sent Event streams. */
export interface BusEvent {
  stationId: number;
  reference: string;
  clientId: number | null;
  live: StationLive;
}

export interface LiveBus {
  publish(events: BusEvent[]): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'station_live';
// NOTIFY payloads are capped at 8000 bytes; one event is about 200.
const EVENTS_PER_NOTIFY = 30;

/** PGlite (one process): an in-process emitter is the whole fan-out. */
export function inProcessBus(): LiveBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(events) {
      for (const event of events) emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PostgreSQL: every instance LISTENs on one channel and publishes with NOTIFY, so a browser
 * connected to instance A sees a station whose messages instance B ingested. The local instance
 * receives its own notifications too, so events are emitted only from the listener.
 */
export async function postgresBus(url: string, log: FastifyBaseLogger): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  let listener: pg.Client | undefined;
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', () => {});

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        for (const event of JSON.parse(message.payload) as BusEvent[]) emitter.emit('event', event);
      } catch (error) {
        log.warn({ err: error }, 'unreadable live-state notification');
      }
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'live-state LISTEN connection lost; reconnecting');
      client.end().catch(() => {});
      if (!closed) setTimeout(() => connect().catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }
  await connect();

  return {
    async publish(events) {
      for (let i = 0; i < events.length; i += EVENTS_PER_NOTIFY) {
        const payload = JSON.stringify(events.slice(i, i + EVENTS_PER_NOTIFY));
        await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
      }
    },
    subscribe(fn) {
      emitter.on('event', fn);
      return () => emitter.off('event', fn);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
