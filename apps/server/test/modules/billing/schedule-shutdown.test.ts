import { rm } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { createTestApp } from '../../helpers/app';

/**
 * The billing schedule on shutdown: a benchmark's server logged "billing schedule failed … Cannot
 * use a pool after calling end on the pool" from a tick that ran after the database closed. The
 * schedule stops in an onClose hook that Fastify runs before the database plugin's, and the tick in
 * flight is awaited there.
 */
async function scheduledApp() {
  const logs: string[] = [];
  const t = await createTestApp(
    { BILLING_SCHEDULE: 'on', LOG_LEVEL: 'info' },
    undefined,
    {},
    {
      logStream: { write: (line: string) => void logs.push(line) },
    },
  );
  const original = t.app.billing.tick;
  const ticks = { started: 0, finished: 0 };
  let began: () => void = () => {};
  const firstTick = new Promise<void>((resolve) => {
    began = resolve;
  });
  // A slow pass, so that shutdown starts while it is in flight; then the real queries.
  t.app.billing.tick = async (now) => {
    ticks.started++;
    began();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await original(now);
    ticks.finished++;
  };
  const failures = () => logs.filter((line) => line.includes('billing schedule failed'));
  const cleanUp = () => rm(t.dataDir, { recursive: true, force: true, maxRetries: 5 });
  return { t, ticks, firstTick, failures, cleanUp };
}

it('awaits the tick in flight before the database closes on shutdown', async () => {
  const { t, ticks, firstTick, failures, cleanUp } = await scheduledApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await firstTick; // the pass started by listening is now waiting to query
  await t.app.close();
  expect(ticks).toEqual({ started: 1, finished: 1 });
  expect(failures()).toEqual([]);
  await cleanUp();
});

it('starts no pass once closing began, even when listening ends after close()', async () => {
  const { t, ticks, failures, cleanUp } = await scheduledApp();
  await t.app.close();
  // What a SIGTERM during start-up leaves: the listen finishing after the hooks closed the app.
  await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {});
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(ticks.started).toBe(0);
  expect(failures()).toEqual([]);
  await t.app.server.close();
  await cleanUp();
});
