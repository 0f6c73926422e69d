import type { MessageKey } from '@app/contracts';
import type { z } from 'zod';

/** An expected failure with an HTTP status and a message key that the error handler localizes. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** Invalid request data; carries zod issues so the handler can localize each field's message. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

export const badRequest = (
  code: MessageKey = 'error.badRequest',
  fieldErrors?: Record<string, string>,
) => new AppError(400, code, fieldErrors);
export const unauthorized = (code: MessageKey = 'error.unauthorized') => new AppError(401, code);
export const forbidden = (code: MessageKey = 'error.forbidden') => new AppError(403, code);
export const notFound = (code: MessageKey = 'error.notFound') => new AppError(404, code);

/** The first row a lookup finds; none answers 404 (`code`). */
export async function firstOrNotFound<Row>(
  rows: PromiseLike<Row[]>,
  code?: MessageKey,
): Promise<Row> {
  const [row] = await rows;
  if (!row) throw notFound(code);
  return row;
}
export const conflict = (
  code: MessageKey = 'error.conflict',
  fieldErrors?: Record<string, string>,
) => new AppError(409, code, fieldErrors);
