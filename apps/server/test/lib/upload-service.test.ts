import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors';
import { createLocalStorage } from '../../src/lib/storage';
import { contentTypeOf, createUploadService, IMAGE_TYPES } from '../../src/lib/uploads';
import { fakePdf, jpeg, mp4, pngWithExif, webm } from '../helpers/images';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** A valid black 1-bit greyscale PNG of any size, a few kilobytes even for 42 megapixels. */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0 + zero pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, code } = error as AppError;
  return { statusCode, code };
};

describe('contentTypeOf (which stored names are ever served)', () => {
  it('types the five stored extensions from the name', () => {
    expect(contentTypeOf(`${UUID}.jpg`)).toBe('image/jpeg');
    expect(contentTypeOf(`${UUID}.png`)).toBe('image/png');
    expect(contentTypeOf(`${UUID}.webp`)).toBe('image/webp');
    expect(contentTypeOf(`${UUID}.mp4`)).toBe('video/mp4');
    expect(contentTypeOf(`${UUID}.webm`)).toBe('video/webm');
    expect(IMAGE_TYPES).toEqual({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' });
  });

  it('refuses every name it could not have generated', () => {
    for (const name of [
      `${UUID}.html`,
      `${UUID}.svg`,
      `${UUID}.jpeg`,
      `${UUID}.PNG`,
      UUID,
      `${UUID.toUpperCase()}.png`,
      `x${UUID}.png`,
      `${UUID}.png.html`,
      `${UUID}.png.jpg`,
      `${UUID}.pngx`,
      `../${UUID}.png`,
      `${UUID.replaceAll('-', '')}.png`,
      `${UUID.slice(1)}.png`,
      `${UUID}a.png`,
      'g0000000-0000-0000-0000-000000000000.png',
      '00000000-0000-0000-0000-00000000000g.png',
      '0000000-00000-0000-0000-000000000000.png',
      '00000000-000-00000-0000-000000000000.png',
      '00000000-0000-000-00000-000000000000.png',
      '00000000-0000-0000-000-0000000000000.png',
      '00000000-0000-0000-0000-0000000000000.png',
      `${UUID}xpng`,
      `${UUID}.`,
      '',
    ]) {
      expect(contentTypeOf(name), name).toBeUndefined();
    }
  });
});

describe('upload service', () => {
  let dir: string;
  const LIMIT = 64 * 1024;
  let uploads: ReturnType<typeof createUploadService>;
  const stored = () => readdir(dir).catch(() => [] as string[]);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'upload-service-'));
    uploads = createUploadService(createLocalStorage(dir), LIMIT);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('exposes its limit and storage', () => {
    expect(uploads.maxBytes).toBe(LIMIT);
    expect(typeof uploads.storage.put).toBe('function');
  });

  it('prepares an image without writing it; save() writes exactly the re-encoded bytes', async () => {
    const before = await stored();
    const image = await uploads.prepareImage(await pngWithExif());
    expect(image.name).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/,
    );
    expect(contentTypeOf(image.name)).toBe('image/png');
    expect(image.contentType).toBe('image/png');
    expect(image.size).toBe(image.data.length);
    expect(await stored()).toEqual(before);
    await image.save();
    expect(await readFile(path.join(dir, image.name))).toEqual(image.data);
    const metadata = await sharp(image.data).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([64, 48]);
  });

  it('keeps each image format: JPEG as .jpg, WebP as .webp', async () => {
    const photo = await uploads.prepareImage(await jpeg());
    expect(photo.name).toMatch(/\.jpg$/);
    expect(photo.contentType).toBe('image/jpeg');
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
    const webp = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#336699' },
    })
      .webp()
      .toBuffer();
    const image = await uploads.prepareImage(webp);
    expect(image.name).toMatch(/\.webp$/);
    expect(image.contentType).toBe('image/webp');
    expect((await sharp(image.data).metadata()).format).toBe('webp');
  });

  it('storeImage writes at once and answers the image without save()', async () => {
    const image = await uploads.storeImage(await jpeg());
    expect(Object.keys(image).sort()).toEqual(['contentType', 'data', 'name', 'size']);
    expect(await readFile(path.join(dir, image.name))).toEqual(image.data);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const sideways = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#aa2222' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await uploads.prepareImage(sideways);
    const metadata = await sharp(image.data).metadata();
    expect([metadata.width, metadata.height]).toEqual([48, 64]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('shrinks an image to fit 2000 × 2000, never enlarges one', async () => {
    const wide = await uploads.prepareImage(blackPng(2500, 100));
    const w = await sharp(wide.data).metadata();
    expect([w.width, w.height]).toEqual([2000, 80]);
    const tall = await uploads.prepareImage(blackPng(100, 2500));
    const t = await sharp(tall.data).metadata();
    expect([t.width, t.height]).toEqual([80, 2000]);
    const small = await uploads.prepareImage(blackPng(10, 5));
    const s = await sharp(small.data).metadata();
    expect([s.width, s.height]).toEqual([10, 5]);
  });

  it('refuses a decompression bomb: over 40 megapixels is 415', async () => {
    // 7,000 × 6,000 = 42 Mpx in a few kilobytes.
    const bomb = blackPng(7000, 6000);
    expect(bomb.length).toBeLessThan(LIMIT);
    expect(await refusal(uploads.prepareImage(bomb))).toEqual({
      statusCode: 415,
      code: 'error.unsupportedMediaType',
    });
  });

  it('refuses an empty file (400), one byte over the limit (413), a PDF (415) and broken pixels (415)', async () => {
    expect(await refusal(uploads.prepareImage(Buffer.alloc(0)))).toEqual({
      statusCode: 400,
      code: 'error.emptyFile',
    });
    const atLimit = Buffer.concat([await jpeg(), Buffer.alloc(LIMIT)]).subarray(0, LIMIT);
    // Exactly the limit is accepted (the bytes after the JPEG are dropped by the re-encoding).
    expect((await uploads.prepareImage(atLimit)).contentType).toBe('image/jpeg');
    const over = Buffer.concat([atLimit, Buffer.alloc(1)]);
    expect(await refusal(uploads.prepareImage(over))).toEqual({
      statusCode: 413,
      code: 'error.payloadTooLarge',
    });
    expect(await refusal(uploads.prepareImage(fakePdf))).toEqual({
      statusCode: 415,
      code: 'error.unsupportedMediaType',
    });
    expect(await refusal(uploads.prepareImage(Buffer.from('plain text, no magic')))).toEqual({
      statusCode: 415,
      code: 'error.unsupportedMediaType',
    });
    const truncated = Buffer.concat([(await jpeg()).subarray(0, 20), Buffer.alloc(200, 7)]);
    expect(await refusal(uploads.prepareImage(truncated))).toEqual({
      statusCode: 415,
      code: 'error.unsupportedMediaType',
    });
    // A video is not an image.
    expect((await refusal(uploads.prepareImage(mp4))).statusCode).toBe(415);
  });

  it('prepares MP4 and WebM videos under their own limit, writing the bytes unchanged on save()', async () => {
    const before = await stored();
    const video = await uploads.prepareVideo(mp4, mp4.length);
    expect(video.name).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    expect(video.contentType).toBe('video/mp4');
    expect(video.size).toBe(mp4.length);
    expect(await stored()).toEqual(before);
    await video.save();
    expect(await readFile(path.join(dir, video.name))).toEqual(mp4);
    const other = await uploads.prepareVideo(webm, LIMIT);
    expect(other.name).toMatch(/^[0-9a-f-]{36}\.webm$/);
    expect(other.contentType).toBe('video/webm');
    await other.save();
    expect(await readFile(path.join(dir, other.name))).toEqual(webm);
  });

  it('refuses a video over its limit (413, whatever the image limit) and an image as a video (415)', async () => {
    expect(await refusal(uploads.prepareVideo(mp4, mp4.length - 1))).toEqual({
      statusCode: 413,
      code: 'error.payloadTooLarge',
    });
    const big = Buffer.concat([mp4, Buffer.alloc(LIMIT)]);
    expect((await uploads.prepareVideo(big, LIMIT * 2)).size).toBe(big.length);
    expect(await refusal(uploads.prepareVideo(await jpeg(), LIMIT))).toEqual({
      statusCode: 415,
      code: 'error.unsupportedMediaType',
    });
    expect(await refusal(uploads.prepareVideo(Buffer.alloc(0), LIMIT))).toEqual({
      statusCode: 400,
      code: 'error.emptyFile',
    });
  });
});
