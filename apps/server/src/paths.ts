import { fileURLToPath } from 'node:url';

// This module lives in src/ and is bundled into dist/main.js: in both cases the package root is one
// level up, so migrations and the built web app are found the same way in dev, tests and production.
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** `data/` at the repository root: `npm start`, `npm run dev` and the CLI commands share it. */
export const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));
