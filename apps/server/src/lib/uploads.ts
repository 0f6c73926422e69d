import { randomUUID } from 'node:crypto';
import { AppError } from './errors';
import { fileTypeFromBuffer, loadSharp } from './lazy-modules';
import type { FileStorage } from './storage';

export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type ImageMime = keyof typeof IMAGE_TYPES;

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

// Stored names are random UUIDs with a known extension; anything else is never served.
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|mp4|webm)$/;

export interface StoredFile {
  name: string;
  contentType: string;
  size: number;
}

export interface StoredImage extends StoredFile {
  /** The re-encoded pixels, for callers that analyse the image (face check, QR decoding). */
  data: Buffer;
}

export interface PreparedImage extends StoredImage {
  /** Writes the file; call it once the row that names it is stored. */
  save(): Promise<void>;
}

export function contentTypeOf(name: string): string | undefined {
  if (!STORED_NAME.test(name)) return undefined;
  return EXTENSION_TYPES[name.slice(name.lastIndexOf('.') + 1)];
}

/**
 * The one way files enter the system: checks the real type from magic bytes, enforces the size
 * limit, re-encodes images (dropping EXIF/GPS and anything hidden after the pixels) and stores
 * them under a random name.
 */
export function createUploadService(storage: FileStorage, maxBytes: number) {
  async function checkedType(data: Buffer, allowed: readonly string[], limit: number) {
    if (data.length === 0) throw new AppError(400, 'error.emptyFile');
    if (data.length > limit) throw new AppError(413, 'error.payloadTooLarge');
    const detected = await fileTypeFromBuffer(data);
    if (!detected || !allowed.includes(detected.mime)) {
      throw new AppError(415, 'error.unsupportedMediaType');
    }
    return detected.mime;
  }

  return {
    maxBytes,
    storage,

    /**
     * Checks and re-encodes an image without writing it: callers insert the row that names it and
     * then `save()` it, so a refused or failed insert leaves no file behind.
     */
    async prepareImage(data: Buffer): Promise<PreparedImage> {
      const mime = (await checkedType(data, Object.keys(IMAGE_TYPES), maxBytes)) as ImageMime;
      let encoded: Buffer;
      try {
        const sharp = await loadSharp();
        const image = sharp(data, { limitInputPixels: 40_000_000, failOn: 'error' })
          .rotate() // apply EXIF orientation before the metadata is dropped
          .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true });
        // Stryker disable ObjectLiteral,BooleanLiteral: encoder tuning (size and quality), not a rule a test should pin.
        encoded =
          mime === 'image/png'
            ? await image.png({ compressionLevel: 9 }).toBuffer()
            : mime === 'image/webp'
              ? await image.webp({ quality: 85 }).toBuffer()
              : await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
        // Stryker restore ObjectLiteral,BooleanLiteral
      } catch {
        // Right magic bytes but undecodable pixels: a broken or disguised file.
        throw new AppError(415, 'error.unsupportedMediaType');
      }
      const name = `${randomUUID()}.${IMAGE_TYPES[mime]}`;
      return {
        name,
        contentType: mime,
        size: encoded.length,
        data: encoded,
        save: () => storage.put(name, encoded, mime),
      };
    },

    /** Checks, re-encodes and writes an image at once (when no row depends on it). */
    async storeImage(data: Buffer): Promise<StoredImage> {
      const { save, ...image } = await this.prepareImage(data);
      await save();
      return image;
    },

    /**
     * Checks a video's container type without writing it (callers pick the size limit); `save()`
     * once the row that names it is stored.
     */
    async prepareVideo(
      data: Buffer,
      limit: number,
    ): Promise<StoredFile & { save(): Promise<void> }> {
      const mime = await checkedType(data, ['video/mp4', 'video/webm'], limit);
      const name = `${randomUUID()}.${mime === 'video/mp4' ? 'mp4' : 'webm'}`;
      return {
        name,
        contentType: mime,
        size: data.length,
        save: () => storage.put(name, data, mime),
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
