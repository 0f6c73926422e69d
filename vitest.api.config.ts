import { defineConfig } from 'vitest/config';
import { serverProject } from './apps/server/test-projects';

// The API suite but for its `vi.mock` files (those run in vitest.config.ts), with worker processes
// reused across files: see apps/server/test-projects.ts. Vitest decides process reuse for a whole
// run, and the web tests need processes of their own, hence a config of its own.
const server = './apps/server';

export default defineConfig({
  test: {
    maxWorkers: 2,
    poolOptions: { forks: { isolate: false } },
    projects: [
      serverProject(server, 'shared'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject(server, 'shared', 'postgres')] : []),
    ],
  },
});
