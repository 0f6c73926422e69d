import { defineConfig } from 'vitest/config';

// The API suite runs on embedded PGlite; when TEST_DATABASE_URL points at a PostgreSQL server
// (CI sets it when one answers on 127.0.0.1:5432) it runs a second time against that server.
const postgresProject = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: { name: 'server-pg', root: './apps/server', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Two cores: keep parallelism modest so PGlite instances and argon2 hashes don't thrash.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/server/vitest.config.ts',
      ...postgresProject,
      'apps/web/vitest.config.ts',
    ],
  },
});
