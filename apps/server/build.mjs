// Bundles the server into dist/ with esbuild. npm packages stay external (installed next to it);
// the workspace contracts package is TypeScript source, so it is bundled in.
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(ctx) {
        ctx.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/contracts') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The face check worker is plain JavaScript loaded by piscina from next to the bundle.
await copyFile('src/modules/admins/face/face-worker.js', 'dist/face-worker.js');
