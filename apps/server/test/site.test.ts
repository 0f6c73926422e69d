import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, xsrf } from './helpers/app';

describe('GET /api/site-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MAP_TILE_URL: 'https://tiles.example.tn/{z}/{x}/{y}.png',
      PUBLIC_URL: 'https://www.example.tn/',
    });
  });
  afterAll(() => t.close());

  it('gives anyone the public runtime configuration, cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mapTileUrl: 'https://tiles.example.tn/{z}/{x}/{y}.png',
      mapAttribution: '',
      publicUrl: 'https://www.example.tn',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('credits OpenStreetMap when its tiles are used (the default)', async () => {
    const osm = await createTestApp();
    try {
      const body = (await osm.app.inject({ method: 'GET', url: '/api/site-config' })).json();
      expect(body.mapTileUrl).toContain('tile.openstreetmap.org');
      expect(body.mapAttribution).toContain('OpenStreetMap');
    } finally {
      await osm.close();
    }
  });

  it('only answers GET', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/site-config', ...xsrf });
    expect(response.statusCode).toBe(404);
  });
});
