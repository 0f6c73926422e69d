import type { StaffRole } from '@app/contracts/admins';
import type { Role, Scope } from './tokens';

/**
 * Who may call an /api route. Nobody writes it on a route: each route file is registered under an
 * audience (`audience('admin', ...)` in modules/index.ts, plugins/application/audience.ts), which sets every
 * route's `config.access` and installs the matching guard; a route that declares access itself is
 * refused, and so is an /api route registered outside any audience, so no route is public by
 * omission. `test/api/route-access.test.ts` calls every route anonymously, as a client and as an
 * admin to prove each access is what the server enforces; `npm run docs:api` publishes them.
 *
 * - public: anyone (public writes still need the XSRF cookie and are rate-limited).
 * - client: a signed-in client; admins get 403.
 * - staff: a signed-in staff member of either role, `admin` or `technicien` (issue 32: work
 *   orders, station pages and their commands, the own account); clients get 403. With
 *   `faceScope: true` the face-check-only token that login issues while the second factor is
 *   pending is let through too (the second factor's own routes); every other route answers it 403.
 * - admin: a signed-in staff member with the `admin` role; clients and technicians get 403.
 * - signed-in: a signed-in client or admin-role staff member (not a technician); the handler
 *   decides what each may see (a client its own records, staff any), e.g. an invoice and its PDF.
 * - first-admin: `POST /api/register`, open to anyone while no admin exists (the first account),
 *   an admin route afterwards; its handler checks which, since it depends on the database.
 * - screen: a paired station screen, by its own bearer token (modules/screens): 401 for anyone
 *   else, staff and clients included; that token opens no other route (it is not a JWT).
 */
export type RouteAccess =
  | 'public'
  | 'client'
  | 'staff'
  | 'admin'
  | 'signed-in'
  | 'first-admin'
  | 'screen';

/**
 * Who an audience guard lets in: clients, any staff member (`staff`), staff with the admin role
 * (`admin`), or `any`: a client or an admin-role staff member (technicians reach field work only).
 */
export type GuardAudience = 'client' | 'staff' | 'admin' | 'any';

/**
 * The rule of an audience's guard (plugins/application/auth.ts) once the token is verified: true
 * when the caller may go on, false for a 403 — another role (a technician on an admin-only or
 * signed-in route included), or a face-check-only token on a route that does not let it through.
 */
export function guardAllows(
  audience: GuardAudience,
  auth: { role: Role; scope: Scope; staffRole?: StaffRole },
  allowFaceScope: boolean,
): boolean {
  if (audience === 'client' && auth.role !== 'client') return false;
  if (audience === 'staff' && auth.role !== 'admin') return false;
  if (audience === 'admin' && (auth.role !== 'admin' || auth.staffRole !== 'admin')) return false;
  if (audience === 'any' && auth.role === 'admin' && auth.staffRole !== 'admin') return false;
  return auth.scope === 'full' || allowFaceScope;
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The routes whose access is declared and enforced this way (Swagger's own pages are public). */
export const declaresAccess = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: set by its audience (plugins/application/audience.ts), never by the route. */
    access?: RouteAccess;
    /**
     * An admin route a face-check-only token may call too (the second factor's own routes): the
     * one access flag a route sets itself.
     */
    faceScope?: boolean;
  }
}
