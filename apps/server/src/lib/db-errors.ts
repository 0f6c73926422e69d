import type { MessageKey } from '@app/contracts';
import { conflict } from './errors';

/** The SQLSTATE of a database error (drizzle may wrap the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a database error is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** Runs a write; a unique-constraint violation answers 409 with `message`, shown under `field`. */
export async function conflictOnDuplicate<T>(
  run: () => Promise<T>,
  message: MessageKey,
  field: string,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, { [field]: message });
    throw error;
  }
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a string too
 * long for its column, a number out of range, a malformed or out-of-range date, a NUL byte). The
 * schemas are meant to catch these first; this is the last line of defence, answered as a 400.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
