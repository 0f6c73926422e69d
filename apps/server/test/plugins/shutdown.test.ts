import { describe, expect, it } from 'vitest';
import { audience } from '../../src/plugins/application/audience';
import { createTestApp } from '../helpers/app';

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, then closes the database', async () => {
    let release: () => void = () => {};
    let entered: () => void = () => {};
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const t = await createTestApp({}, async (app) => {
      await app.register(
        audience('public', async (app) => {
          app.get('/api/test/slow', async () => {
            await new Promise<void>((resolve) => {
              release = resolve;
              entered();
            });
            return { done: true };
          });
        }),
      );
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    let pinged = false;
    const originalClose = t.app.database.close;
    t.app.database.close = async () => {
      pinged = true;
      await originalClose();
    };

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    // Close only once the request is really in flight, however loaded the machine is.
    await handlerEntered;
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pinged).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(pinged).toBe(true);
  });
});
