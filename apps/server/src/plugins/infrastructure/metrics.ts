import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  Registry,
} from 'prom-client';
import { notFound, unauthorized } from '../../lib/errors';

/**
 * The application's Prometheus registry (`app.metrics`). Modules count what they do through it,
 * e.g. `app.metrics.counter('invoices_issued_total', 'Invoices issued').inc()`: asking twice for
 * one name returns the same metric, so a module may ask where it counts instead of holding it.
 * One registry per app (tests build many apps in one process). Served at GET /metrics only when
 * METRICS_TOKEN is set (the route at the end of this plugin; docs/decisions/0027-operable.md).
 */
export interface Metrics {
  registry: Registry;
  counter<L extends string = never>(name: string, help: string, labelNames?: L[]): Counter<L>;
  /**
   * A counter whose totals live elsewhere (a module's own stats object): `read` gives each label
   * set's total when Prometheus scrapes.
   */
  counterFrom<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: () => readonly (readonly [Partial<Record<L, string>>, number])[],
  ): Counter<L>;
  /** A gauge; `collect` sets its value when Prometheus scrapes (reads live state, no bookkeeping). */
  gauge<L extends string = never>(
    name: string,
    help: string,
    options?: { labelNames?: L[]; collect?: GaugeConfiguration<L>['collect'] },
  ): Gauge<L>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Label of a request no route matched: the raw URL would let anyone grow the label set. */
const UNMATCHED = 'unmatched';

// Latency buckets (seconds) for an API whose answers are mostly a few milliseconds.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics(): Metrics {
  const registry = new Registry();
  const made = new Map<string, Counter<string> | Gauge<string>>();
  function named<T extends Counter<string> | Gauge<string>>(
    name: string,
    kind: 'counter' | 'gauge',
    make: () => T,
  ): T {
    const existing = made.get(name);
    if (existing) {
      const existingKind = existing instanceof Counter ? 'counter' : 'gauge';
      if (existingKind !== kind) throw new Error(`metric ${name} is already a ${existingKind}`);
      return existing as T;
    }
    const metric = make();
    made.set(name, metric);
    return metric;
  }
  return {
    registry,
    counter: (name, help, labelNames = []) =>
      named(
        name,
        'counter',
        () => new Counter({ name, help, labelNames, registers: [registry] }),
      ) as never,
    counterFrom: (name, help, labelNames, read) =>
      named(
        name,
        'counter',
        () =>
          new Counter({
            name,
            help,
            labelNames,
            registers: [registry],
            collect() {
              this.reset();
              for (const [labels, value] of read()) this.inc(labels as never, value);
            },
          }),
      ) as never,
    gauge: (name, help, options = {}) =>
      named(
        name,
        'gauge',
        () =>
          new Gauge({
            name,
            help,
            labelNames: options.labelNames ?? [],
            collect: options.collect as GaugeConfiguration<string>['collect'],
            registers: [registry],
          }),
      ) as never,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Compares a presented token with the configured one in constant time: both are hashed first, so
 * neither where they differ nor the expected length shows in the timing.
 */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}

const bearerToken = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1];

/**
 * Registers `app.metrics` and the cross-cutting metrics: HTTP latency by route pattern and status,
 * Node's defaults (event-loop lag, heap, GC, handles), the database pool and the CPU pool's jobs.
 * Process-wide collectors start only when METRICS_TOKEN is set (nobody could read them otherwise).
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance) {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    const { registry } = metrics;

    const httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests: time to answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern the router matched (`/api/stations/:id`), never the URL itself.
      const route = request.routeOptions.url ?? UNMATCHED;
      httpDuration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    metrics.gauge('db_pool_connections', 'PostgreSQL pool connections by state (pg driver)', {
      labelNames: ['state'],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    metrics.gauge('cpu_pool_jobs', 'Jobs queued or running in the CPU worker pool', {
      collect() {
        // Read at scrape time: the CPU pool is registered after this plugin.
        this.set(app.cpu.inFlight());
      },
    });

    const token = app.config.metricsToken;
    if (token) collectDefaultMetrics({ register: registry });
    // Registered even without a token, so /metrics is a 404 rather than the web app's page.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) throw notFound();
      if (!tokenMatches(bearerToken(request.headers.authorization), token)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized();
      }
      reply.header('Cache-Control', 'no-store');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
