import { z } from 'zod';
import { countsSchema, listQuerySchema } from './common';
import { adminStationSchema } from './places';
import { clientStationSchema } from './portal';

/** Connected stations: MQTT telemetry, live state, alerts (issue 18). */

export const TELEMETRY_STATUSES = ['available', 'charging', 'fault', 'offline'] as const;
export type TelemetryStatus = (typeof TELEMETRY_STATUSES)[number];

/** Bounds that keep a message physically plausible: a Mega Charger has fewer than 64 ports. */
export const MAX_PORTS = 64;
export const MAX_SESSIONS_PER_MESSAGE = 10_000;
export const FAULT_MAX = 200;
/** MQTT payloads above this size are dropped before parsing. */
export const TELEMETRY_MAX_BYTES = 2048;

export const telemetryTopic = (reference: string) => `stations/${reference}/telemetry`;
/** The reference inside `stations/{reference}/telemetry`, or null for any other topic. */
export function referenceOfTopic(topic: string): string | null {
  const match = /^stations\/([^/#+]+)\/telemetry$/.exec(topic);
  return match ? match[1]! : null;
}

/** What a station publishes on `stations/{reference}/telemetry`, at least every 60 s. */
export const telemetryMessageSchema = z
  .strictObject({
    status: z.enum(TELEMETRY_STATUSES),
    portsInUse: z.number().int().min(0).max(MAX_PORTS),
    portsTotal: z.number().int().min(1).max(MAX_PORTS),
    /** Charging sessions started since the previous message. */
    sessions: z.number().int().min(0).max(MAX_SESSIONS_PER_MESSAGE),
    fault: z.string().trim().min(1).max(FAULT_MAX).optional(),
  })
  .refine((m) => m.portsInUse <= m.portsTotal, { path: ['portsInUse'] });
export type TelemetryMessage = z.infer<typeof telemetryMessageSchema>;

/** The live state carried by every station row. `lastSeenAt` is null before the first message. */
export const stationLiveSchema = z.object({
  online: z.boolean(),
  status: z.enum(TELEMETRY_STATUSES),
  lastSeenAt: z.string().nullable(),
  portsInUse: z.number().int(),
  portsTotal: z.number().int(),
});
export type StationLive = z.infer<typeof stationLiveSchema>;

export const adminStationRowSchema = adminStationSchema.extend({ live: stationLiveSchema });
export type AdminStationRow = z.infer<typeof adminStationRowSchema>;
export const clientStationRowSchema = clientStationSchema.extend({ live: stationLiveSchema });
export type ClientStationRow = z.infer<typeof clientStationRowSchema>;

/** `POST /api/admin/stations/{id}/credentials`: the password is shown this once. */
export const stationCredentialsSchema = z.object({
  username: z.string(),
  password: z.string(),
  mqttUrl: z.string(),
});
export type StationCredentials = z.infer<typeof stationCredentialsSchema>;

export const telemetryRecordSchema = z.object({
  receivedAt: z.string(),
  status: z.enum(TELEMETRY_STATUSES),
  portsInUse: z.number().int(),
  portsTotal: z.number().int(),
  sessions: z.number().int(),
  fault: z.string().nullable(),
});
export type TelemetryRecord = z.infer<typeof telemetryRecordSchema>;

export const ALERT_KINDS = ['fault', 'offline'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const stationAlertSchema = z.object({
  id: z.number().int(),
  stationId: z.number().int(),
  reference: z.string(),
  kind: z.enum(ALERT_KINDS),
  detail: z.string().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** When the client was mailed ("station needing maintenance" setting), null if not. */
  mailedAt: z.string().nullable(),
});
export type StationAlert = z.infer<typeof stationAlertSchema>;

/** Station page: the station with its live state, its recent messages and incidents. */
export const stationTelemetryDetailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  live: stationLiveSchema,
  /** Whether MQTT credentials were issued, and when. */
  credentialsIssuedAt: z.string().nullable(),
  recent: z.array(telemetryRecordSchema),
  alerts: z.array(stationAlertSchema),
});
export type StationTelemetryDetail = z.infer<typeof stationTelemetryDetailSchema>;

export const FLEET_FILTERS = ['all', 'online', 'offline', 'fault', 'charging'] as const;
export type FleetFilter = (typeof FLEET_FILTERS)[number];
export const FLEET_LIMIT = 2000;

export const fleetQuerySchema = z.object({
  filter: z.enum(FLEET_FILTERS).default('all'),
});

/** A station on the fleet map (placed by its space's governorate). */
export const fleetStationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  espacePublic: z.string().nullable(),
  gouvernorat: z.string().nullable(),
  ville: z.string().nullable(),
  client: z.string().nullable(),
  live: stationLiveSchema,
});
export type FleetStation = z.infer<typeof fleetStationSchema>;

export const fleetSchema = z.object({
  counts: countsSchema(['total', 'online', 'offline', 'fault', 'charging']),
  stations: z.array(fleetStationSchema),
});
export type Fleet = z.infer<typeof fleetSchema>;

export const alertsQuerySchema = listQuerySchema.extend({
  open: z.enum(['true', 'false']).optional(),
});

/** Ingestion counters of this instance since it started (dropped messages are counted here). */
export const telemetryStatsSchema = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  dropped: countsSchema(['malformed', 'outOfRange', 'wrongTopic', 'unknownStation']),
  connectionsRefused: z.number().int(),
  connectedStations: z.number().int(),
});
export type TelemetryStats = z.infer<typeof telemetryStatsSchema>;

/** One Server-Sent Event `station`: a station's new live state. */
export const liveEventSchema = z.object({
  stationId: z.number().int(),
  reference: z.string(),
  live: stationLiveSchema,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Figures of the client dashboard that come from telemetry. */
export const clientUsageSchema = z.object({
  onlineNow: z.number().int(),
  /** Share of ports in use over the last 30 days, 0..1; null without any message. */
  usageRate: z.number().nullable(),
  sessionsLast30Days: z.number().int(),
  /** Sessions per month, the same 12 months as the dashboard, oldest first. */
  sessionsByMonth: z.array(z.object({ month: z.string(), sessions: z.number().int() })),
});
export type ClientUsage = z.infer<typeof clientUsageSchema>;
