import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaresAccess, type RouteAccess } from '../../lib/route-access';

const routeName = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${[route.method].flat().join(',')} ${route.url}`;

/**
 * The parent plugin of route files: every route registered inside `audience('admin', ...)` may be
 * called by that audience alone (`staff`: any staff account, `admin`: staff with the admin role). Its onRoute hook records the access on the route
 * (`config.access`, which the route inventory, docs:api and the access test read) and puts the
 * guard first among the route's own onRequest hooks. Not wrapped in fastify-plugin, so the hook
 * reaches only the routes registered inside; a route there may not declare access itself, and
 * `faceScope` (a face-check-only token let through too) is for admin routes only.
 */
export function audience(
  access: RouteAccess,
  ...routeFiles: FastifyPluginAsyncZod[]
): FastifyPluginAsync {
  return async function audiencePlugin(app) {
    app.addHook('onRoute', (route) => {
      if (route.config?.access) {
        throw new Error(
          `${routeName(route)} declares config.access inside the ${access} audience, which declares it (plugins/application/audience.ts)`,
        );
      }
      const faceScope = route.config?.faceScope === true;
      if (faceScope && access !== 'admin' && access !== 'staff') {
        throw new Error(`${routeName(route)}: faceScope is for staff routes only`);
      }
      route.config = { ...route.config, access };
      if (access === 'screen') {
        route.onRequest = [app.screenGuard, ...[route.onRequest ?? []].flat()];
        return;
      }
      if (access === 'public' || access === 'first-admin') return;
      const role = access === 'signed-in' ? 'any' : access;
      route.onRequest = [app.roleGuard(role, faceScope), ...[route.onRequest ?? []].flat()];
    });
    for (const routes of routeFiles) await app.register(routes);
  };
}

/**
 * Refuses to start with an /api route registered outside any audience, so no route is public by
 * omission. An audience's onRoute hook runs after this root one, so the routes are checked once
 * all are registered: by then each one's access was set by its audience, never by itself.
 */
export default fp(
  async function audiences(app: FastifyInstance) {
    const apiRoutes: { name: string; route: RouteOptions; declaredItself: boolean }[] = [];
    app.addHook('onRoute', (route) => {
      if (!declaresAccess(route.url)) return;
      const declaredItself = route.config?.access !== undefined;
      apiRoutes.push({ name: routeName(route), route, declaredItself });
    });
    app.addHook('onReady', async () => {
      for (const { name, route, declaredItself } of apiRoutes) {
        if (declaredItself || !route.config?.access) {
          throw new Error(
            `${name} is registered outside any audience (plugins/application/audience.ts): nothing says who may call it`,
          );
        }
      }
    });
  },
  { name: 'audiences', dependencies: ['auth'] },
);
