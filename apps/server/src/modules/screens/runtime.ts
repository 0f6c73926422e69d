import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/errors';
import { rollUpPlays } from './rollup';
import { screenOfToken } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest guard of the `screen` audience: a paired screen's token, nothing else. */
    screenGuard: onRequestHookHandler;
    screensRuntime: {
      /** Rolls raw plays past the retention period into daily aggregates. */
      rollUp(now?: Date): Promise<number>;
    };
  }
  interface FastifyRequest {
    /** The station whose screen called (routes of the `screen` audience). */
    screenStationId?: number;
  }
}

/** The station of the calling screen (set by the screen guard). */
export function screenOf(request: FastifyRequest): number {
  if (request.screenStationId === undefined) throw unauthorized();
  return request.screenStationId;
}

// Screen tokens are 43 base64url characters (lib/random-tokens.ts).
const SCREEN_TOKEN = /^Bearer\s+([A-Za-z0-9_-]{43})$/i;
const ROLLUP_EVERY_MS = 3_600_000;

export default fp(
  async function screensRuntime(app: FastifyInstance) {
    app.decorate('screenGuard', (async (request: FastifyRequest) => {
      const token = request.headers.authorization?.match(SCREEN_TOKEN)?.[1];
      const stationId = token ? await screenOfToken(app.db, token) : undefined;
      if (stationId === undefined) throw unauthorized();
      request.screenStationId = stationId;
    }) as onRequestHookHandler);

    const runtime = {
      rollUp: (now?: Date) => rollUpPlays(app.db, app.config.screenPlaysRetentionDays, now),
    };
    app.decorate('screensRuntime', runtime);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      timer = setInterval(() => {
        runtime
          .rollUp()
          .catch((error) => app.log.error({ err: error }, 'screen plays roll-up failed'));
      }, ROLLUP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'screens', dependencies: ['database'] },
);
