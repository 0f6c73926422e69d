import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { randomToken } from '../../lib/random-tokens';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the request reaches the API. Judged on the route the router matched, which it found after
 * decoding the path (`/%61pi/x` is `/api/x`), or, when nothing matched, on the decoded path itself:
 * never on the raw URL the client typed.
 */
function targetsApi(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route.startsWith('/api/');
  const raw = request.url.split('?', 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true; // undecodable: checked rather than waved through
  }
  return path
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .startsWith('/api/');
}

/**
 * A bearer token is not an ambient credential (a cross-site page cannot attach one), so a request
 * carrying a *valid* one needs no XSRF token. Any other Authorization header proves nothing.
 */
function hasValidBearer(request: FastifyRequest): boolean {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // Stryker disable next-line ConditionalExpression: verify() answers not ok for undefined too.
  return token !== undefined && request.server.tokens.verify(token).ok;
}

/**
 * Double-submit cookie: every response to a request without an Authorization header hands out an
 * `XSRF-TOKEN` cookie if the browser lacks one;
 * state-changing API calls that are not bearer-authenticated (cookies are the only ambient
 * credential a cross-site page could ride on) must echo it in `X-XSRF-TOKEN`.
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    const secure = app.config.publicUrl.startsWith('https://');
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      // A caller sending an Authorization header is an API client (its writes need no XSRF token)
      // or a signed-in page that got its cookie with the document: no cookie minted per answer.
      if (!cookie && request.headers.authorization === undefined) {
        reply.setCookie(XSRF_COOKIE, randomToken(), {
          path: '/',
          sameSite: 'strict',
          secure,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || !targetsApi(request)) return;
      if (hasValidBearer(request)) return;
      // A screen's token is a bearer token too (not a JWT): its routes check it themselves.
      // Stryker disable next-line OptionalChaining: a routed request always has a config object.
      if (request.routeOptions.config?.access === 'screen' && request.headers.authorization) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw new AppError(403, 'error.csrf');
      }
    });
  },
  // Stryker disable next-line ObjectLiteral,StringLiteral: the plugin's name is for Fastify's logs only.
  { name: 'csrf' },
);
