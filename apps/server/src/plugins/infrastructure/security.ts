import type { IncomingMessage, ServerResponse } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** `https://{s}.tile.example.org/{z}/{x}/{y}.png` → `https://*.tile.example.org` for img-src. */
function tileOrigin(tileUrl: string): string | undefined {
  try {
    return new URL(tileUrl.replace('{s}', 'subdomain')).origin.replace('subdomain', '*');
  } catch {
    return undefined;
  }
}

/**
 * The headers helmet would set for these options. They depend on nothing in the request (no CSP
 * nonces), so they are computed once: running helmet on every request re-parsed the CSP and cost
 * ~8 % of a small API answer (bench/PROFILE.md).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The one page another page may frame: the back-office preview of the site's draft
 * (`/admin/site/apercu`, framed by the back-office itself, same origin only).
 */
const FRAMEABLE_PATH = '/admin/site/apercu';

/**
 * Strict security headers. The CSP allows only our own scripts (no inline script), our own styles
 * plus inline style attributes (Leaflet and Radix position elements with them), images from us and
 * the configured map tile server, and API calls to our own origin.
 */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const tiles = tileOrigin(app.config.mapTileUrl);
    const headersFor = (frameAncestors: string) =>
      securityHeaders({
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
            frameAncestors: [frameAncestors],
            formAction: ["'self'"],
            ...(app.config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
          },
        },
        crossOriginEmbedderPolicy: false,
        // The face check needs the camera on our own origin; nothing else is granted.
        permittedCrossDomainPolicies: false,
        frameguard: frameAncestors === "'self'" ? { action: 'sameorigin' } : { action: 'deny' },
      });
    const headers = headersFor("'none'");
    const frameableHeaders = headersFor("'self'");
    headers['permissions-policy'] = 'camera=(self), microphone=(), geolocation=()';
    frameableHeaders['permissions-policy'] = headers['permissions-policy'];
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0]?.toLowerCase();
      reply.headers(path === FRAMEABLE_PATH ? frameableHeaders : headers);
      done();
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
