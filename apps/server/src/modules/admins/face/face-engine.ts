import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { CpuBudgetError } from '../../../lib/cpu-pool';
import { AppError } from '../../../lib/errors';
import { fileTypeFromBuffer, loadSharp } from '../../../lib/lazy-modules';
import { IMAGE_TYPES } from '../../../lib/uploads';

/** Detection runs on at most this many pixels per side: enough for a face filling a webcam frame. */
const MAX_SIDE = 640;
/**
 * Time budget of one image, queue wait included (a frame takes 0.3–2 s on an idle 2-core machine
 * and several times that when the machine is loaded, a 5-frame check queues behind itself on one
 * thread, and a restarted thread first loads its models for about 5 s). Beyond it the job is
 * abandoned, its thread terminated, and the request answers 422 error.tooComplex instead of
 * waiting; the page gives a check up to a minute.
 */
const DEFAULT_BUDGET_MS = 45_000;
/**
 * A thread idle this long exits and frees its models (about 100 MB); the next check loads them
 * again (about 5 s on a busy machine, warmed up at the password step).
 */
const IDLE_TIMEOUT_MS = 5 * 60 * 1000;
/** Loading the models the first time has a budget of its own. */
const WARM_UP_BUDGET_MS = 120_000;
/** Images waiting for a thread beyond this are refused at once with 503 error.unavailable. */
const DEFAULT_MAX_QUEUE = 20;

export interface FaceEngineOptions {
  budgetMs?: number;
  maxThreads?: number;
  maxQueue?: number;
}

interface WorkerFace {
  area: number;
  descriptor: number[];
  /** Head yaw from the landmarks (see face-worker.js). */
  yaw: number;
}

interface AnalysedFace {
  descriptor: number[];
  yaw: number;
}

export interface FaceEngine {
  /**
   * The descriptor of the one face of a profile photo. 415 for a non-image, 422 when there is no
   * face or (with `requireSingle`) more than one.
   */
  describe(image: Buffer, options: { requireSingle: boolean }): Promise<number[]>;
  /** The most prominent face of a camera frame with its head pose; 422 when there is none. */
  analyse(image: Buffer): Promise<AnalysedFace>;
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
    const sharp = await loadSharp();
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
 * cores would only queue inside the OS instead of inside the pool. Like cpu-pool.ts, every image has
 * a time budget and the queue a cap: an overloaded or stuck engine answers 422/503, never a hang.
 */
export function createFaceEngine(options: FaceEngineOptions = {}): FaceEngine {
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
  // Counted here, as in cpu-pool.ts: piscina does not apply its maxQueue to jobs with a signal.
  const capacity = maxThreads + (options.maxQueue ?? DEFAULT_MAX_QUEUE);
  let inFlight = 0;
  let pool: Piscina | undefined;
  const getPool = () => {
    if (pool) return pool;
    pool = new Piscina({
      // The same relative name works from src/ (dev, tests) and from dist/ (bundled server).
      filename: new URL('./face-worker.js', import.meta.url).href,
      // No thread (and no models in memory) until a check needs one; an idle thread exits.
      minThreads: 0,
      maxThreads,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    // A worker that fails to start also rejects the task that needed it, and that request answers
    // the error; without a listener the same failure would be re-emitted and crash the process.
    pool.on('error', () => {});
    return pool;
  };

  async function run(
    image: Buffer,
    { budget = budgetMs, cameraFrame = false } = {},
  ): Promise<WorkerFace[]> {
    if (inFlight >= capacity) throw new AppError(503, 'error.unavailable');
    const signal = AbortSignal.timeout(budget);
    inFlight++;
    try {
      const decoded = await decode(image);
      const result = (await getPool().run(
        { ...decoded, cameraFrame },
        {
          transferList: [decoded.pixels.buffer as ArrayBuffer],
          signal,
        },
      )) as { faces: WorkerFace[] };
      return result.faces;
    } catch (error) {
      if (signal.aborted) throw new CpuBudgetError();
      throw error;
    } finally {
      inFlight--;
    }
  }

  async function largestFace(
    image: Buffer,
    { requireSingle, cameraFrame }: { requireSingle: boolean; cameraFrame: boolean },
  ): Promise<WorkerFace> {
    const faces = await run(image, { cameraFrame });
    if (faces.length === 0) throw new AppError(422, 'admins.face.noFace');
    if (requireSingle && faces.length > 1) throw new AppError(422, 'admins.face.manyFaces');
    // A capture may catch someone passing behind: the most prominent face is the one checked.
    return faces.reduce((best, face) => (face.area > best.area ? face : best));
  }

  return {
    async describe(image, { requireSingle }) {
      return (await largestFace(image, { requireSingle, cameraFrame: false })).descriptor;
    },
    async analyse(image) {
      const face = await largestFace(image, { requireSingle: false, cameraFrame: true });
      return { descriptor: face.descriptor, yaw: face.yaw };
    },
    async warmUp() {
      const sharp = await loadSharp();
      const blank = await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: 128, g: 128, b: 128 } },
      })
        .png()
        .toBuffer();
      // As a camera frame: a blank image runs both detectors, so both are loaded and compiled.
      await run(blank, { budget: WARM_UP_BUDGET_MS, cameraFrame: true });
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
