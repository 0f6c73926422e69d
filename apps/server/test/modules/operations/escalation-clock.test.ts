import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorkOrder } from '@app/contracts/operations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stations, workOrders } from '../../../src/db/schema';
import { bearer, createAdminAccount, xsrf } from '../../helpers/app';
import { useTestApp } from '../../helpers/fixtures';

/**
 * Deadline escalation on the running server's own timer (issue 32), with a fake clock: the wall
 * clock and the 5-second sweep interval are vitest's, so half an hour passes in a few calls. The
 * database and the mail outbox are real.
 */

let token = '';
const START = new Date('2031-03-03T10:00:00Z');

// Registered before the app's: the clock is faked before the app is built.
beforeAll(() => {
  // Only the clock and intervals are faked: timeouts and I/O (the database, files) stay real.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
});
const t = useTestApp({ MQTT_PORT: '0', OPERATIONS_MAILBOX: 'astreinte@example.tn' });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await createAdminAccount(t.app)).token;
});
// Registered after the app's, so run before it closes.
afterAll(() => {
  vi.useRealTimers();
});

const outbox = async () => {
  const dir = path.join(t.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
};

/**
 * Moves the fake clock to `at`, lets the server's 5-second timer fire, and waits for the sweep it
 * started (and the e-mails that sweep sends) to finish.
 */
async function tickTo(at: string) {
  const sweep = vi.spyOn(t.app.operations, 'sweep');
  vi.setSystemTime(new Date(at));
  await vi.advanceTimersByTimeAsync(5_000);
  expect(sweep).toHaveBeenCalled();
  await sweep.mock.results.at(-1)!.value;
  sweep.mockRestore();
  await t.app.operations.settled();
}

describe('escalation by the server’s timer, on a fake clock', () => {
  it('mails an urgent work order 30 minutes after it opened, once, and not before', async () => {
    const [station] = await t.app.db
      .insert(stations)
      .values({ reference: `CLK-${process.pid}` })
      .returning();
    // A visitor's one-tap report at 10:00 opens an urgent work order, due at 10:30.
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reclamations/qr/urgent',
      payload: {
        station: station!.reference,
        kind: 'phone_locked',
        locker: 3,
        telephone: '22123456',
      },
      ...xsrf,
    });
    expect(report.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/work-orders?stationId=${station!.id}`,
      headers: bearer(token),
    });
    const [order] = list.json() as WorkOrder[];
    expect(order!.deadlineAt).toBe('2031-03-03T10:30:00.000Z');
    const escalatedAt = async () =>
      (await t.app.db.select().from(workOrders).where(eq(workOrders.id, order!.id)))[0]!
        .escalatedAt;

    await tickTo('2031-03-03T10:29:00Z');
    expect(await escalatedAt()).toBeNull();
    expect(await outbox()).toHaveLength(0);

    await tickTo('2031-03-03T10:30:30Z');
    // The timer fired 5 s after the clock was set: that sweep escalated it.
    expect((await escalatedAt())?.toISOString()).toBe('2031-03-03T10:30:35.000Z');
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toContain('astreinte@example.tn');
    expect(mail).toContain(`CLK-${process.pid}`);

    // Later sweeps leave it alone: one mail per late work order.
    await tickTo('2031-03-03T11:30:00Z');
    await tickTo('2031-03-03T12:30:00Z');
    expect(await outbox()).toHaveLength(1);
  });
});
