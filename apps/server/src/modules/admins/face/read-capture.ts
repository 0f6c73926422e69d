import type { FastifyRequest } from 'fastify';
import { readMultipart } from '../../../lib/multipart';

/** A face check sends the start frame plus the frames taken while the head turns. */
export const MIN_FRAMES = 2;
const MAX_FRAMES = 5;

export interface FaceCapture {
  fields: Record<string, string>;
  /** In capture order: `image` (the start pose) first, then each `frame`. */
  frames: Buffer[];
}

/** Reads POST /api/verify-face: text fields, one `image` part and up to MAX_FRAMES - 1 `frame` parts. */
export async function readFaceCapture(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<FaceCapture> {
  const { fields, files, repeated } = await readMultipart(request, {
    fileFields: ['image'],
    repeatedFileFields: ['frame'],
    maxFileBytes,
    maxFiles: MAX_FRAMES,
  });
  const frames = repeated.frame ?? [];
  return { fields, frames: files.image ? [files.image, ...frames] : frames };
}
