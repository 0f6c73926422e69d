import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionKey } from '../../lib/account-sessions';
import { AppError } from '../../lib/errors';
import { type AuthContext, authOf } from '../../plugins/application/auth';
import type { BusEvent, LiveBus } from './bus';

/**
 * Server-Sent Events: one `station` event per live-state change the caller may see. A stream lives
 * as long as the session that opened it: revoking it (sign-out, password change, factor reset,
 * archived account) or its token's expiry ends the stream (plugins/application/auth.ts `watchSession`).
 */

const HEARTBEAT_MS = 25_000;
/** Open streams one account may hold (a few tabs and devices), and one instance in all. */
export const STREAMS_PER_ACCOUNT = 5;
const STREAMS_TOTAL = 1_000;

export interface SseHub {
  open(request: FastifyRequest, reply: FastifyReply, visible: (event: BusEvent) => boolean): void;
  /** Ends every stream (shutdown), so closing the server does not wait on them. */
  closeAll(): void;
  /** Streams open on this instance (metrics). */
  openCount(): number;
}

type WatchSession = (auth: AuthContext, end: () => void) => () => void;

export function createSseHub(
  bus: LiveBus,
  watchSession: WatchSession,
  limits = { perAccount: STREAMS_PER_ACCOUNT, total: STREAMS_TOTAL },
): SseHub {
  const streams = new Set<() => void>();
  const perAccount = new Map<string, number>();
  return {
    open(request, reply, visible) {
      const auth = authOf(request);
      const key = sessionKey(auth.role, auth.id);
      const held = perAccount.get(key) ?? 0;
      if (held >= limits.perAccount) throw new AppError(429, 'telemetry.tooManyStreams');
      if (streams.size >= limits.total) throw new AppError(429, 'telemetry.streamsBusy');
      perAccount.set(key, held + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Reverse proxies (nginx) must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const unsubscribe = bus.subscribe((event) => {
        if (!visible(event)) return;
        const { clientId: _owner, ...payload } = event;
        res.write(`event: station\ndata: ${JSON.stringify(payload)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let ended = false;
      let unwatch = () => {};
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        unwatch();
        streams.delete(end);
        const left = (perAccount.get(key) ?? 1) - 1;
        if (left > 0) perAccount.set(key, left);
        else perAccount.delete(key);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      unwatch = watchSession(auth, end);
    },
    closeAll() {
      for (const end of [...streams]) end();
    },
    openCount: () => streams.size,
  };
}
