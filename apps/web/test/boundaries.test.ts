import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '../../..');
const features = path.join(here, '../src/features');
const biomeConfig = readFileSync(path.join(repo, 'biome.json'), 'utf8');
const biome = JSON.parse(biomeConfig) as {
  vcs: Record<string, unknown>;
  overrides: { includes: string[]; linter?: unknown }[];
};

/** Biome's boundary rule is one override per feature folder: a new folder without one is unguarded. */
describe('feature boundaries', () => {
  it('every feature folder has its Biome override refusing the other features', () => {
    const folders = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      const override = biome.overrides.find((o) =>
        o.includes.includes(`apps/web/src/features/${folder}/**`),
      );
      expect(override, `biome.json has no override for features/${folder}`).toBeDefined();
      const rule = JSON.stringify(override?.linter);
      expect(rule).toContain(`"!@/features/${folder}/**"`);
      // Another feature only through its published surface: its index.ts or its api/.
      expect(rule).toContain('"@/features/**","!@/features/*","!@/features/*/api"');
    }
  });
});

/**
 * The rule itself, run: Biome lints a file placed at `at` (in a copy of the repository's layout,
 * with this biome.json) and answers the lines it refuses an import on.
 */
describe('Biome refuses what crosses a boundary', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    // The copy is no git checkout: Biome reads every file it is given.
    writeFileSync(
      path.join(root, 'biome.json'),
      JSON.stringify({ ...biome, vcs: { ...biome.vcs, enabled: false } }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function refusedLines(at: string, imports: string[]): number[] {
    const file = path.join(root, at);
    mkdirSync(path.dirname(file), { recursive: true });
    const names = imports.map((_, i) => `N${i}`);
    writeFileSync(
      file,
      `${imports.map((from, i) => `import { N${i} } from '${from}';`).join('\n')}\nexport { ${names.join(', ')} };\n`,
    );
    const run = spawnSync(
      path.join(repo, 'node_modules/.bin/biome'),
      ['lint', '--only=style/noRestrictedImports', '--reporter=json', at],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { start: { line: number } } }[];
    };
    return report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => d.location.start.line);
  }

  it('a feature imports another only through its index.ts or its api/, never the app shell', () => {
    const refused = refusedLines('apps/web/src/features/ads/admin/Probe.tsx', [
      '@/features/espaces', // 1: the published surface (index.ts)
      '@/features/espaces/api/client', // 2: the published surface (api/)
      '@/features/ads/admin/AdForm', // 3: itself
      '@/features/espaces/admin/EspacesSection', // 4: another feature's inside
      '@/features/espaces/index', // 5: the index by its file, around the rule
      '@/features/telemetry/shared/LiveBadge', // 6: another feature's inside
      '@/app/router', // 7: the shell
      '@/lib/format', // 8: a shared layer
    ]);
    expect(refused).toEqual([4, 5, 6, 7]);
  }, 30_000);

  it('a shared layer imports no feature, not even its published surface', () => {
    const refused = refusedLines('apps/web/src/lib/probe.ts', [
      '@/features/espaces',
      '@/features/telemetry/api/telemetry',
      '@/components/ui/Button',
    ]);
    expect(refused).toEqual([1, 2]);
  }, 30_000);
});
