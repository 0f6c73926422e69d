import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PrintableInvoice } from '../modules/billing/pdf';
import { AppError } from './errors';

/**
 * The worker pool for CPU-bound steps (QR decoding, PDF rendering, the site's landing pages): anything that would hold the
 * event loop for more than a few milliseconds runs in `cpu-worker.js` instead, so one heavy request
 * never delays the others. Threads start on the first job and exit after a short idle time.
 */

interface CpuTasks {
  /** An encoded image, scanned on a copy scaled to fit maxSide² → the QR code's text, or null. */
  qr: { input: { image: Uint8Array; maxSide: number }; output: string | null };
  demandePdf: {
    input: { demande: unknown; language: 'fr' | 'en'; brandName: string };
    output: Uint8Array;
  };
  /** An invoice or credit note, every text ready to print (modules/billing/pdf.ts). */
  invoicePdf: { input: PrintableInvoice; output: Uint8Array };
  stickerPdf: {
    input: {
      url: string;
      reference: string;
      brandName: string;
      texts: { fr: string; en: string };
      quietZone: number;
      /** Modules per side, and the modules row-major (1 for dark). */
      size: number;
      dark: Uint8Array;
    };
    output: Uint8Array;
  };
  /** The landing pages of published site content, rendered with the web build's renderer. */
  sitePages: {
    input: { ssrDir: string; content: unknown; publicUrl: string; lastModified: string | null };
    /** File name → bytes, with `.br` and `.gz` copies. */
    output: Record<string, Uint8Array>;
  };
}
type CpuTaskKind = keyof CpuTasks;

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
    input: CpuTasks[K]['input'],
    options?: { budgetMs?: number },
  ): Promise<CpuTasks[K]['output']>;
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
