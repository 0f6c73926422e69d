import { CpuBudgetError, type CpuPool } from '../../lib/cpu-pool';
import { AppError } from '../../lib/errors';

declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** An encoded image, scanned on a copy scaled to fit maxSide² → the QR code's text, or null. */
    qr: { input: { image: Uint8Array; maxSide: number }; output: string | null };
  }
}

/**
 * Finds a station QR code in an uploaded photo. Station stickers encode
 * `<PUBLIC_URL>/reclamation-qr?station=<reference>`; the host is not checked so stickers printed
 * before a domain change still work.
 */

// Pixel budget: the scan works on a copy scaled to fit 1000 × 1000 (decoding time grows with the
// pixels; a sticker filling a fifth of a photo still has ~6 px per module there).
const MAX_SIDE = 1000;
// Time budget of the scan in the worker pool, queue wait included: past it the message is answered
// as if the photo had no code rather than making the visitor wait.
const QR_BUDGET_MS = 4000;

async function decodeQr(image: Buffer, cpu: CpuPool): Promise<string | undefined> {
  try {
    // Decoded, scaled and scanned in the worker (the image is copied there, the caller keeps it).
    const text = await cpu.run('qr', { image, maxSide: MAX_SIDE }, { budgetMs: QR_BUDGET_MS });
    return text ?? undefined;
  } catch (error) {
    // Over budget, or the pool is full (a flood of images): the message is answered without it.
    if (error instanceof CpuBudgetError) return undefined;
    if (error instanceof AppError && error.statusCode === 503) return undefined;
    throw error;
  }
}

/** The station reference named by a complaint-form URL, if the text is one. */
export function stationReferenceOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (!url.pathname.replace(/\/+$/, '').endsWith('/reclamation-qr')) return undefined;
    const reference = url.searchParams.get('station')?.trim();
    return reference && reference.length <= 60 ? reference : undefined;
  } catch {
    return undefined;
  }
}

/** `undefined`: no station QR code; `''`: one of our complaint-form codes without a station. */
export async function stationReferenceInImage(
  image: Buffer,
  cpu: CpuPool,
): Promise<string | undefined> {
  const text = await decodeQr(image, cpu);
  if (!text) return undefined;
  const reference = stationReferenceOf(text);
  if (reference) return reference;
  try {
    return new URL(text).pathname.replace(/\/+$/, '').endsWith('/reclamation-qr') ? '' : undefined;
  } catch {
    return undefined;
  }
}
