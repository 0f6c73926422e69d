import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';

interface Operation {
  summary?: string;
  tags?: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Renders the OpenAPI document of the real app as a Markdown route table (docs/api.md). */
export async function renderApiDocs(database?: Database): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-docs-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const app = await buildApp(config, {
    database: database ?? (await openDatabase({ memory: true })),
  });
  try {
    await app.ready();
    const spec = app.swagger() as { paths: Record<string, Partial<Record<string, Operation>>> };
    const rows: string[] = [];
    for (const [route, item] of Object.entries(spec.paths).sort(([a], [b]) => a.localeCompare(b))) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const fastifyPath = route.replace(/\{(\w+)\}/g, ':$1');
        const access =
          app.routeInventory.find(
            (entry) => entry.method === method.toUpperCase() && entry.url === fastifyPath,
          )?.access ?? 'undeclared';
        const summary = (operation.summary ?? '').replace(/\|/g, '\\|');
        rows.push(`| ${method.toUpperCase()} | \`${route}\` | ${access} | ${summary} |`);
      }
    }
    return `# API reference

Generated from the OpenAPI document by \`npm run docs:api\`; the live, complete reference with every
schema is served at \`/api/docs\` (JSON at \`/api/docs/json\`). "access" is who may call the route
(the audience its route file is registered under in \`apps/server/src/modules/index.ts\`, see
\`apps/server/src/lib/route-access.ts\`; proven by \`test/api/route-access.test.ts\`): public, a
signed-in client, a signed-in admin (bearer token), signed-in (a client on its own records or any
staff member), or first-admin (public while no admin exists,
admin afterwards). Anonymous writes need the XSRF cookie echoed in \`X-XSRF-TOKEN\`.

| method | path | access | summary |
|---|---|---|---|
${rows.join('\n')}
`;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
