import {
  TELEMETRY_MAX_BYTES,
  type TelemetryMessage,
  type TelemetryStats,
  telemetryMessageSchema,
} from '@app/contracts/telemetry';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { stationAlerts, stationLive, stations, stationTelemetry } from '../../db/schema';
import type { OpenedAlert } from './alert-mail';
import type { BusEvent } from './bus';
import { toLive } from './live';

/**
 * MQTT ingestion: validate each message, then write them in batches (one transaction per batch:
 * raw rows, the live state, alert transitions) so 1,000 stations cost a few queries a second, not
 * thousands. A malformed message is counted and dropped; nothing here throws into the broker.
 */

interface Queued {
  reference: string;
  message: TelemetryMessage;
  receivedAt: Date;
  /** Called once the batch holding it is written (or given up): the broker may forget it then. */
  written?: () => void;
}

export interface IngestorDeps {
  db: Db;
  log: FastifyBaseLogger;
  offlineAfterS: number;
  publish(events: BusEvent[]): Promise<void>;
  onAlertOpened(alert: OpenedAlert): void;
}

// Small enough that a change reaches the API well within a second, big enough to batch a burst.
const FLUSH_DELAY_MS = 50;
const MAX_BATCH = 1000;

export type DropReason = keyof TelemetryStats['dropped'];

