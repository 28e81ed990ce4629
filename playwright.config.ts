import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_PATH, CHROMIUM_ARGS} from './tests/e2e/support/chromium';

// End-to-end tests run against the production build in `build/`, served by the
// same script as `npm run serve`, in Debian's Chromium (the registry's browser
// downloads are not available here). Build first: `npm run build`.
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The build to test: `build/` unless E2E_BUILD_DIR names another (a build made with --out-dir). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const RESPONSIVENESS = /(demo-hostile|search-latency)\.spec\.ts$/;
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * E2E_SERVER=nginx serves the build with nginx and deploy/nginx.conf (scripts/serve-nginx.mjs), as
 * in production, headers and all; otherwise scripts/serve.mjs serves it (same URLs, no headers).
 * `npm test` picks nginx when it is installed.
 */
const SERVE_SCRIPT = process.env.E2E_SERVER === 'nginx' ? 'scripts/serve-nginx.mjs' : 'scripts/serve.mjs';

/**
 * CI (`npm test` sets it for this step): no trace on a first run (recording one for every test took
 * about a quarter of the run's time); a test that fails is run once more, with a trace, and the run
 * fails all the same (failOnFlakyTests): the second run is there for its trace, not to let a flaky
 * test pass. Elsewhere (npm run test:e2e) every test records a trace, kept when it fails.
 */
const CI = !!process.env.CI;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  failOnFlakyTests: CI,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: BASE_URL,
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: RESPONSIVENESS},
    // Tests that time the page's main thread run last, one at a time, with nothing else running:
    // beside another browser on a 2-core machine every task takes about twice as long. No trace:
    // its DOM snapshots are tasks on the page's thread (a dense mesh's drawing measured 652 ms with
    // one, under 200 ms without).
    {name: 'responsiveness', use: {...devices['Desktop Chrome'], trace: 'off'}, testMatch: RESPONSIVENESS, dependencies: ['chromium'], workers: 1},
  ],
  webServer: {
    command: `node ${SERVE_SCRIPT} --dir ${BUILD_DIR} --port ${PORT} --host 127.0.0.1`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    // SIGTERM first, so serve-nginx.mjs stops nginx and removes its temporary folder.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});
