import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Browser tests run against the production build (`npm run build`) served by
 * `node dist-server/serve.js` with the reference API's test hooks on, from a copy of dist/ taken
 * when the server starts (so a concurrent rebuild cannot break a run). Debian's Chromium;
 * Playwright never downloads a browser. Tests that must stop the server (offline) start their own
 * with e2e/support/server.ts.
 */
export default defineConfig({
  testDir: 'e2e',
  // No test asserts speed (bench/ does): on a loaded 2-core machine a test gets time, not a failure.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  webServer: {
    // node dist-server/serve.js, on a snapshot of dist/ (see the script).
    command: 'node e2e/support/serve-snapshot.mjs',
    url: `${BASE_URL}/api/auth/user`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', MOCK_API_TEST_HOOKS: '1' },
    reuseExistingServer: !process.env.CI,
    // SIGTERM lets the server close and remove its snapshot.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Fake camera and microphone, granted, for the recording tests.
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