export class Ingestor {
  readonly stats = {
    received: 0,
    stored: 0,
    dropped: { malformed: 0, outOfRange: 0, wrongTopic: 0, unknownStation: 0 },
    connectionsRefused: 0,
  };
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: IngestorDeps) {}

  /** Accepted messages waiting for their batch write (metrics). */
  pending(): number {
    return this.queue.length;
  }

  drop(reason: DropReason, details: Record<string, unknown>) {
    this.stats.dropped[reason]++;
    this.deps.log.warn({ ...details, reason }, 'telemetry message dropped');
  }

  /**
   * Accepts a raw MQTT payload for a station reference taken from an authorized topic. `written`
   * is called once it is stored (or dropped): the external broker's acknowledgement waits for it.
   */
  accept(reference: string, payload: Buffer, written?: () => void) {
    this.stats.received++;
    if (payload.length > TELEMETRY_MAX_BYTES) {
      this.drop('malformed', { reference, bytes: payload.length });
      written?.();
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      this.drop('malformed', { reference });
      written?.();
      return;
    }
    const parsed = telemetryMessageSchema.safeParse(json);
    if (!parsed.success) {
      // Right shape, impossible numbers (ports above the total, negative counts) vs. wrong shape.
      const range = parsed.error.issues.every((issue) =>
        ['too_big', 'too_small', 'custom'].includes(issue.code),
      );
      this.drop(range ? 'outOfRange' : 'malformed', {
        reference,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`),
      });
      written?.();
      return;
    }
    this.queue.push({ reference, message: parsed.data, receivedAt: new Date(), written });
    if (this.queue.length >= MAX_BATCH) this.schedule(0);
    else this.schedule(FLUSH_DELAY_MS);
  }

  private schedule(delay: number) {
    if (this.timer && delay > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delay);
  }

  /** Writes everything queued so far; batches run one after the other. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) {
      this.notifyIdle();
      return;
    }
    const batch = this.queue.splice(0, MAX_BATCH);
    this.flushing = this.write(batch)
      // One retry with the stations looked up again: a station deleted between the lookup and the
      // insert fails the whole transaction; on the second pass it is simply unknown and dropped.
      .catch(() => this.write(batch))
      .catch((error) => {
        this.deps.log.error({ err: error, messages: batch.length }, 'telemetry batch failed');
      })
      .finally(() => {
        this.flushing = undefined;
        for (const item of batch) item.written?.();
      });
    await this.flushing;
    if (this.queue.length > 0) return this.flush();
    this.notifyIdle();
  }

  /** Resolves once every accepted message is written (tests, shutdown, benchmark). */
  async idle(): Promise<void> {
    if (this.queue.length === 0 && !this.flushing && !this.timer) return;
    await new Promise<void>((resolve) => {
      this.idleWaiters.push(resolve);
      this.schedule(0);
    });
  }

  private notifyIdle() {
    if (this.queue.length > 0 || this.timer) return;
    const waiters = this.idleWaiters.splice(0);
    for (const resolve of waiters) resolve();
  }

  private async write(batch: Queued[]) {
    const { db } = this.deps;
    const references = [...new Set(batch.map((item) => item.reference))];
    const known = await db
      .select({ id: stations.id, reference: stations.reference, clientId: stations.clientId })
      .from(stations)
      .where(inArray(stations.reference, references));
    const byReference = new Map(known.map((row) => [row.reference, row]));
    const rows: (typeof stationTelemetry.$inferInsert)[] = [];
    const last = new Map<number, Queued>();
    for (const item of batch) {
      const station = byReference.get(item.reference);
      if (!station) {
        this.drop('unknownStation', { reference: item.reference });
        continue;
      }
      rows.push({
        stationId: station.id,
        receivedAt: item.receivedAt,
        status: item.message.status,
        portsInUse: item.message.portsInUse,
        portsTotal: item.message.portsTotal,
        sessions: item.message.sessions,
        fault: item.message.fault ?? null,
      });
      last.set(station.id, item);
    }
    if (rows.length === 0) return;
    const ids = [...last.keys()];
    const opened: OpenedAlert[] = [];

    await db.transaction(async (tx) => {
      await tx.insert(stationTelemetry).values(rows);
      await tx
        .insert(stationLive)
        .values(
          [...last].map(([stationId, item]) => ({
            stationId,
            status: item.message.status,
            portsInUse: item.message.portsInUse,
            portsTotal: item.message.portsTotal,
            fault: item.message.fault ?? null,
            lastSeenAt: item.receivedAt,
            offlineSince: null,
          })),
        )
        .onConflictDoUpdate({
          target: stationLive.stationId,
          set: {
            status: sql`excluded.status`,
            portsInUse: sql`excluded.ports_in_use`,
            portsTotal: sql`excluded.ports_total`,
            fault: sql`excluded.fault`,
            lastSeenAt: sql`excluded.last_seen_at`,
            offlineSince: sql`null`,
          },
        });

      // Alert transitions, from each station's last message of the batch.
      const open = await tx
        .select({
          id: stationAlerts.id,
          stationId: stationAlerts.stationId,
          kind: stationAlerts.kind,
        })
        .from(stationAlerts)
        .where(and(inArray(stationAlerts.stationId, ids), isNull(stationAlerts.closedAt)));
      const openByStation = new Map(open.map((alert) => [alert.stationId, alert]));
      const toClose: number[] = [];
      const toOpen: { stationId: number; detail: string | null }[] = [];
      for (const [stationId, item] of last) {
        const current = openByStation.get(stationId);
        const status = item.message.status;
        // A station that speaks ends a silence; a fault stays one incident until it clears.
        if (current?.kind === 'offline') toClose.push(current.id);
        if (current?.kind === 'fault' && (status === 'available' || status === 'charging')) {
          toClose.push(current.id);
        }
        if (status === 'fault' && current?.kind !== 'fault') {
          toOpen.push({ stationId, detail: item.message.fault ?? null });
        }
      }
      if (toClose.length > 0) {
        await tx
          .update(stationAlerts)
          .set({ closedAt: new Date() })
          .where(inArray(stationAlerts.id, toClose));
      }
      if (toOpen.length > 0) {
        // The partial unique index keeps one open incident per station, even across instances.
        const inserted = await tx
          .insert(stationAlerts)
          .values(toOpen.map((alert) => ({ ...alert, kind: 'fault' as const })))
          .onConflictDoNothing()
          .returning({ id: stationAlerts.id, stationId: stationAlerts.stationId });
        for (const row of inserted) {
          const station = known.find((s) => s.id === row.stationId)!;
          opened.push({
            id: row.id,
            kind: 'fault',
            detail: last.get(row.stationId)!.message.fault ?? null,
            reference: station.reference,
            clientId: station.clientId,
          });
        }
      }
    });
    this.stats.stored += rows.length;

    const now = Date.now();
    const events: BusEvent[] = [...last].map(([stationId, item]) => {
      const station = byReference.get(item.reference)!;
      return {
        stationId,
        reference: station.reference,
        clientId: station.clientId,
        live: toLive(
          {
            status: item.message.status,
            portsInUse: item.message.portsInUse,
            portsTotal: item.message.portsTotal,
            lastSeenAt: item.receivedAt,
          },
          this.deps.offlineAfterS,
          now,
        ),
      };
    });
    await this.deps.publish(events).catch((error) => {
      this.deps.log.warn({ err: error }, 'live-state fan-out failed');
    });
    for (const alert of opened) this.deps.onAlertOpened(alert);
  }
}
