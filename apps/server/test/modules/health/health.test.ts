import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/errors';
import { useTestApp } from '../../helpers/fixtures';

describe('health and readiness', () => {
  const t = useTestApp({}, (app) => {
    // What under-pressure and shutdown do: refuse before the handler, through the error handler.
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-test-overloaded']) throw new AppError(503, 'error.unavailable');
    });
  });

  it('GET /api/health answers ok without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready when the database responds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/ready answers 503 when the database does not respond', async () => {
    const original = t.app.database.ping;
    t.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
    } finally {
      t.app.database.ping = original;
    }
  });

  it('GET /api/ready answers 503 (not 500) when the server refuses it while overloaded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'x-test-overloaded': '1' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('error.unavailable');
  });

  it('serves the OpenAPI document and its UI under /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends strict security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets only the back-office frame the draft preview, from the same origin', async () => {
    const preview = await t.app.inject({ method: 'GET', url: '/admin/site/apercu?lang=en' });
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await t.app.inject({ method: 'GET', url: '/admin/site/apercu/x' });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
