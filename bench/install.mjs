// `node bench/install.mjs [<baseline commit>]`: what a fresh clone costs (issue 19 §3). Clones the
// committed HEAD into a temporary folder, runs `npm install --no-audit --no-fund` there, measures
// node_modules (`du`), then `npm start` once (it builds) and INSTALL_STARTS more times (default 5,
// the build is then up to date): milliseconds until GET /api/health answers 200, and the CPU time
// the start's processes used by then (what a start costs whatever else the machine runs). The
// starts share one DATA_DIR of their own (the first creates it), with MQTT_PORT=0; BENCH_PORT
// chooses the port (default 3381). With a baseline commit, that commit's install is measured too,
// in the same run. Writes the `install` section of bench/RESULTS.md. Not part of `npm run bench`:
// it downloads packages and takes minutes.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadNote, machine, root, writeSection } from './lib.mjs';

const loadAtStart = loadavg()[0];
const baseline = process.argv[2];
const starts = Number(process.env.INSTALL_STARTS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3381);
const work = mkdtempSync(path.join(tmpdir(), 'install-bench-'));
/** One data folder for every start, as a restart finds it: the first start also creates it. */
const dataDir = path.join(work, 'data');

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Clones `ref` and installs it: time, packages, warnings, node_modules size. */
function install(ref, name) {
  const dir = path.join(work, name);
  run('git', ['clone', '--quiet', root, dir]);
  run('git', ['checkout', '--quiet', ref], dir);
  const started = performance.now();
  const result = spawnSyncOutput('npm', ['install', '--no-audit', '--no-fund'], dir);
  const seconds = (performance.now() - started) / 1000;
  const kib = (args) => Number(run('du', [...args, '-sk', 'node_modules'], dir).split('\t')[0]);
  return {
    dir,
    ref: run('git', ['rev-parse', '--short', 'HEAD'], dir).trim(),
    seconds,
    packages: Number(result.match(/added (\d+) packages/)?.[1] ?? Number.NaN),
    warnings: result.split('\n').filter((line) => line.startsWith('npm warn')).length,
    engineWarnings: (result.match(/EBADENGINE Unsupported engine/g) ?? []).length,
    diskMb: kib([]) / 1024,
    apparentMb: kib(['--apparent-size']) / 1024,
  };
}

/** Runs a command to its end; its stdout and stderr together (npm warns on stderr). */
function spawnSyncOutput(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`);
  return output;
}

/** CPU milliseconds used so far by every process of the group `pgid` (children included). */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // After the command name: state, ppid, pgrp, … utime, stime, cutime, cstime (fields 14-17).
      if (Number(fields[2]) === pgid) ticks += fields.slice(11, 15).reduce((s, v) => s + +v, 0);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * 10;
}

/** `npm start` in `dir` until GET /api/health answers 200; stops it. */
async function start(dir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MQTT_PORT: '0',
      ADMIN_FACE_CHECK: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`npm start exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const ms = performance.now() - started;
  const cpuMs = groupCpuMs(child.pid);
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await stopped;
  return { ms, cpuMs, built: output.includes('Building (') };
}

const ours = install('HEAD', 'ours');
const before = baseline ? install(baseline, 'baseline') : undefined;
if (before) rmSync(before.dir, { recursive: true, force: true });
const first = await start(ours.dir);
const again = [];
for (let i = 0; i < starts; i++) again.push(await start(ours.dir));
rmSync(work, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (value) => Math.round(value);
const s = (ms) => (ms / 1000).toFixed(1);
const row = (label, r) =>
  `| ${label} (${r.ref}) | ${mb(r.diskMb)} MB | ${mb(r.apparentMb)} MB | ${r.packages} | ${Math.round(r.seconds)} s | ${r.warnings} (${r.engineWarnings} EBADENGINE) |`;
const markdown = `
## Install and start (\`node bench/install.mjs${baseline ? ` ${baseline}` : ''}\`)

A fresh clone of the committed tree, \`npm install --no-audit --no-fund\`, then \`npm start\`
(PORT ${port}, MQTT_PORT=0, one DATA_DIR of its own that the first start creates) timed to the
first 200 from GET /api/health.
Targets (issue 19 §3): node_modules ≤ 600 MB, a start without changes ≤ 5 s, no install warning.
Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| install | node_modules (du) | apparent size | packages | time | npm warnings |
|---|---|---|---|---|---|
${[before && row('baseline', before), row('this commit', ours)].filter(Boolean).join('\n')}

| npm start | to GET /api/health 200 | CPU time used |
|---|---|---|
| first (${first.built ? 'builds' : 'did not build'}) | ${s(first.ms)} s | ${s(first.cpuMs)} s |
| next ${starts} (${again.every((r) => !r.built) ? 'build skipped' : 'REBUILT'}), median | ${s(median(again.map((r) => r.ms)))} s (${again.map((r) => s(r.ms)).join(', ')}) | ${s(median(again.map((r) => r.cpuMs)))} s |

The CPU time is what a start costs on its own: on a machine with a free core it is about the wall
time; the wall time above also counts waiting for a core when the load is above the core count.
`;
writeSection('install', markdown);
console.log(markdown);
