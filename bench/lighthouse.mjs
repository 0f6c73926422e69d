// `npm run lighthouse` (or `node bench/lighthouse.mjs` after `npm run build`): Lighthouse on the
// landing page of the production build, mobile preset (a mid-range phone: 4× CPU slowdown, slow 4G
// 150 ms RTT / 1.6 Mbit/s, simulated), driving Debian's Chromium. Writes the `lighthouse` section of
// bench/RESULTS.md and the full HTML/JSON reports to bench/out/ (not committed).
//
// LIGHTHOUSE_URL=http://localhost:3131/ targets a server already running instead of starting the
// production build. LIGHTHOUSE_RUNS (default 3): the median run (by performance score) is reported.
// LIGHTHOUSE_CPU_SLOWDOWN (default 4, the preset's): Lighthouse's CPU slowdown multiplier, e.g. 6 to
// emulate a slower machine than the preset's phone (issue 19 §4).
//
// Lighthouse and chrome-launcher are not in the default install (about 185 MB that `npm start` and
// `npm test` never load): bench/lighthouse/ has its own package.json and lock, installed here with
// `npm ci` on first use and again whenever its package.json or lock changes.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadNote, machine, root, startServer, writeSection } from './lib.mjs';

const toolDir = path.join(root, 'bench', 'lighthouse');
const installed = path.join(toolDir, 'node_modules', '.package-lock.json');
const declared = ['package.json', 'package-lock.json'].map(
  (file) => statSync(path.join(toolDir, file)).mtimeMs,
);
if (!existsSync(installed) || statSync(installed).mtimeMs < Math.max(...declared)) {
  execSync('npm ci --no-audit --no-fund', { cwd: toolDir, stdio: 'inherit' });
}
const fromToolDir = createRequire(path.join(toolDir, 'package.json'));
const load = (name) => import(pathToFileURL(fromToolDir.resolve(name)).href);
const chromeLauncher = await load('chrome-launcher');
const { default: lighthouse } = await load('lighthouse');

const loadAtStart = loadavg()[0];

/** The issue's bars (quality targets), checked and shown next to each score. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
/** JavaScript needed before the landing page is interactive, KB of gzip. */
const JS_BUDGET_KB = 90;

// The same switches as playwright.config.ts: headless, no sandbox (root in CI), and no calls home.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const outDir = path.join(root, 'bench', 'out');
mkdirSync(outDir, { recursive: true });

// `localhost`, not 127.0.0.1: the build's canonical link names localhost (PUBLIC_URL's default),
// and Lighthouse fails a canonical that points at another host.
const server = process.env.LIGHTHOUSE_URL ? undefined : await startServer();
const url = process.env.LIGHTHOUSE_URL ?? `${server.url.replace('127.0.0.1', 'localhost')}/`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

