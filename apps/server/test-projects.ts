// Not named vitest.projects.ts: vitest would take a file of that name for a workspace list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

const INCLUDE = ['test/**/*.test.ts', 'src/**/*.test.ts'];

/** Test files that replace modules with `vi.mock`: each needs a module cache of its own. */
function mockingTestFiles(root: string): string[] {
  return ['test', 'src'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file))
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

/**
 * One project of the API suite, split by whether a file may share its worker's modules with other files.
 * `shared`: every file but those that `vi.mock` a module. Run under a config whose pool reuses
 * worker processes (vitest.api.config.ts): the app's modules are then imported once per worker, not
 * once per file, a third of the suite's time (157 → 104 s on PGlite). No state crosses files that
 * way: each file builds its own app on its own database. `mocking`: the files that `vi.mock` a
 * module (found by reading them), which must stay isolated. `database: 'postgres'` runs them
 * against TEST_DATABASE_URL.
 */
export function serverProject(
  root: string,
  files: 'shared' | 'mocking',
  database: 'pglite' | 'postgres' = 'pglite',
): TestProjectInlineConfiguration {
  const name = database === 'postgres' ? 'server-pg' : 'server';
  const mocking = mockingTestFiles(root);
  return {
    test: {
      root,
      name: files === 'shared' ? name : `${name}-mocks`,
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: database === 'postgres' ? { TEST_DB: 'postgres' } : {},
      ...(files === 'shared'
        ? { include: INCLUDE, exclude: [...configDefaults.exclude, ...mocking] }
        : { include: mocking }),
    },
  };
}
