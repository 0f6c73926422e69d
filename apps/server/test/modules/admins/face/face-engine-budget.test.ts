import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { admins } from '../../../../src/db/schema';
import { CpuBudgetError } from '../../../../src/lib/cpu-pool';
import { AppError } from '../../../../src/lib/errors';
import { createFaceEngine } from '../../../../src/modules/admins/face/face-engine';
import { bearer, createAdminAccount, issueToken } from '../../../helpers/app';
import { useTestApp } from '../../../helpers/fixtures';
import { framesTurning, turnedFrame } from '../../../helpers/head-turn-frames';

/**
 * Issue 13 §3: the face engine's worker pool had no time budget and no queue cap, so a stuck or
 * flooded engine kept /api/verify-face waiting without end. Like cpu-pool.ts, an image over its
 * budget answers 422 error.tooComplex and a full queue 503 error.unavailable, at once.
 */

// The app's engine, with a budget no face analysis can meet (the real engine otherwise).
vi.mock('../../../../src/modules/admins/face/face-engine', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../../../src/modules/admins/face/face-engine')>();
  return {
    ...real,
    createFaceEngine: (options: Parameters<typeof real.createFaceEngine>[0] = {}) =>
      real.createFaceEngine({ ...options, budgetMs: options.budgetMs ?? 50 }),
  };
});

describe('face engine limits', { timeout: 120_000 }, () => {
  it('abandons an image over its time budget with 422 error.tooComplex', async () => {
    const engine = createFaceEngine({ budgetMs: 50 });
    try {
      const frame = await turnedFrame(0);
      const started = performance.now();
      const failure = await engine.analyse(frame).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(CpuBudgetError);
      expect(failure).toMatchObject({ statusCode: 422, code: 'error.tooComplex' });
      // Not the seconds the models take to load and run: the budget's end.
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await engine.close();
    }
  });

  it('refuses an image at once with 503 when the queue is full, and finishes the others', async () => {
    const engine = createFaceEngine({ budgetMs: 90_000, maxThreads: 1, maxQueue: 1 });
    try {
      const frame = await turnedFrame(0);
      const settled: string[] = [];
      const track = (name: string, job: Promise<unknown>) =>
        job.then(
          () => void settled.push(`${name}:ok`),
          (error: unknown) =>
            void settled.push(`${name}:${error instanceof AppError ? error.statusCode : 'error'}`),
        );
      const first = track('first', engine.analyse(frame));
      const second = track('second', engine.analyse(frame));
      const third = engine.analyse(frame);
      await expect(third).rejects.toMatchObject({ statusCode: 503, code: 'error.unavailable' });
      // The refusal came before either accepted image was analysed.
      expect(settled).toEqual([]);
      await Promise.all([first, second]);
      expect(settled.sort()).toEqual(['first:ok', 'second:ok']);
      // Once the queue has room again, images are accepted.
      await expect(engine.analyse(frame)).resolves.toMatchObject({ yaw: expect.any(Number) });
    } finally {
      await engine.close();
    }
  });
});

describe('POST /api/verify-face with the engine over budget', { timeout: 120_000 }, () => {
  const t = useTestApp({ ADMIN_FACE_CHECK: 'required' });

  it('answers 422 with the error body, never waits', async () => {
    const account = await createAdminAccount(t.app);
    // A reference face (any descriptor): the check gets as far as analysing the frames.
    await t.app.db
      .update(admins)
      .set({ faceDescriptor: Array.from({ length: 128 }, () => 0.01) })
      .where(eq(admins.id, account.id));
    const token = issueToken(t.app, account.id, 'admin', 'face');
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/verify-face/challenge',
      headers: bearer(token),
    });
    expect(issued.statusCode).toBe(200);
    const { challenge, direction } = issued.json() as {
      challenge: string;
      direction: 'left' | 'right';
    };
    const frames = await framesTurning(direction, -12);
    const boundary = '----budget-test';
    const part = (name: string, value: string | Buffer, file?: boolean) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
            file ? `; filename="${name}.jpg"\r\nContent-Type: image/jpeg` : ''
          }\r\n\r\n`,
        ),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    const [start, ...turning] = frames;
    const payload = Buffer.concat([
      part('challenge', challenge),
      part('image', start!, true),
      ...turning.map((frame) => part('frame', frame, true)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verify-face',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'error.tooComplex',
      message: 'Ce fichier demande trop de traitement. Envoyez-en une version plus simple.',
    });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
