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

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome']}, testIgnore: RESPONSIVENESS},
    // Tests that time the page's main thread run last, one at a time, with nothing else running:
    // beside another browser on a 2-core machine every task takes about twice as long.
    {name: 'responsiveness', use: {...devices['Desktop Chrome']}, testMatch: RESPONSIVENESS, dependencies: ['chromium'], workers: 1},
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
