import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { forbidden } from '../../src/lib/errors';
import { readMultipart } from '../../src/lib/multipart';
import uploads from '../../src/plugins/infrastructure/uploads';
import { jpeg, multipart } from '../helpers/images';

// The uploads plugin alone on a bare Fastify (no database): what GET /uploads/:name serves, with
// which headers, and the multipart limits every upload route inherits.
const PUBLIC = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';
const PRIVATE = '7c9e6679-7425-40de-944b-e07fc1f90ae7.png';
const FORBIDDEN = '16fd2706-8baf-433b-82eb-8c7fada847da.webp';
const MISSING = 'a8098c1a-f86e-41ab-9a1b-3e2a7f4c5d6e.mp4';

async function appWith(config: Partial<Config>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config as Config);
  await app.register(uploads);
  return app;
}

describe('uploads plugin', () => {
  let dataDir: string;
  let app: FastifyInstance;
  const MAX = 100 * 1024;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-plugin-'));
    app = await appWith({ dataDir, uploadMaxBytes: MAX });
    // Two guards: the first says private, the second public; private wins.
    app.addUploadGuard(async (_request, name) => name === PRIVATE);
    app.addUploadGuard(async (_request, name) => {
      if (name === FORBIDDEN) throw forbidden();
      return false;
    });
    app.post('/multipart', async (request) => {
      const { fields, files } = await readMultipart(request, { fileFields: ['a', 'b', 'c'] });
      return {
        fields: Object.keys(fields).length,
        firstLength: fields.f0?.length,
        files: Object.keys(files),
      };
    });
    await app.ready();
    await app.uploads.storage.put(PUBLIC, Buffer.from('jpeg bytes'), 'image/jpeg');
    await app.uploads.storage.put(PRIVATE, Buffer.from('png bytes'), 'image/png');
    await app.uploads.storage.put(FORBIDDEN, Buffer.from('webp bytes'), 'image/webp');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (name: string) => app.inject({ method: 'GET', url: `/uploads/${name}` });

  it('stores in DATA_DIR/uploads, with the configured size limit', async () => {
    expect(app.uploads.maxBytes).toBe(MAX);
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual(
      expect.arrayContaining([PUBLIC, PRIVATE]),
    );
  });

  it('serves a public file typed from its own extension, cached for a year, sandboxed', async () => {
    const response = await get(PUBLIC);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('jpeg bytes');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['content-length']).toBe('10');
  });

  it('serves a file a guard keeps private with no-store, even when a later guard says public', async () => {
    const response = await get(PRIVATE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("answers a guard's refusal with its code", async () => {
    const response = await get(FORBIDDEN);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('error.forbidden');
  });

  it('answers 404 for a name it did not generate or a file not stored, 400 for an over-long name', async () => {
    for (const name of [MISSING, 'x.html', PUBLIC.toUpperCase(), `${PUBLIC}.html`]) {
      const response = await get(name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code, name).toBe('error.notFound');
    }
    // A file in the folder under a name the service never generates is not served either.
    await writeFile(path.join(dataDir, 'uploads', 'notes.html'), '<script>alert(1)</script>');
    expect((await get('notes.html')).statusCode).toBe(404);
    const long = await get(`${'0'.repeat(57)}.jpg`);
    expect(long.statusCode).toBe(400);
  });

  const send = (
    fields: Record<string, string>,
    files: Record<string, { data: Buffer; filename: string; contentType: string }> = {},
  ) => {
    const body = multipart(fields, files);
    return app.inject({ method: 'POST', url: '/multipart', ...body });
  };
  const file = (data: Buffer) => ({ data, filename: 'f.jpg', contentType: 'image/jpeg' });

  it('accepts 2 files and 40 fields of 64 KiB each', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`f${i}`, i === 0 ? 'x'.repeat(64 * 1024) : 'x']),
    );
    const image = await jpeg();
    const response = await send(fields, { a: file(image), b: file(image) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: 40, firstLength: 64 * 1024, files: ['a', 'b'] });
  });

  it('refuses a third file, a 41st field and a file over the size limit with 413', async () => {
    const image = await jpeg();
    const three = await send({}, { a: file(image), b: file(image), c: file(image) });
    expect(three.statusCode).toBe(413);
    expect(three.json().code).toBe('FST_FILES_LIMIT');
    const fields = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, 'x']));
    const many = await send(fields);
    expect(many.statusCode).toBe(413);
    expect(many.json().code).toBe('FST_FIELDS_LIMIT');
    const big = await send({}, { a: file(Buffer.alloc(MAX + 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FST_REQ_FILE_TOO_LARGE');
  });
});

describe('uploads plugin registration', () => {
  it("is named 'uploads', the name the staff plugin depends on", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-plugin-name-'));
    const app = await appWith({ dataDir, uploadMaxBytes: 1024 });
    await app.register(fp(async () => {}, { name: 'needs-uploads', dependencies: ['uploads'] }));
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('uploads plugin with S3 configured', () => {
  it('reads files from the S3 store, not the local folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-plugin-s3-'));
    const app = await appWith({
      dataDir,
      uploadMaxBytes: 1024,
      s3: {
        // Nothing listens there: a read fails rather than falling back to the disk.
        endpoint: 'http://127.0.0.1:9',
        bucket: 'b',
        accessKey: 'k',
        secretKey: 's',
        region: 'us-east-1',
      },
    });
    try {
      await app.ready();
      await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', PUBLIC), 'local bytes');
      const response = await app.inject({ method: 'GET', url: `/uploads/${PUBLIC}` });
      expect(response.statusCode).toBe(500);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
