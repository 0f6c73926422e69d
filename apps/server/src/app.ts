import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase, targetFromConfig } from './db/client';
import { zodValidatorCompiler } from './lib/validation';
import { registerModules } from './modules';
import auth from './plugins/auth';
import csrf from './plugins/csrf';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import lifecycle from './plugins/lifecycle';
import rateLimit from './plugins/rate-limit';
import security from './plugins/security';
import uploads from './plugins/uploads';
import web from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route the app serves (method + URL pattern): the access test and docs:api walk it. */
    routeInventory: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
}

export interface BuildOptions {
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: Database;
}

// Never log credentials or session material.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** Builds the whole application: plugins first, then the domain modules. Nothing else. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') inventory.push({ method, url: route.url });
    }
  });

  const db = options.database ?? (await openDatabase(targetFromConfig(config)));
  await db.migrate();

  await app.register(errors);
  await app.register(lifecycle);
  await app.register(database, { database: db });
  await app.register(security);
  await app.register(cookie);
  await app.register(csrf);
  await app.register(rateLimit);
  await app.register(docs);
  await app.register(auth);
  await app.register(uploads);
  await registerModules(app);
  await app.register(web);
  return app;
}
