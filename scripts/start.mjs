// `npm start`: build only when a source is newer than the build, then serve.
// A fresh clone has no build and builds once (about two minutes on two cores); later starts go
// straight to the server. `npm run build` always rebuilds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: a change to any of these makes the build stale. */
const SOURCES = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
/** What the build writes last (the prerendered landing page) and the server bundle. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function newestMtime(entry) {
  let info;
  try {
    info = statSync(entry);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsStale() {
  const outputs = OUTPUTS.map((file) => {
    try {
      return statSync(path.join(root, file)).mtimeMs;
    } catch {
      return 0;
    }
  });
  const oldestOutput = Math.min(...outputs);
  if (oldestOutput === 0) return 'no build yet';
  const changed = SOURCES.find((source) => newestMtime(path.join(root, source)) > oldestOutput);
  return changed ? `${changed} changed since the last build` : undefined;
}

const stale = buildIsStale();
if (stale) {
  console.log(`Building (${stale})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('Build is up to date: starting the server.');
}
// In this process, so signals (SIGTERM from a supervisor, Ctrl-C) reach the server's own handlers.
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);
