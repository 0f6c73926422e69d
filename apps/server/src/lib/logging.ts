import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { serializeError } from './log-redaction';

/**
 * Logging: one request id on every line a request causes, whichever logger writes it; readable
 * lines on a terminal, JSON otherwise (LOG_FORMAT overrides).
 *
 * Fastify's `request.log` carries `reqId`; code that logs through `app.log` (services, mails sent
 * after the answer, MQTT) gets it from the request's async context, so an operator greps one id
 * and sees the whole story.
 */

/** An incoming X-Request-Id is kept only if it is short, printable, and cannot forge log lines. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{8,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The id of the request whose work is running, if any (read by the log mixin). */
export const requestContext = new AsyncLocalStorage<string>();

// Never log credentials or session material.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

const REQ_ID_BINDING = '"reqId":';
// pino keeps a child logger's bindings as a JSON fragment under this symbol.
const chindings = pino.symbols.chindingsSym;

/** The logger options of the app: redaction, error serializer, request id mixin, format. */
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
    // Adds the request id to lines logged outside `request.log` while a request's work runs
    // (request.log already binds it: not twice).
    mixin(_object, _level, logger) {
      const reqId = requestContext.getStore();
      if (reqId === undefined) return {};
      const bound = (logger as unknown as Record<symbol, unknown>)[chindings];
      if (typeof bound === 'string' && bound.includes(REQ_ID_BINDING)) return {};
      return { reqId };
    },
    ...(stream ? { stream } : {}),
  };
}
