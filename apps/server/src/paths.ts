import { fileURLToPath } from 'node:url';

// This module lives in src/ and is bundled into dist/main.js: in both cases the package root is one
// level up, so migrations and the built web app are found the same way in dev, tests and production.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
