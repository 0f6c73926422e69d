import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface MultipartData {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart body fully: text fields as strings, the named file fields as buffers (the
 * multipart plugin enforces the per-file size limit with a 413). Unexpected files are refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFileBytes?: number },
): Promise<MultipartData> {
  const { fileFields, maxFileBytes } = options;
  if (!request.isMultipart()) throw new AppError(415, 'error.multipartExpected');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const parts = request.parts(maxFileBytes ? { limits: { fileSize: maxFileBytes } } : undefined);
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError(400, 'error.unexpectedFile');
      }
      const data = await part.toBuffer();
      if (data.length > 0) files[part.fieldname] = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
