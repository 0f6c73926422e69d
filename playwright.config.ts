import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh DATA_DIR per run (workers inherit it from the runner's environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/main.js',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    // A busy machine can take longer to boot a fresh embedded database.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 60_000),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Specs give each visitor its own X-Forwarded-For, so per-address rate limits apply per test.
      TRUST_PROXY: 'true',
      ADMIN_FACE_CHECK: process.env.E2E_ADMIN_FACE_CHECK ?? 'off',
      MAP_TILE_URL: `${baseURL}/e2e-tiles/{z}/{x}/{y}.png`,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
