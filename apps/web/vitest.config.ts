import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { lucideIcons } from './scripts/lucide-icons';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // `~icons/lucide/<name>` imports resolve as in the app.
  plugins: [react(), lucideIcons()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}src/` },
      { find: /^@test\//, replacement: `${root}test/` },
      { find: /^@scripts\//, replacement: `${root}scripts/` },
    ],
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    // Each file in a VM context of a reused worker instead of a new process: a fresh jsdom per file
    // cost more than the tests (74 files: 167 s of CPU in forks, 56 s here).
    pool: 'vmThreads',
    // A pool of its own gets workers of its own: after the other projects, not beside them, so the
    // two cores never run four test files at once (the API suite's CPU budgets would trip).
    sequence: { groupOrder: 1 },
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // jsdom renders are slow on a busy 2-core machine; a timeout here is never a performance check.
    testTimeout: 20_000,
  },
});
