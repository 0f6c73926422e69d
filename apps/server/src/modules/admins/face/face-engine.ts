import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import { Piscina } from 'piscina';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors';
import { IMAGE_TYPES } from '../../../lib/uploads';

/** Detection runs on at most this many pixels per side: enough for a face filling a webcam frame. */
const MAX_SIDE = 640;

interface WorkerFace {
  area: number;
  descriptor: number[];
}

export interface FaceEngine {
  /**
   * The descriptor of the one face of a profile photo. 415 for a non-image, 422 when there is no
   * face or (with `requireSingle`) more than one.
   */
  describe(image: Buffer, options: { requireSingle: boolean }): Promise<number[]>;
  /** Loads the models ahead of the first request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Decodes any accepted image into bounded RGB pixels (sharp works on libuv threads, not the loop). */
async function decode(image: Buffer) {
  const detected = await fileTypeFromBuffer(image);
  if (!detected || !(detected.mime in IMAGE_TYPES)) {
    throw new AppError(415, 'error.unsupportedMediaType');
  }
  try {
    const { data, info } = await sharp(image, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw new AppError(415, 'error.unsupportedMediaType');
  }
}

/**
 * The face check engine: @vladmandic/face-api models on the tfjs WASM backend in a piscina worker
 * pool. One thread per spare core (at least one): WASM inference is CPU-bound, so more threads than
 * cores would only queue inside the OS instead of inside the pool.
 */
export function createFaceEngine(): FaceEngine {
  let pool: Piscina | undefined;
  const getPool = () => {
    pool ??= new Piscina({
      // The same relative name works from src/ (dev, tests) and from dist/ (bundled server).
      filename: new URL('./face-worker.js', import.meta.url).href,
      minThreads: 1,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 30 * 60 * 1000,
    });
    // A worker that fails to start also rejects the task that needed it, and that request answers
    // the error; without a listener the same failure would be re-emitted and crash the process.
    pool.on('error', () => {});
    return pool;
  };

  async function run(image: Buffer): Promise<WorkerFace[]> {
    const decoded = await decode(image);
    const result = (await getPool().run(decoded, {
      transferList: [decoded.pixels.buffer as ArrayBuffer],
    })) as { faces: WorkerFace[] };
    return result.faces;
  }

  return {
    async describe(image, { requireSingle }) {
      const faces = await run(image);
      if (faces.length === 0) throw new AppError(422, 'admins.face.noFace');
      if (requireSingle && faces.length > 1) throw new AppError(422, 'admins.face.manyFaces');
      // A capture may catch someone passing behind: the most prominent face is the one checked.
      const largest = faces.reduce((best, face) => (face.area > best.area ? face : best));
      return largest.descriptor;
    },
    async warmUp() {
      const blank = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 128, g: 128, b: 128 } },
      })
        .png()
        .toBuffer();
      await run(blank);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
