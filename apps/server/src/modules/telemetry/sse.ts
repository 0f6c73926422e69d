import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusEvent, LiveBus } from './bus';

/** Server-Sent Events: one `station` event per live-state change the caller may see. */

const HEARTBEAT_MS = 25_000;

export interface SseHub {
  open(request: FastifyRequest, reply: FastifyReply, visible: (event: BusEvent) => boolean): void;
  /** Ends every stream (shutdown), so closing the server does not wait on them. */
  closeAll(): void;
  /** Streams open on this instance (metrics). */
  openCount(): number;
}

export function createSseHub(bus: LiveBus): SseHub {
  const streams = new Set<() => void>();
  return {
    open(request, reply, visible) {
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
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
    closeAll() {
      for (const end of [...streams]) end();
    },
    openCount: () => streams.size,
  };
}
