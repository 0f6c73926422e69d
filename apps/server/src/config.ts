import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_BRAND_NAME } from '@app/contracts/site';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { DEFAULT_MQTT_LIMITS, type MqttLimits } from './modules/telemetry/mqtt-guard';
import { defaultDataDir, defaultWebDistDir } from './paths';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Every environment variable the server reads, parsed once. All are optional on a fresh clone. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(defaultDataDir),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** HMAC-SHA-256 key of the stations' MQTT secrets (issue 35); instances sharing a database share it. */
  STATION_SECRET_KEY: optionalString.pipe(z.string().min(32).optional()),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: optionalString,
  SALES_MAILBOX: z.email().default('contact@example.tn'),
  CHAT_LLM_BASE_URL: optionalString,
  CHAT_LLM_API_KEY: optionalString,
  CHAT_LLM_MODEL: z.string().default('gpt-4o-mini'),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  // One line of printable text: it goes into page titles, mail headers and PDFs.
  BRAND_NAME: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}]+$/u)
    .default(DEFAULT_BRAND_NAME),
  ADMIN_FACE_CHECK: z.enum(['required', 'off']).default('required'),
  /** Bearer token of GET /metrics (Prometheus); unset, /metrics is not served. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /** `pretty`: readable lines; `json`: one JSON object a line. Unset: pretty on a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  WEB_DIST_DIR: z.string().default(defaultWebDistDir),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'object' && !Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  // Station telemetry (MQTT): the embedded broker's TCP port (0 disables it), or an external broker.
  MQTT_PORT: z.coerce.number().int().min(0).max(65_535).default(1883),
  MQTT_URL: optionalString,
  /**
   * The shared-subscription group on MQTT_URL: the instances of one deployment share one group and
   * split the messages; two deployments on one broker (production and staging) need two groups.
   */
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and - only (it is part of a topic filter)')
    .default('platform'),
  /**
   * This instance's client id on MQTT_URL, one per instance: with it the instance keeps a persistent
   * session, so messages it received but had not written when it died are delivered again.
   */
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . and - only')
    .optional(),
  /** The broker address stations are told to use (credentials dialog); derived when unset. */
  MQTT_PUBLIC_URL: optionalString,
  /** MQTT connections not logged in yet, per client address and in total (issue 28). */
  MQTT_MAX_PENDING_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(64),
  MQTT_MAX_PENDING: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  STATION_OFFLINE_AFTER_S: z.coerce.number().int().min(5).max(86_400).default(180),
  /** Raw telemetry older than this is rolled up into daily aggregates, then deleted. */
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  SCREEN_PLAYS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Work order deadlines (issue 32), minutes from opening: urgent report, fault alert, staff. */
  WORK_ORDER_URGENT_MINUTES: z.coerce.number().int().min(1).max(100_000).default(30),
  WORK_ORDER_FAULT_MINUTES: z.coerce.number().int().min(1).max(100_000).default(240),
  WORK_ORDER_STAFF_MINUTES: z.coerce.number().int().min(1).max(100_000).default(1440),
  /** A remote command unanswered after this many seconds is `timeout` (issue 32: 30). */
  COMMAND_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(30),
  /** Where a work order past its deadline is escalated. */
  OPERATIONS_MAILBOX: z.email().default('operations@example.tn'),
  // Billing (issue 31): TVA rate in percent (up to two decimals) and stamp duty in millimes.
  INVOICE_TVA_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage such as 19 or 13.5')
    .default('19'),
  INVOICE_STAMP_MILLIMES: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /** `off` stops the monthly issue and the reminders of this instance (tests; a read replica). */
  BILLING_SCHEDULE: z.enum(['on', 'off']).default('on'),
  KONNECT_API_URL: z.url().default('https://api.konnect.network/api/v2'),
  KONNECT_API_KEY: optionalString,
  KONNECT_WALLET_ID: optionalString,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  s3?: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string };
  jwtSecret: string;
  stationSecretKey: string;
  jwtTtlSeconds: number;
  publicUrl: string;
  smtpUrl?: string;
  salesMailbox: string;
  chatLlm?: { baseUrl: string; apiKey?: string; model: string };
  mapTileUrl: string;
  brandName: string;
  adminFaceCheck: 'required' | 'off';
  logLevel: string;
  logFormat: 'pretty' | 'json';
  metricsToken?: string;
  uploadMaxBytes: number;
  webDistDir: string;
  trustProxy: TrustProxy;
  mqtt: {
    port: number;
    url?: string;
    shareGroup: string;
    clientId?: string;
    publicUrl: string;
    limits: MqttLimits;
  };
  stationOfflineAfterS: number;
  telemetryRetentionDays: number;
  /** Raw screen plays kept this long, then rolled up into daily aggregates. */
  screenPlaysRetentionDays: number;
  commandTimeoutS: number;
  workOrders: {
    urgentMinutes: number;
    faultMinutes: number;
    staffMinutes: number;
    mailbox: string;
  };
  billing: {
    /** TVA rate in basis points (1900 = 19 %). */
    tvaRateBp: number;
    stampMillimes: number;
    schedule: boolean;
    /** Online payment, when both the API key and the receiving wallet are set. */
    konnect?: { apiUrl: string; apiKey: string; walletId: string };
  };
}

