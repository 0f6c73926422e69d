import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/fixtures';

describe('web app serving', () => {
  const t = useTestApp(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>landing</title>');
    await writeFile(
      path.join(dist, 'index.en.html'),
      '<!doctype html><title>landing in English</title>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What apps/web/scripts/compress.mjs leaves next to a large asset.
    const big = 'console.log("a long bundle");\n'.repeat(200);
    await writeFile(path.join(dist, 'assets', 'big-abc123.js'), big);
    await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
    await writeFile(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
    return { WEB_DIST_DIR: dist };
  });

  it('serves hashed assets with long-lived immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the client accepts, with the original type and caching', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('a long bundle');

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('a long bundle');

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a long bundle');
  });

  it('serves the HTML revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('landing');
  });

  it('answers /?lang=en with the English prerendered landing page, and unknown languages in French', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/?lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.body).toContain('landing in English');
    for (const url of ['/?lang=fr', '/?lang=de', '/?lang=../spa', '/?lang=en&lang=fr']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>landing</title>');
    }
  });

  it('answers client routes with the app shell (SPA fallback)', async () => {
    for (const url of ['/compte-client', '/admin/profile', '/reclamation-qr?station=NB-1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('keeps unknown API paths and missing assets as 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
