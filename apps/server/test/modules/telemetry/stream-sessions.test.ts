import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetFactors } from '../../../src/modules/admins/passkeys/service';
import { inProcessBus } from '../../../src/modules/telemetry/bus';
import { createSseHub, STREAMS_PER_ACCOUNT } from '../../../src/modules/telemetry/sse';
import { bearer, createAdminAccount, createClientAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

// Issue 28 §3: a live stream checked its token only when it opened, so a signed-out client, an
// archived one or a dismissed employee kept receiving the fleet's events. Each test opens a real
// stream over HTTP, ends its session one way, and expects the stream to close within 5 s.

const t = useTestApp({ HOST: '127.0.0.1' });
let base = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

const CLOSED_WITHIN_MS = 5_000;

interface OpenStream {
  status: number;
  /** Resolves with the time (ms) from the call to the stream's end; rejects past `withinMs`. */
  closedWithin(withinMs: number): Promise<number>;
  abort(): void;
}

async function open(url: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${url}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  // Reads until the server ends the stream.
  const ended = (async () => {
    try {
      while (!(await reader.read()).done) {
        /* events and heartbeats */
      }
      return 'ended' as const;
    } catch {
      return 'aborted' as const;
    }
  })();
  return {
    status: response.status,
    async closedWithin(withinMs) {
      const start = Date.now();
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), withinMs).unref(),
      );
      const outcome = await Promise.race([ended, timeout]);
      if (outcome !== 'ended') {
        controller.abort();
        throw new Error(`stream still open after ${withinMs} ms (${outcome})`);
      }
      return Date.now() - start;
    },
    abort: () => controller.abort(),
  };
}

/** Still open: nothing ended it within `ms`. */
async function stillOpenAfter(stream: OpenStream, ms: number) {
  await expect(stream.closedWithin(ms)).rejects.toThrow(/still open/);
}

const post = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('live streams end with their session', () => {
  it('client sign-out closes the client stream', async () => {
    const client = await createClientAccount(t.app);
    const stream = await open('/api/stations/stream', client.token);
    expect(stream.status).toBe(200);
    expect((await post('/api/signout', client.token)).statusCode).toBe(204);
    expect(await stream.closedWithin(CLOSED_WITHIN_MS)).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('archiving the client closes the stream; another client’s stream stays open', async () => {
    const admin = await createAdminAccount(t.app);
    const client = await createClientAccount(t.app);
    const bystander = await createClientAccount(t.app);
    const stream = await open('/api/stations/stream', client.token);
    const other = await open('/api/stations/stream', bystander.token);
    const archived = await post(`/api/users/${client.id}/archive`, admin.token);
    expect(archived.statusCode).toBe(204);
    await stream.closedWithin(CLOSED_WITHIN_MS);
    await stillOpenAfter(other, 300);
  });

  it('staff logout closes the fleet stream', async () => {
    const admin = await createAdminAccount(t.app);
    const stream = await open('/api/admin/telemetry/stream', admin.token);
    expect(stream.status).toBe(200);
    expect((await post('/api/logout', admin.token)).statusCode).toBe(204);
    await stream.closedWithin(CLOSED_WITHIN_MS);
  });

  it('a staff factor reset (admin:reset-factors) closes the fleet stream', async () => {
    const admin = await createAdminAccount(t.app);
    const stream = await open('/api/admin/telemetry/stream', admin.token);
    await resetFactors(t.app.db, admin.id, { passkeys: true, face: false });
    await stream.closedWithin(CLOSED_WITHIN_MS);
  });

  it('a revocation made by another connection (another instance, a script) closes it too', async () => {
    const admin = await createAdminAccount(t.app);
    const stream = await open('/api/admin/telemetry/stream', admin.token);
    const statement = 'update admins set token_version = token_version + 1 where id = $1';
    const url = t.app.database.url;
    if (url) {
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query(statement, [admin.id]);
      await other.end();
    } else {
      // Embedded PGlite has one connection: the trigger's NOTIFY is what reaches the stream.
      await t.app.db.execute(sql.raw(statement.replace('$1', String(admin.id))));
    }
    await stream.closedWithin(CLOSED_WITHIN_MS);
  });

  it('a token that expires ends its stream', async () => {
    const client = await createClientAccount(t.app);
    const shortLived = t.app.tokens.issue(
      { sub: String(client.id), role: 'client', scope: 'full', tv: 0 },
      1,
    );
    const stream = await open('/api/stations/stream', shortLived);
    expect(stream.status).toBe(200);
    await stream.closedWithin(2_500);
  });
});

describe('stream caps', () => {
  it(`refuses a ${STREAMS_PER_ACCOUNT + 1}th stream of one account with a clear 429, not another account’s`, async () => {
    const client = await createClientAccount(t.app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) {
      const stream = await open('/api/stations/stream', client.token);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    const refused = await fetch(`${base}/api/stations/stream`, {
      headers: { ...bearer(client.token), 'accept-language': 'en' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'telemetry.tooManyStreams',
      message:
        'Too many live streams open for this account (5 at most). Close a tab and try again.',
    });
    const another = await createClientAccount(t.app);
    const theirs = await open('/api/stations/stream', another.token);
    expect(theirs.status).toBe(200);
    theirs.abort();
    // Closing one frees its place.
    streams.pop()!.abort();
    let reopened = 0;
    for (let attempt = 0; attempt < 50 && reopened !== 200; attempt++) {
      const again = await open('/api/stations/stream', client.token);
      reopened = again.status;
      if (reopened === 200) streams.push(again);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reopened).toBe(200);
    // Signing out ends all five at once.
    expect((await post('/api/signout', client.token)).statusCode).toBe(204);
    await Promise.all(streams.map((stream) => stream.closedWithin(CLOSED_WITHIN_MS)));
  });

  it('a revoked token cannot open a stream at all', async () => {
    const client = await createClientAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/signout',
      headers: { ...bearer(client.token), ...xsrf.headers },
    });
    const response = await fetch(`${base}/api/stations/stream`, { headers: bearer(client.token) });
    expect(response.status).toBe(401);
  });
});

describe('the instance-wide stream cap', () => {
  it('refuses a stream past the total, whoever asks, and takes one again once a place frees', async () => {
    const hub = createSseHub(inProcessBus(), () => () => {}, { perAccount: 5, total: 2 });
    const app = Fastify();
    app.get<{ Querystring: { id: string } }>('/stream', (request, reply) => {
      request.auth = { id: Number(request.query.id), role: 'client', scope: 'full' };
      hub.open(request, reply, () => true);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const controllers: AbortController[] = [];
    const status = async (id: number) => {
      const controller = new AbortController();
      controllers.push(controller);
      return (
        await fetch(`http://127.0.0.1:${port}/stream?id=${id}`, { signal: controller.signal })
      ).status;
    };
    try {
      expect(await status(1)).toBe(200);
      expect(await status(2)).toBe(200);
      expect(await status(3)).toBe(429);
      controllers[0]!.abort();
      let again = 0;
      for (let attempt = 0; attempt < 50 && again !== 200; attempt++) {
        again = await status(3);
        if (again !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(again).toBe(200);
    } finally {
      for (const controller of controllers) controller.abort();
      hub.closeAll();
      await app.close();
    }
  });
});
