import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase, targetFromConfig } from './db/client';
import { loggerOptions, REQUEST_ID_HEADER, requestIdFor } from './lib/logging';
import type { RouteAccess } from './lib/route-access';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { zodValidatorCompiler } from './lib/validation';
import { registerModules } from './modules';
import audiences from './plugins/application/audience';
import auth from './plugins/application/auth';
import backup from './plugins/infrastructure/backup';
import cpu from './plugins/infrastructure/cpu';
import csrf from './plugins/infrastructure/csrf';
import database from './plugins/infrastructure/database';
import docs from './plugins/infrastructure/docs';
import errors, { answerFrameworkError } from './plugins/infrastructure/errors';
import lifecycle from './plugins/infrastructure/lifecycle';
import mail from './plugins/infrastructure/mail';
import metrics from './plugins/infrastructure/metrics';
import rateLimit from './plugins/infrastructure/rate-limit';
import security from './plugins/infrastructure/security';
import uploads from './plugins/infrastructure/uploads';
import web from './plugins/infrastructure/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /**
     * Every route the app serves (method + URL pattern) with the access of its audience, filled
     * when the app is ready: the access test and docs:api walk it.
     */
    routeInventory: RouteEntry[];
  }
}

interface RouteEntry {
  method: string;
  url: string;
  access?: RouteAccess;
  faceScope: boolean;
}

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read what the app logs). */
  logStream?: { write(line: string): void };
}

/** Builds the whole application: plugins first, then the domain modules. Nothing else. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      format: config.logFormat,
      stream: options.logStream,
    }),
    genReqId: requestIdFor,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // The answer carries the request's id, so a user's report can be matched with the log lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', inventory);
  // Method and URL as registered (Fastify reuses the options of a prefix's second route); the
  // access is read once all routes are registered, since an audience sets it after this root hook.
  const routes: { methods: string[]; url: string; options: RouteOptions }[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ methods: [route.method].flat(), url: route.url, options: route });
  });
  app.addHook('onReady', async () => {
    for (const { methods, url, options } of routes) {
      const { access, faceScope = false } = options.config ?? {};
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        inventory.push({ method, url, access, faceScope });
      }
    }
  });

  const db = options.database ?? (await openDatabase(targetFromConfig(config)));
  await db.migrate();

  await app.register(errors);
  await app.register(lifecycle);
  await app.register(database, { database: db });
  await app.register(metrics); // first, so its latency hook sees every route
  await app.register(security);
  await app.register(cookie);
  await app.register(csrf);
  await app.register(rateLimit);
  await app.register(docs);
  await app.register(auth);
  await app.register(audiences);
  await app.register(uploads);
  await app.register(cpu);
  await app.register(mail);
  await app.register(backup);
  await registerModules(app);
  await app.register(web);
  return app;
}
