import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh DATA_DIR per run (workers inherit it from the runner's environment).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// A second server with the production default ADMIN_FACE_CHECK=required, for the staff-accounts spec.
// Reached as localhost: browsers refuse WebAuthn (passkeys) on an IP address.
const faceBaseURL = `http://localhost:${port + 1}`;
// The embedded MQTT broker's TCP port of each server (a taken port only logs a warning).
const mqttBase = Number(process.env.E2E_MQTT_PORT ?? port + 20_000);
// The local stand-in of Konnect's API that the first server pays through (e2e/konnect-stand-in.ts).
const konnectPort = Number(process.env.E2E_KONNECT_PORT ?? port + 30);
const konnect = {
  KONNECT_API_URL: `http://127.0.0.1:${konnectPort}/api/v2`,
  KONNECT_API_KEY: 'e2e-konnect-key',
  KONNECT_WALLET_ID: 'e2e-konnect-wallet',
};

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
    // Recording traces slows every test by ~30 % on this 2-core machine: on demand only
    // (E2E_TRACE=retain-on-failure or --trace on); failures still get a screenshot and error context.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // The staff-accounts spec runs at 1280 px in 'face-required' (the production default) and at
      // 375 px here with the face check off: a third run at 1280 px with it off would only repeat.
      testIgnore: ['admin-passkeys.spec.ts', 'admin-accounts.spec.ts'],
      // A journey tagged for one viewport runs there only (no skipped test in the other).
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: 'admin-passkeys.spec.ts',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // Login → face check → back-office, as in production (the other projects run with it off).
      name: 'face-required',
      testMatch: ['admin-accounts.spec.ts', 'admin-passkeys.spec.ts'],
      metadata: { adminFaceCheck: 'required' },
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: faceBaseURL,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/konnect-stand-in.ts',
      url: `http://127.0.0.1:${konnectPort}/health`,
      reuseExistingServer: false,
      env: { ...konnect, KONNECT_STAND_IN_PORT: String(konnectPort) },
    },
    serverOn(port, 'off', dataDir, undefined, konnect),
    serverOn(port + 1, 'required', `${dataDir}-face`, faceBaseURL),
  ],
});

/** The production build on `serverPort` with its own DATA_DIR and face-check mode. */
function serverOn(
  serverPort: number,
  adminFaceCheck: 'off' | 'required',
  dataDir: string,
  publicUrl = `http://127.0.0.1:${serverPort}`,
  extraEnv: Record<string, string> = {},
) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: process.env.E2E_SERVER_CMD ?? 'node apps/server/dist/main.js',
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    // A busy machine can take longer to boot a fresh embedded database.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 60_000),
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
      // Specs give each visitor its own X-Forwarded-For, so per-address rate limits apply per test:
      // the browser is the loopback "proxy" that is trusted to say it.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_FACE_CHECK: adminFaceCheck,
      MAP_TILE_URL: `${publicUrl}/e2e-tiles/{z}/{x}/{y}.png`,
      // Never the default 1883 (a Mosquitto may hold it), nor a neighbour's HTTP port: E2E_MQTT_PORT
      // or far above the web port. Specs reach the broker over ws://…/mqtt anyway.
      MQTT_PORT: String(mqttBase + (serverPort - port)),
      STATION_OFFLINE_AFTER_S: '120',
      ...extraEnv,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  };
}
