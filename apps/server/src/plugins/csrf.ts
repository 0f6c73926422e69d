import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit cookie: every response hands out an `XSRF-TOKEN` cookie if the browser lacks one;
 * state-changing API calls that are not bearer-authenticated (cookies are the only ambient
 * credential a cross-site page could ride on) must echo it in `X-XSRF-TOKEN`.
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance) {
    const secure = app.config.publicUrl.startsWith('https://');
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.headers.authorization) return;
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw new AppError(403, 'error.csrf');
      }
    });
  },
  { name: 'csrf' },
);
