// Bundles the server into dist/ with esbuild. npm packages stay external (installed next to it);
// the workspace contracts package is TypeScript source, so it is bundled in.
// SERVER_DIST_DIR writes the bundle elsewhere (a benchmark build beside a shared dist/), like
// WEB_DIST_DIR for the web app.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = process.env.SERVER_DIST_DIR ? path.resolve(process.env.SERVER_DIST_DIR) : 'dist';

await build({
  // The CPU worker (QR decoding, PDFs) is its own bundle: piscina loads it from next to main.js.
  // backup/restore are bundled too, so a production install (no tsx) runs them with node.
  entryPoints: {
    main: 'src/main.ts',
    'cpu-worker': 'src/lib/cpu-worker.js',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir,
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
await copyFile('src/modules/admins/face/face-worker.js', path.join(outdir, 'face-worker.js'));
