import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from './errors';

/**
 * The worker pool for CPU-bound steps (QR decoding, PDF rendering, the site's landing pages): anything that would hold the
 * event loop for more than a few milliseconds runs in `cpu-worker.js` instead, so one heavy request
 * never delays the others. Threads start on the first job and exit after a short idle time.
 */

/**
 * The CPU tasks, by name: each module declares its own next to the code that runs it, by
 * declaration merging, and lists its worker function in `modules/cpu-tasks.js`:
 * `declare module '../../lib/cpu-pool' { interface CpuTasks { qr: { input: …; output: … } } }`.
 * @public (exported for those declarations only)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules (declaration merging)
export interface CpuTasks {}
type CpuTaskKind = keyof CpuTasks;
type TaskInput<K extends CpuTaskKind> = CpuTasks[K] extends { input: infer I } ? I : never;
type TaskOutput<K extends CpuTaskKind> = CpuTasks[K] extends { output: infer O } ? O : never;

/** A job took longer than its budget and was abandoned (its thread is terminated). */
export class CpuBudgetError extends AppError {
  constructor() {
    super(422, 'error.tooComplex');
  }
}

/** Time budget of a job, queue wait included, unless the caller sets its own. */
const DEFAULT_BUDGET_MS = 5000;

export interface CpuPoolOptions {
  maxThreads?: number;
  /** Jobs waiting for a thread beyond this are refused with 503 at once. */
  maxQueue?: number;
  idleTimeoutMs?: number;
}

export interface CpuPool {
  run<K extends CpuTaskKind>(
    kind: K,
    input: TaskInput<K>,
    options?: { budgetMs?: number },
  ): Promise<TaskOutput<K>>;
  /** Jobs queued or running (metrics). */
  inFlight(): number;
  close(): Promise<void>;
}

export function createCpuPool(options: CpuPoolOptions = {}): CpuPool {
  // One core stays with the event loop; on a one-core machine the single worker shares it.
  const maxThreads = options.maxThreads ?? Math.max(1, availableParallelism() - 1);
  // Counted here: piscina does not apply its own maxQueue to jobs that carry an abort signal.
  const capacity = maxThreads + (options.maxQueue ?? maxThreads * 8);
  let inFlight = 0;
  let pool: Piscina | undefined;
  const getPool = () => {
    if (pool) return pool;
    pool = new Piscina({
      // The same relative name works from src/ (dev, tests) and from dist/ (bundled server).
      filename: new URL('./cpu-worker.js', import.meta.url).href,
      minThreads: 0,
      maxThreads,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
    });
    // A failed thread start rejects the job that needed it; without a listener the same failure
    // would be re-emitted as an 'error' event and crash the process.
    pool.on('error', () => {});
    return pool;
  };

  return {
    async run(kind, input, { budgetMs = DEFAULT_BUDGET_MS } = {}) {
      if (inFlight >= capacity) throw new AppError(503, 'error.unavailable');
      const signal = AbortSignal.timeout(budgetMs);
      inFlight++;
      try {
        return await getPool().run({ kind, input }, { signal });
      } catch (error) {
        if (signal.aborted) throw new CpuBudgetError();
        throw error;
      } finally {
        inFlight--;
      }
    },
    inFlight: () => inFlight,
    async close() {
      const current = pool;
      pool = undefined;
      await current?.destroy();
    },
  };
}
