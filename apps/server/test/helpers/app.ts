import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { admins, clients } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/password';
import type { Role, Scope } from '../../src/lib/tokens';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real application on a fresh database and temporary DATA_DIR. `configure` may add test
 * routes before the app is readied. `buildOptions.database` builds it on an already opened
 * database instead (a second instance on the first one's PostgreSQL database).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void | Promise<void>,
  overrides: Partial<Config> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json', // tests that read the logs parse JSON lines, terminal or not
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_FACE_CHECK: 'off',
    MQTT_PORT: '0', // no embedded MQTT listener unless a test asks for one (telemetry tests)
    BILLING_SCHEDULE: 'off', // no monthly issue or reminder behind a test's back (billing tests)
    ...env,
  });
  const database = buildOptions.database ?? (await openTestDatabase());
  const app = await buildApp({ ...config, ...overrides }, { ...buildOptions, database });
  await configure?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      // Retries: a mail written to the outbox just after its response can land during the removal.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** Cookie + header pair that satisfies the XSRF check for anonymous state-changing calls. */
export const xsrf = {
  cookies: { 'XSRF-TOKEN': 'test-xsrf-token' },
  headers: { 'x-xsrf-token': 'test-xsrf-token' },
} as const;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token `app` issues for account `id` at its first token version (full scope unless told). */
export const issueToken = (app: FastifyInstance, id: number, role: Role, scope: Scope = 'full') =>
  app.tokens.issue({ sub: String(id), role, scope, tv: 0 });

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Inserts an active client account and returns a full-scope token for it. */
export async function createClientAccount(
  app: FastifyInstance,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<TestAccount> {
  const password = 'secret123';
  const email = values.email ?? `client-${unique()}@example.tn`;
  const [row] = await app.db
    .insert(clients)
    .values({
      companyName: 'Café Sfax',
      fullName: 'Amine Ben Salah',
      job: 'Gérant',
      governorate: 'Sfax',
      city: 'Sfax',
      phone: '22123456',
      passwordHash: await hashPassword(password),
      ...values,
      email,
    })
    .returning();
  return { id: row!.id, email, password, token: issueToken(app, row!.id, 'client') };
}

/** Inserts an admin account and returns a full-scope token for it. */
export async function createAdminAccount(
  app: FastifyInstance,
  values: Partial<typeof admins.$inferInsert> = {},
): Promise<TestAccount> {
  const password = 'admin-secret';
  const email = values.email ?? `admin-${unique()}@example.tn`;
  const [row] = await app.db
    .insert(admins)
    .values({
      nom: 'Trabelsi',
      prenom: 'Sana',
      telephone: '71123456',
      poste: 'Responsable des opérations',
      passwordHash: await hashPassword(password),
      ...values,
      email,
    })
    .returning();
  return { id: row!.id, email, password, token: issueToken(app, row!.id, 'admin') };
}

/** Inserts a staff account with the `technicien` role (issue 32) and a full-scope token. */
export const createTechnicianAccount = (
  app: FastifyInstance,
  values: Partial<typeof admins.$inferInsert> = {},
) => createAdminAccount(app, { poste: 'Technicien terrain', ...values, role: 'technicien' });
