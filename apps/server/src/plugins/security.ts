import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` for img-src. */
export function tileOrigin(tileUrl: string): string | undefined {
  try {
    return new URL(tileUrl.replace('{s}', 'subdomain')).origin.replace('subdomain', '*');
  } catch {
    return undefined;
  }
}

/**
 * Strict security headers. The CSP allows only our own scripts (no inline script), our own styles
 * plus inline style attributes (Leaflet and Radix position elements with them), images from us and
 * the configured map tile server, and API calls to our own origin.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const tiles = tileOrigin(app.config.mapTileUrl);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(app.config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // The face check needs the camera on our own origin; nothing else is granted.
      permittedCrossDomainPolicies: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    });

    // Load shedding only with a PostgreSQL server: embedded PGlite runs its queries on this very
    // event loop, so a slow query would read as "overloaded" and turn the next requests into 503s.
    if (app.config.databaseUrl) {
      await app.register(underPressure, {
        maxEventLoopDelay: 2000,
        maxHeapUsedBytes: 0,
        maxRssBytes: 0,
        exposeStatusRoute: false,
      });
    }
  },
  { name: 'security' },
);
