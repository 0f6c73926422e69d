import { defineConfig } from 'vitest/config';

// Only the test files that exercise the modules `npm run test:mutation` mutates (stryker.config.json):
// Stryker runs them once per mutant, so nothing else is loaded.
export default defineConfig({
  test: {
    root: './apps/server',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: [
      'test/modules/billing/rules.test.ts',
      'test/modules/billing/campaign-rules.test.ts',
      'test/plugins/csrf.test.ts',
      'test/lib/csv.test.ts',
      'test/lib/tokens.test.ts',
      'test/lib/upload-service.test.ts',
      'test/plugins/uploads.test.ts',
      'test/modules/telemetry/mqtt-guard.test.ts',
      'test/modules/telemetry/mqtt-authorization.test.ts',
      'test/modules/auth/account-lockout.test.ts',
      'test/lib/password.test.ts',
      'test/lib/route-access.test.ts',
    ],
  },
});
