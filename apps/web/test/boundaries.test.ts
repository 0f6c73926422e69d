import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const features = path.join(here, '../src/features');
const biome = JSON.parse(readFileSync(path.join(here, '../../../biome.json'), 'utf8')) as {
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
      expect(JSON.stringify(override?.linter)).toContain(`"!@/features/${folder}/**"`);
    }
  });
});
