import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import { serializeError } from './log-redaction';

/**
 * Logging: one request id on every line a request causes; readable lines on a terminal, JSON
 * otherwise (LOG_FORMAT overrides).
 *
 * Fastify's `request.log` carries `reqId`. Work a request hands to a service (a mail sent after
 * the answer, a payment check) gets the app as `requestScoped(app, request)`, whose `log` is the
 * request's, so an operator greps one id and sees the whole story. Not an AsyncLocalStorage: on
 * Node 20 it hooks every promise of the process, which cost a chat message a quarter of its CPU
 * (bench/RESULTS.md, "Chat answers").
 */

/** An incoming X-Request-Id is kept only if it is short, printable, and cannot forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The app as the work of one request sees it: everything the app has, and the request's logger as
 * `log` (its lines carry the request's id, also after the answer is sent).
 */
export function requestScoped<App extends { log: FastifyBaseLogger }>(
  app: App,
  request: Pick<FastifyRequest, 'log'>,
): App {
  return Object.create(app, { log: { value: request.log } });
}

// Never log credentials or session material.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** The logger options of the app: redaction, error serializer, format. */
export function loggerOptions(options: {
  level: string;
  format: 'pretty' | 'json';
  /** Where lines go instead of stdout; with `pretty`, a Writable (pino-pretty pipes into it). */
  stream?: { write(line: string): void };
}): NonNullable<FastifyServerOptions['logger']> {
  // pino-pretty formats in this thread, synchronously: a line is written before the next one is
  // logged (a terminal's volume; production logs are JSON). Tests hand it a stream to read.
  const stream =
    options.format === 'pretty'
      ? pinoPretty({
          colorize: options.stream ? false : process.stdout.isTTY === true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          sync: true,
          destination: options.stream ?? 1,
        })
      : options.stream;
  return {
    level: options.level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
