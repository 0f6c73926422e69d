import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { renderApiDocs } from '../../src/scripts/api-docs';
import { openTestDatabase } from '../helpers/database';

it('docs/api.md is the current route table (regenerate with npm run docs:api)', async () => {
  const committed = await readFile(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
  expect(await renderApiDocs(await openTestDatabase())).toBe(committed);
}, 120_000);
