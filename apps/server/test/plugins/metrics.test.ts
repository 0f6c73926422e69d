import { describe, expect, it } from 'vitest';
import { tokenMatches } from '../../src/plugins/infrastructure/metrics';
import { bearer, createAdminAccount, createClientAccount, xsrf } from '../helpers/app';
import { usingPostgres } from '../helpers/database';
import { useTestApp } from '../helpers/fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample's value in a Prometheus text exposition, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('is not served: 404, with or without a bearer', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('error.notFound');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('refuses anonymous, client, admin and wrong tokens with 401', async () => {
    const client = await createClientAccount(t.app);
    const admin = await createAdminAccount(t.app);
    const attempts: Record<string, string>[] = [
      {},
      bearer(client.token),
      bearer(admin.token),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('error.unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the right token with the Prometheus text exposition', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'mqtt_connected_stations',
      'telemetry_ingest_queue',
      'sse_streams_open',
      'cpu_pool_jobs',
      'alert_mails_pending',
    ]) {
      expect(text).toContain(`# TYPE ${name} gauge`);
    }
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE mqtt_messages_total counter');
    expect(sample(text, 'mqtt_connected_stations')).toBe(0);
    expect(sample(text, 'sse_streams_open')).toBe(0);
    expect(sample(text, 'mqtt_messages_total', '{outcome="received"}')).toBe(0);
    // The pool exists on PostgreSQL only (the embedded database has one connection, no pool).
    const poolTotal = sample(text, 'db_pool_connections', '{state="total"}');
    if (usingPostgres) expect(poolTotal).toBeGreaterThanOrEqual(1);
    else expect(poolTotal).toBeUndefined();
  });

  it('labels a request with its route pattern, never the raw URL', async () => {
    const reference = `NOPE-${Date.now()}`;
    const miss = await t.app.inject({
      method: 'GET',
      url: `/api/reclamations/qr/station/${reference}?x=1`,
    });
    expect(miss.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/no-such-${reference}` });
    expect(unknown.statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="/api/reclamations/qr/station/:reference",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(reference);
  });

  it('counts quote requests, complaints and the mails they send', async () => {
    const before = await scrape();
    expect(sample(before, 'quote_requests_total')).toBe(0);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/formulaire',
      ...xsrf,
      payload: {
        nom: 'Amine Ben Salah',
        nomentreprise: 'Café des Arts',
        fonction: 'Gérant',
        tel: '22 123 456',
        Gouvernorat: 'Sfax',
        message: 'Deux Nano Box pour la terrasse.',
        email: `metrics-${Date.now()}@example.tn`,
      },
    });
    expect(quote.statusCode).toBe(201);
    const client = await createClientAccount(t.app);
    const complaint = await t.app.inject({
      method: 'POST',
      url: '/api/reclamations',
      headers: bearer(client.token),
      payload: { categorie: 'Maintenance', description: 'La borne ne charge plus.' },
    });
    expect(complaint.statusCode, complaint.body).toBe(201);
    // Both mails (sales mailbox, client acknowledgement) leave after the answers.
    let text = '';
    for (let i = 0; i < 100; i++) {
      text = await scrape();
      if (sample(text, 'mails_sent_total', '{transport="outbox"}') === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sample(text, 'quote_requests_total')).toBe(1);
    expect(sample(text, 'complaints_total', '{source="client"}')).toBe(1);
    expect(sample(text, 'mails_sent_total', '{transport="outbox"}')).toBe(2);
    expect(sample(text, 'mails_failed_total', '{transport="outbox"}')).toBeUndefined();
  });

  it('gives other modules one metric per name (app.metrics)', () => {
    const first = t.app.metrics.counter('invoices_issued_total', 'Invoices issued');
    expect(t.app.metrics.counter('invoices_issued_total', 'Invoices issued')).toBe(first);
    expect(() => t.app.metrics.gauge('invoices_issued_total', 'x')).toThrow(
      'metric invoices_issued_total is already a counter',
    );
  });
});

describe('tokenMatches', () => {
  it('accepts only the exact token', () => {
    expect(tokenMatches('abc', 'abc')).toBe(true);
    expect(tokenMatches('abd', 'abc')).toBe(false);
    expect(tokenMatches('ab', 'abc')).toBe(false);
    expect(tokenMatches('', 'abc')).toBe(false);
    expect(tokenMatches(undefined, 'abc')).toBe(false);
  });
});