export class ConfigError extends Error {}

/**
 * Reads a secret from DATA_DIR/secrets (the JWT secret, the station key), creating it on first
 * start so restarts keep sessions and station credentials valid.
 */
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/**
 * Where stations connect: the external broker without the platform's own credentials, else the
 * embedded broker on the public host (TCP), else its WebSocket endpoint on the HTTP server.
 */
function stationBrokerUrl(env: z.output<typeof envSchema>): string {
  if (env.MQTT_URL) {
    const url = new URL(env.MQTT_URL);
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/$/, '');
  }
  const publicUrl = new URL(env.PUBLIC_URL);
  if (env.MQTT_PORT > 0) return `mqtt://${publicUrl.hostname}:${env.MQTT_PORT}`;
  return `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}/mqtt`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const s3Parts = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY, env.S3_SECRET_KEY];
  if (s3Parts.some(Boolean) && !s3Parts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together',
    );
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKey: env.S3_ACCESS_KEY,
            secretKey: env.S3_SECRET_KEY,
            region: env.S3_REGION,
          }
        : undefined,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    stationSecretKey: env.STATION_SECRET_KEY ?? persistedSecret(dataDir, 'station-key'),
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    salesMailbox: env.SALES_MAILBOX,
    chatLlm: env.CHAT_LLM_BASE_URL
      ? { baseUrl: env.CHAT_LLM_BASE_URL, apiKey: env.CHAT_LLM_API_KEY, model: env.CHAT_LLM_MODEL }
      : undefined,
    mapTileUrl: env.MAP_TILE_URL,
    brandName: env.BRAND_NAME,
    adminFaceCheck: env.ADMIN_FACE_CHECK,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    metricsToken: env.METRICS_TOKEN,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    trustProxy: env.TRUST_PROXY,
    mqtt: {
      port: env.MQTT_PORT,
      url: env.MQTT_URL,
      shareGroup: env.MQTT_SHARE_GROUP,
      clientId: env.MQTT_CLIENT_ID,
      publicUrl: env.MQTT_PUBLIC_URL ?? stationBrokerUrl(env),
      limits: {
        ...DEFAULT_MQTT_LIMITS,
        maxPendingPerAddress: env.MQTT_MAX_PENDING_PER_ADDRESS,
        maxPending: env.MQTT_MAX_PENDING,
      },
    },
    stationOfflineAfterS: env.STATION_OFFLINE_AFTER_S,
    telemetryRetentionDays: env.TELEMETRY_RETENTION_DAYS,
    screenPlaysRetentionDays: env.SCREEN_PLAYS_RETENTION_DAYS,
    commandTimeoutS: env.COMMAND_TIMEOUT_S,
    workOrders: {
      urgentMinutes: env.WORK_ORDER_URGENT_MINUTES,
      faultMinutes: env.WORK_ORDER_FAULT_MINUTES,
      staffMinutes: env.WORK_ORDER_STAFF_MINUTES,
      mailbox: env.OPERATIONS_MAILBOX,
    },
    billing: {
      tvaRateBp: Math.round(Number(env.INVOICE_TVA_PERCENT) * 100),
      stampMillimes: env.INVOICE_STAMP_MILLIMES,
      schedule: env.BILLING_SCHEDULE === 'on',
      konnect:
        env.KONNECT_API_KEY && env.KONNECT_WALLET_ID
          ? {
              apiUrl: env.KONNECT_API_URL.replace(/\/$/, ''),
              apiKey: env.KONNECT_API_KEY,
              walletId: env.KONNECT_WALLET_ID,
            }
          : undefined,
    },
  };
}