/** Scripts fetched before Time to Interactive, from the run's network records. */
function scriptsBeforeInteractive(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const interactiveMs = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  // Times in the network audit are relative to the navigation start, like the metrics.
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && item.networkRequestTime <= interactiveMs,
  );
  return {
    bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    urls: scripts.map((item) => item.url),
    files: scripts.map((item) => `${new URL(item.url).pathname} (${kb(item.transferSize)} KB)`),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Body bytes a browser that accepts only gzip receives for these URLs: the budget's unit (Chromium
 * asks for Brotli, which is smaller, so the run's own transfer sizes are not it).
 */
async function gzipBytes(urls) {
  let total = 0;
  for (const address of urls) {
    total += await new Promise((resolve, reject) => {
      http
        .get(address, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => {
            bytes += chunk.length;
          });
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
  }
  return total;
}

const results = [];
try {
  for (let index = 0; index < runs; index++) {
    const { lhr, report } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      undefined,
    );
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const result = {
      lhr,
      report,
      scores: Object.fromEntries(Object.keys(TARGETS).map((id) => [id, score(id)])),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      tti: lhr.audits.interactive.numericValue,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      js: scriptsBeforeInteractive(lhr),
      // A run Lighthouse could not measure (e.g. NO_LCP) scores 0: it stays in, and says why.
      error: lhr.runtimeError?.code,
    };
    results.push(result);
    console.log(
      `run ${index + 1}/${runs}:`,
      result.scores,
      `LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
      result.error ? `Lighthouse error ${result.error}: ${lhr.runtimeError.message}` : '',
    );
  }
  for (const result of results) result.js.gzip = await gzipBytes(result.js.urls);
} finally {
  await chrome.kill();
  await server?.stop();
}

// The median run by performance score; its full report is kept for inspection.
results.sort((a, b) => a.scores.performance - b.scores.performance);
const median = results[Math.floor(results.length / 2)];
writeFileSync(path.join(outDir, 'lighthouse-landing.html'), median.report[0]);
writeFileSync(path.join(outDir, 'lighthouse-landing.json'), median.report[1]);

const failed = (median.lhr.categories.accessibility.auditRefs ?? [])
  .concat(median.lhr.categories.seo.auditRefs, median.lhr.categories['best-practices'].auditRefs)
  .map((ref) => median.lhr.audits[ref.id])
  .filter(
    (audit) =>
      audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
  )
  .map((audit) => audit.id);

const verdict = (id) => (median.scores[id] >= TARGETS[id] ? 'meets' : '**below**');
const jsKb = median.js.gzip / 1024;
writeSection(
  'lighthouse',
  `## Landing page in Lighthouse (\`npm run lighthouse\` → \`node bench/lighthouse.mjs\`)

Lighthouse ${median.lhr.lighthouseVersion}, mobile preset (Moto G Power class: ${median.lhr.configSettings.throttling.cpuSlowdownMultiplier}× CPU slowdown${cpuSlowdown === 4 ? '' : " instead of the preset's 4×, to emulate a slower machine"},
slow 4G 150 ms RTT and 1.6 Mbit/s, simulated throttling), Chromium ${median.lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}
headless, against the production build served by the server on localhost. Median of ${runs} runs
by performance score. Machine: ${machine()}, ${loadNote(loadAtStart)}. Run on ${new Date().toISOString().slice(0, 10)}.

| category | score | target | |
|---|---|---|---|
${Object.entries(TARGETS)
  .map(([id, target]) => `| ${id} | ${median.scores[id]} | ≥ ${target} | ${verdict(id)} |`)
  .join('\n')}

| metric | value |
|---|---|
| First Contentful Paint | ${Math.round(median.fcp)} ms |
| Largest Contentful Paint | ${Math.round(median.lcp)} ms |
| Total Blocking Time | ${Math.round(median.tbt)} ms (target ≤ 150 ms: ${median.tbt <= 150 ? 'meets' : '**above**'}) |
| Cumulative Layout Shift | ${median.cls.toFixed(3)} |
| Speed Index | ${Math.round(median.si)} ms |
| Time to Interactive | ${Math.round(median.tti)} ms |
| page weight (all requests, on the wire) | ${kb(median.totalBytes)} KB |
| JavaScript before interactive, gzip | ${jsKb.toFixed(1)} KB (budget ${JS_BUDGET_KB} KB: ${jsKb <= JS_BUDGET_KB ? 'meets' : '**over**'}) |
| the same as Chromium fetched it (Brotli, with headers) | ${kb(median.js.bytes)} KB in ${median.js.urls.length} files |

Scripts before interactive: ${median.js.files.join(', ')}.
${failed.length ? `Failing audits (a11y, SEO, best practices): ${failed.join(', ')}.` : 'No failing accessibility, SEO or best-practices audit.'}
All runs (performance / accessibility / best practices / SEO): ${results
    .map(
      (r) =>
        `${r.scores.performance}/${r.scores.accessibility}/${r.scores['best-practices']}/${r.scores.seo}${r.error ? ` (Lighthouse error ${r.error})` : ''}`,
    )
    .join(', ')}.`,
);
console.log('median:', median.scores, `JS before interactive ${jsKb.toFixed(1)} KB gzip`);
if (failed.length) console.log('failing audits:', failed.join(', '));
