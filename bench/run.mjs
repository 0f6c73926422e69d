// `npm run bench`: builds once, then runs every benchmark script listed here in turn.
import { execSync } from 'node:child_process';
import { root } from './lib.mjs';

const scripts = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['http', 'stations', 'lighthouse', 'chat', 'face', 'event-loop', 'telemetry', 'compare'];
execSync('npm run build', { cwd: root, stdio: 'inherit' });
for (const name of scripts) {
  console.log(`\n== bench/${name}.mjs`);
  execSync(`node bench/${name}.mjs`, { cwd: root, stdio: 'inherit' });
}
