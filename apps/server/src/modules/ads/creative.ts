import { AD_VIDEO_MAX_BYTES } from '@app/contracts/ads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { fileTypeFromBuffer } from '../../lib/lazy-modules';
import { readMultipart } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validation';

/** Creative errors say what a creative may be, not the image formats of the generic message. */
function creativeError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new AppError(413, 'ads.videoTooLarge');
  if (error instanceof AppError && status === 415) return new AppError(415, 'ads.videoType');
  return error;
}

/** Reads an ad form: fields validated first, so bad input stores no file. */
export async function readCreativeForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ values: z.output<Schema>; video: Buffer | undefined }> {
  const { fields, files } = await readMultipart(request, {
    fileFields: ['video'],
    maxFileBytes: AD_VIDEO_MAX_BYTES,
  }).catch((error: unknown) => {
    throw creativeError(error);
  });
  return { values: parseOrThrow(schema, fields), video: files.video };
}

/**
 * Checks the creative (field `video`) without writing it: an MP4/WebM video up to 50 MB, or a
 * JPEG/PNG/WebP image (re-encoded like every image, UPLOAD_MAX_BYTES at most) shown for the
 * campaign's duration. `save()` once the row that names it is stored.
 */
export async function prepareCreative(app: FastifyInstance, data: Buffer | undefined) {
  if (!data) return undefined;
  try {
    const detected = await fileTypeFromBuffer(data);
    if (detected?.mime.startsWith('image/')) return await app.uploads.prepareImage(data);
    return await app.uploads.prepareVideo(data, AD_VIDEO_MAX_BYTES);
  } catch (error) {
    throw creativeError(error);
  }
}
