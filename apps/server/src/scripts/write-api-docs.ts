import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderApiDocs } from './api-docs';

const target = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
await writeFile(target, await renderApiDocs());
console.log(`wrote ${target}`);
