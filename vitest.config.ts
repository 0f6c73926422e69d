import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/test-projects';

// `npm run test:unit` runs this config, then vitest.api.config.ts (most of the API suite, in
// worker processes that files share). Here every file gets a process of its own: the contracts,
// the web app, and the API test files that `vi.mock` a module. When TEST_DATABASE_URL points at a
// PostgreSQL server (CI sets it when one answers on 127.0.0.1:5432), the API files run a second
// time against that server.
const server = './apps/server';

export default defineConfig({
  test: {
    // Two cores: keep parallelism modest so PGlite instances and argon2 hashes don't thrash.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      serverProject(server, 'mocking'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject(server, 'mocking', 'postgres')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
