/**
 * Who may call an /api route. Every route declares it once, in its own options
 * (`config: { access: 'admin' }`); the auth plugin installs the matching guard from that
 * declaration and refuses to start with an /api route that declares nothing, so no route is
 * public by omission. `test/api/route-access.test.ts` calls every route anonymously, as a client and
 * as an admin to prove each declaration is what the server enforces; `npm run docs:api` publishes
 * them.
 *
 * - public: anyone (public writes still need the XSRF cookie and are rate-limited).
 * - client: a signed-in client; admins get 403.
 * - admin: a signed-in staff member; clients get 403. With `faceScope: true` the face-check-only
 *   token that login issues while the second factor is pending is let through too (the second
 *   factor's own routes); every other admin route answers it 403.
 * - first-admin: `POST /api/register`, open to anyone while no admin exists (the first account),
 *   an admin route afterwards; its handler checks which, since it depends on the database.
 */
export type RouteAccess = 'public' | 'client' | 'admin' | 'first-admin';

export const ROUTE_ACCESS_KINDS: readonly RouteAccess[] = [
  'public',
  'client',
  'admin',
  'first-admin',
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The routes whose access is declared and enforced this way (Swagger's own pages are public). */
export const declaresAccess = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: required on every /api route (see lib/route-access.ts). */
    access?: RouteAccess;
    /** An admin route a face-check-only token may call too (the second factor's own routes). */
    faceScope?: boolean;
  }
}
