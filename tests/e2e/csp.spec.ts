import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {startConversionServer, type ConversionServer} from './support/conversion-server';
import {NGINX_CONF, SERVED_BY_NGINX, nginxHeader, watchCsp} from './support/csp';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {BUILD_DIR, LOCALES, openHydrated, runLiveExample, sitemapPaths} from './support/site';

// The site under deploy/nginx.conf's Content-Security-Policy: every route of both locales, and the
// parts most likely to trip a policy (workers, eval in the live examples, blob: and data: images
// in the export, fetches to the search index and to a conversion server on another port), with no
// violation. Through scripts/serve.mjs there is no policy, so only the hash check below can fail;
// npm test serves through nginx when it is installed, and CI installs it.

const ROOT = path.resolve(__dirname, '../..');

test('deploy/nginx.conf allows every inline script of the build by its sha256, and the build has no inline handler', () => {
  const run = spawnSync(process.execPath, ['scripts/csp-inline-hashes.mjs', '--dir', BUILD_DIR, '--json', '--check', NGINX_CONF], {cwd: ROOT, encoding: 'utf8'});
  const found = JSON.parse(run.stdout) as {hashes: Record<string, string[]>; handlers: string[]; missing: string[]};
  // The colour-mode script is inlined in every page: a build without inline scripts means the
  // script read nothing.
  expect(Object.keys(found.hashes).length).toBeGreaterThan(0);
  expect(found.missing, `script-src of ${NGINX_CONF} lacks these (node scripts/csp-inline-hashes.mjs --dir build prints them all)`).toEqual([]);
  // A hash does not allow onclick="…" or javascript: URLs.
  expect(found.handlers).toEqual([]);
  expect(run.status).toBe(0);
});

/** Opens a page; through nginx, its response must carry the policy of deploy/nginx.conf. */
async function openWithPolicy(page: Page, url: string) {
  const response = await openHydrated(page, url);
  if (SERVED_BY_NGINX) expect(response?.headers()['content-security-policy'], url).toBe(nginxHeader('Content-Security-Policy'));
  return response;
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`CSP (${locale})`, () => {
    test('every route of the sitemap, the /docs redirect and the 404 page', async ({page}) => {
      test.setTimeout(300_000);
      const csp = await watchCsp(page);
      for (const route of sitemapPaths(prefix)) {
        await openWithPolicy(page, route);
        expect(await csp.read(), route).toEqual([]);
      }
      // Pages the sitemap leaves out, each with an inline script of its own.
      await page.goto(`${prefix}/docs`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/intro/$`));
      const missing = await page.goto(`${prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await csp.read()).toEqual([]);
    });

    test('the landing demo: sample drawn by the layout worker and its ELK helper, exported as SVG and PNG', async ({page}) => {
      const csp = await watchCsp(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await openDemo(page, prefix);
      // A blocked worker is no error on screen: Palito lays out on the page's thread instead, and
      // the layout worker without its ELK helper. So: the layout worker and, with two cores or
      // more, the helper it starts (demo-workers.spec.ts counts the same way). A 39-asset layout
      // uses no helper: the demo's large-file warm-up starts it, before a file comes in to stop it.
      const cores = await page.evaluate(() => navigator.hardwareConcurrency);
      if (cores > 1) await expect.poll(() => workers.length, {timeout: 20_000}).toBeGreaterThanOrEqual(3);
      await applyLayout(page, sampleAssets(locale).length);
      expect(await csp.read()).toEqual([]);
      expect(new Set(workers).size).toBeGreaterThanOrEqual(cores > 1 ? 2 : 1);
      const [svg] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-svg').click()]);
      expect(svg.suggestedFilename()).toMatch(/\.svg$/);
      // The PNG is drawn from the SVG loaded as a blob: image.
      const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('demo-export-png').click()]);
      expect(png.suggestedFilename()).toMatch(/\.png$/);
      expect(await csp.read()).toEqual([]);
    });

    test('a docs page whose live example compiles and runs its code', async ({page}) => {
      const csp = await watchCsp(page);
      await openWithPolicy(page, `${prefix}/docs/api/components/palito`);
      // Started with its Run button: scrolling would start it too, and could take the button
      // away between finding it and pressing it (that race failed CI once).
      await runLiveExample(page);
      await expect(page.getByTestId('live-result').first()).toHaveText(/\S/, {timeout: 30_000});
      expect(await csp.read()).toEqual([]);
    });

    test('the search page with a query', async ({page}) => {
      const csp = await watchCsp(page);
      await openWithPolicy(page, `${prefix}/search?q=setZones`);
      await expect(page.getByTestId('search-page-results').locator('li a').first()).toBeVisible();
      expect(await csp.read()).toEqual([]);
    });

    test.describe('the API key page against a conversion server on another port', () => {
      const KEY = 'csp-key';
      let server: ConversionServer;
      test.beforeAll(async () => {
        server = await startConversionServer({allowOrigin: BASE_URL, keys: [KEY]});
      });
      test.afterAll(() => server?.stop());

      test('converts the sample there and draws it', async ({page}) => {
        const csp = await watchCsp(page);
        await openWithPolicy(page, `${prefix}/docs/api/api-key/`);
        await page.getByTestId('apikey-placeholder').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('apikey-playground')).toBeVisible({timeout: 20_000});
        await page.getByTestId('apikey-endpoint').fill(server.endpoint);
        await page.getByTestId('apikey-key').fill(KEY);
        await page.getByTestId('apikey-convert').click();
        // The count appears only when the server answered: a blocked fetch reads "cannot reach".
        await expect(page.getByTestId('apikey-status')).toContainText(String(sampleAssets(locale).length), {timeout: 30_000});
        expect(await csp.read()).toEqual([]);
      });
    });
  });
}
