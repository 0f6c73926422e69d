import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readMultipart } from '../../src/lib/multipart';
import { audience } from '../../src/plugins/application/audience';
import { xsrf } from '../helpers/app';
import { useTestApp } from '../helpers/fixtures';
import { fakePdf, jpeg, multipart, pngWithExif } from '../helpers/images';

describe('upload service', () => {
  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const storedFiles = async () => readdir(uploadsDir()).catch(() => [] as string[]);

  const t = useTestApp({ UPLOAD_MAX_BYTES: String(200 * 1024) }, async (app) => {
    await app.register(
      audience('public', async (app) => {
        app.post('/api/test/upload', async (request, reply) => {
          const { files } = await readMultipart(request, { fileFields: ['image'] });
          const stored = await app.uploads.storeImage(files.image!);
          return reply.status(201).send({ name: stored.name, contentType: stored.contentType });
        });
      }),
    );
  });

  const upload = (data: Buffer, filename: string, contentType: string) => {
    const body = multipart({ note: 'x' }, { image: { data, filename, contentType } });
    return t.app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: body.payload,
      headers: { ...body.headers, ...xsrf.headers },
      cookies: xsrf.cookies,
    });
  };

  it('stores a real image under a random name, strips metadata and serves it back', async () => {
    const response = await upload(await pngWithExif(), 'holiday photo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { name, contentType } = response.json();
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(contentType).toBe('image/png');

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps JPEG as JPEG', async () => {
    const response = await upload(await jpeg(), 'a.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toMatch(/\.jpg$/);
  });

  it('refuses a PDF renamed .jpg with 415 and writes nothing', async () => {
    const before = await storedFiles();
    const response = await upload(fakePdf, 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('error.unsupportedMediaType');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file whose magic bytes lie about its content with 415', async () => {
    const truncated = Buffer.concat([(await jpeg()).subarray(0, 20), Buffer.alloc(200, 7)]);
    const before = await storedFiles();
    const response = await upload(truncated, 'broken.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an oversized image with 413 and writes nothing', async () => {
    const big = await sharp({
      create: { width: 1500, height: 1500, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(200 * 1024);
    const before = await storedFiles();
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('error.payloadTooLarge');
    expect(await storedFiles()).toEqual(before);
  });

  it('never serves names it did not generate', async () => {
    for (const url of ['/uploads/../secrets/jwt-secret', '/uploads/x.html', '/uploads/abc.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });
});
