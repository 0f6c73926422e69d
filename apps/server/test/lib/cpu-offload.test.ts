import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demandes, espaces, stations } from '../../src/db/schema';
import { CpuBudgetError, createCpuPool } from '../../src/lib/cpu-pool';
import { createAdminAccount, type TestAccount } from '../helpers/app';
import { demandeValues, postChat, useTestApp } from '../helpers/fixtures';

/**
 * Issue 13 §3: one anonymous photo used to hold the event loop for seconds (jsQR on the main
 * thread). Every CPU-bound step now runs in the worker pool; these spies sit on the main thread's
 * copies of jsqr and pdfkit, so any call on the event loop is seen. (Worker threads load their own,
 * un-mocked modules: the work still happens, the spies stay silent.)
 */
const mainThread = vi.hoisted(() => ({ jsqr: 0, pdfkit: 0 }));
vi.mock('jsqr', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: (...args: unknown[]) => unknown }).default;
  return {
    default: (...args: unknown[]) => {
      mainThread.jsqr++;
      return real(...args);
    },
  };
});
vi.mock('pdfkit', async (importOriginal) => {
  const Real = ((await importOriginal()) as { default: new (...args: unknown[]) => object })
    .default;
  return {
    default: new Proxy(Real, {
      construct(target, args) {
        mainThread.pdfkit++;
        return Reflect.construct(target, args);
      },
    }),
  };
});

/** Random noise (1200 × 1200 by default): the attack image (thousands of false QR finder patterns). */
const noisePng = (side = 1200) =>
  sharp(randomBytes(side * side), { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();

/** A 3000 × 2250 "photo" (a busy gradient) with a station sticker in one corner. */
async function photoWithSticker(text: string) {
  const qr = await QRCode.toBuffer(text, { width: 700, margin: 4 });
  const width = 3000;
  const height = 2250;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    pixels[i] = (p % width) % 200;
    pixels[i + 1] = Math.floor(p / width) % 180;
    pixels[i + 2] = 90;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: qr, left: 1900, top: 1200 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('CPU-bound steps run off the event loop', () => {
  const t = useTestApp();
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAdminAccount(t.app);
  });

  const chat = (image: Buffer, filename: string, contentType: string) =>
    postChat(
      t.app,
      { message: 'Elle ne charge plus' },
      { image: { data: image, filename, contentType } },
    );

  it('reads a station sticker in a large photo, in a worker (never on the event loop)', async () => {
    const [espace] = await t.app.db
      .insert(espaces)
      .values({
        nom: 'Carrefour La Marsa',
        ville: 'La Marsa',
        gouvernorat: 'Tunis',
        activite: 'Commerce',
      })
      .returning();
    await t.app.db.insert(stations).values({ reference: 'MB-0777', espaceId: espace!.id });
    const photo = await photoWithSticker('https://example.tn/reclamation-qr?station=MB-0777');
    const response = await chat(photo, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json().complaintUrl).toBe('/reclamation-qr?station=MB-0777');
    expect(mainThread.jsqr).toBe(0);
  });

  it('answers a random-noise image without scanning it on the event loop', async () => {
    const response = await chat(await noisePng(), 'noise.png', 'image/png');
    expect(response.statusCode).toBe(200);
    // No station was read from it: the answer points to the general complaint form.
    expect(response.json().complaintUrl).toBe('/reclamation-qr');
    expect(mainThread.jsqr).toBe(0);
  });

  it('renders the quote-request and sticker PDFs in a worker', async () => {
    const [demande] = await t.app.db.insert(demandes).values(demandeValues()).returning();
    const [station] = await t.app.db.insert(stations).values({ reference: 'NB-PDF-1' }).returning();
    const headers = { authorization: `Bearer ${admin.token}` };
    for (const url of [
      `/api/demandes/${demande!.id}/pdf`,
      `/api/admin/stations/${station!.id}/qr.pdf`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(mainThread.pdfkit).toBe(0);
  });
});

describe('CPU worker pool budgets', () => {
  it('abandons a job over its time budget with a 422, and the pool keeps working', async () => {
    const pool = createCpuPool({ maxThreads: 1 });
    try {
      const job = pool.run('qr', { image: await noisePng(), maxSide: 1200 }, { budgetMs: 50 });
      await expect(job).rejects.toBeInstanceOf(CpuBudgetError);
      await expect(job).rejects.toMatchObject({ statusCode: 422, code: 'error.tooComplex' });
      const qr = await QRCode.toBuffer('hello', { width: 200 });
      expect(await pool.run('qr', { image: qr, maxSide: 1000 })).toBe('hello');
    } finally {
      await pool.close();
    }
  });

  it('scans a copy within the pixel budget: a 2500 px wide sticker photo is still read', async () => {
    const pool = createCpuPool({ maxThreads: 1 });
    try {
      const sticker = await QRCode.toBuffer('https://example.tn/reclamation-qr?station=X', {
        width: 2500,
      });
      expect(await pool.run('qr', { image: sticker, maxSide: 1000 })).toBe(
        'https://example.tn/reclamation-qr?station=X',
      );
    } finally {
      await pool.close();
    }
  });

  it('refuses jobs beyond its queue with 503 instead of piling them up', async () => {
    const pool = createCpuPool({ maxThreads: 1, maxQueue: 1 });
    try {
      const noise = await noisePng(500);
      const job = () => pool.run('qr', { image: noise, maxSide: 1000 }, { budgetMs: 30_000 });
      // A warm pool: one thread running a job, one job waiting, the third refused.
      await pool.run('qr', { image: await QRCode.toBuffer('warm'), maxSide: 1000 });
      const results = await Promise.allSettled([job(), job(), job()]);
      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 503,
        code: 'error.unavailable',
      });
    } finally {
      await pool.close();
    }
  });
});
