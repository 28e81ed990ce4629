import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {buildFileOf, elementsOf} from './support/build-files';
import {startConversionServer, type ConversionServer} from './support/conversion-server';
import {NGINX_CONF, SERVED_BY_NGINX, directivesOf, policyFor, watchCsp} from './support/csp';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {BUILD_DIR, LOCALES, openHydrated, runLiveExample, sitemapPaths} from './support/site';

// The site under deploy/nginx.conf's Content-Security-Policies: the strict one everywhere, with
// 'unsafe-eval' on the pages with a live example (react-live compiles their code), inline <style>
// on the pages that can print with Palito (its print frame inherits the policy), and other
// servers to connect to on the API key page. Checked here: each page of the build gets the policy
// its content needs (read from the conf, no server needed); through nginx, each kind of page is
// served its policy, every route of both locales with no violation, and the parts most likely to
// trip a policy (workers, eval in the live examples, the print frame, blob: and data: images in
// the export, fetches to the search index and to a conversion server on another port). Through
// scripts/serve.mjs there is no policy, so only the checks of the conf can fail; npm test serves
// through nginx when it is installed, and CI installs it.

const ROOT = path.resolve(__dirname, '../..');

/** The $uri nginx has for a site path: the file it serves (clean URLs), or the locale's 404 page. */
function servedUri(sitePath: string, prefix: string): string {
  const file = buildFileOf(new URL(sitePath, BASE_URL).pathname);
  return file ? `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}` : `${prefix}/404.html`;
}

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

/** Every page of the build, as nginx's $uri for it: /index.html, /docs/intro/installation/index.html, /en/404.html… */
function builtPages(dir = BUILD_DIR): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : builtPages(file);
    return entry.name.endsWith('.html') ? [`/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`] : [];
  });
}

test('deploy/nginx.conf gives each page of the build the policy its content needs', () => {
  const wrong: string[] = [];
  const pages = builtPages();
  for (const uri of pages) {
    const testIds = new Set(elementsOf(path.join(BUILD_DIR, uri)).map((el) => el.attribs['data-testid']));
    // A live example is rendered by the server as its code and a Run button (StillPlayground).
    const live = testIds.has('live-still');
    const prints = live || testIds.has('demo-placeholder');
    const apiKey = testIds.has('apikey-placeholder');
    const policy = directivesOf(policyFor(uri));
    const check = (what: string, has: boolean, wanted: boolean) => {
      if (has !== wanted) wrong.push(`${uri}: ${what} ${wanted ? 'missing' : 'not needed'}`);
    };
    check("'unsafe-eval' (a live example)", policy.get('script-src')!.includes("'unsafe-eval'"), live);
    check("inline <style> (Palito's print page)", policy.get('style-src-elem')!.includes("'unsafe-inline'"), prints);
    check('other servers in connect-src (the API key example)', policy.get('connect-src')!.length > 1, apiKey);
  }
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((uri) => policyFor(uri).includes("'unsafe-eval'")).length).toBeGreaterThan(20);
  expect(wrong, `deploy/nginx.conf's map $uri $palito_page needs a line for these`).toEqual([]);
});

/** Opens a page; through nginx, its response must carry the policy deploy/nginx.conf has for its file. */
async function openWithPolicy(page: Page, url: string, prefix: string) {
  const response = await openHydrated(page, url);
  if (SERVED_BY_NGINX) expect(response?.headers()['content-security-policy'], url).toBe(policyFor(servedUri(url, prefix)));
  return response;
}

/** A policy with its script hashes written as HASHES (the build decides them; the hash test checks them). */
const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '').replace(/script-src [^;]*/, '$& HASHES');
const STRICT =
  "default-src 'self'; script-src 'self' HASHES; style-src 'self' 'unsafe-inline'; style-src-elem 'self'; img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/** The policy of each kind of page: the strict one, and where it differs. */
const POLICIES = {
  strict: STRICT,
  landing: STRICT.replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'"),
  live: STRICT.replace("script-src 'self' HASHES", "script-src 'self' 'unsafe-eval' HASHES").replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'"),
  'api-key': STRICT.replace("connect-src 'self'", "connect-src 'self' https: http://localhost:* http://127.0.0.1:*"),
};

test.describe('each kind of page, served by nginx', () => {
  test.skip(!SERVED_BY_NGINX, 'the policy is sent by nginx (E2E_SERVER=nginx)');
  const pages: Array<[keyof typeof POLICIES, string]> = [
    ['landing', ''],
    ['strict', '/docs/intro/installation'],
    ['strict', '/docs/intro/'],
    ['live', '/docs/api/components/palito'],
    ['live', '/docs/intro/guides/basic-usage-1'],
    ['api-key', '/docs/api/api-key/'],
    ['strict', '/search?q=zone'],
    ['strict', '/blog'],
    ['strict', '/no-such-page'],
    ['strict', '/docs'],
  ];
  for (const {locale, prefix} of LOCALES) {
    test(`${locale}: the policy of its kind`, async ({request}) => {
      for (const [kind, route] of pages) {
        const response = await request.get(`${prefix}${route || '/'}`);
        expect(withoutHashes(response.headers()['content-security-policy']), `${prefix}${route} (${kind})`).toBe(POLICIES[kind]);
      }
    });
  }
});

for (const {locale, prefix} of LOCALES) {
  test.describe(`CSP (${locale})`, () => {
    test('every route of the sitemap, the /docs redirect and the 404 page', async ({page}) => {
      test.setTimeout(300_000);
      const csp = await watchCsp(page);
      for (const route of sitemapPaths(prefix)) {
        await openWithPolicy(page, route, prefix);
        expect(await csp.read(), route).toEqual([]);
      }
      // Pages the sitemap leaves out, each with an inline script of its own.
      const redirect = await page.goto(`${prefix}/docs`);
      if (SERVED_BY_NGINX) expect(redirect?.headers()['content-security-policy']).toBe(policyFor(`${prefix}/docs/index.html`));
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/intro/$`));
      const missing = await page.goto(`${prefix}/no-such-page`);
      expect(missing?.status()).toBe(404);
      if (SERVED_BY_NGINX) expect(missing?.headers()['content-security-policy']).toBe(policyFor(`${prefix}/404.html`));
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await csp.read()).toEqual([]);
    });

    test('the landing demo: sample drawn by the layout worker and its ELK helper, exported as SVG and PNG, printed', async ({page}) => {
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
      // The print page, in a frame (srcdoc) that has the page's policy: its inline <style> applies.
      await page.getByTestId('demo-print').click();
      await expect(page.frameLocator('#palito-print-frame').locator('.sheet')).toHaveCSS('display', 'flex');
      expect(await csp.read()).toEqual([]);
    });

    test('a docs page whose live example compiles and runs its code', async ({page}) => {
      const csp = await watchCsp(page);
      await openWithPolicy(page, `${prefix}/docs/api/components/palito`, prefix);
      // Started with its Run button: scrolling would start it too, and could take the button
      // away between finding it and pressing it (that race failed CI once).
      await runLiveExample(page);
      await expect(page.getByTestId('live-result').first()).toHaveText(/\S/, {timeout: 30_000});
      expect(await csp.read()).toEqual([]);
    });

    test('the strict policy refuses eval on a page without a live example; a live-example page allows it', async ({page}) => {
      test.skip(!SERVED_BY_NGINX, 'the policy is sent by nginx (E2E_SERVER=nginx)');
      /**
       * Runs `new Function` in a task of the page, as a script of the page would (code that the
       * test harness evaluates itself is let through the policy's eval check).
       */
      const compile = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              setTimeout(() => {
                try {
                  resolve(String(new Function('return 6 * 7')()));
                } catch (error) {
                  resolve(`${(error as Error).name}: ${(error as Error).message}`);
                }
              }),
            ),
        );
      const csp = await watchCsp(page);
      for (const url of [`${prefix}/`, `${prefix}/docs/intro/installation`, `${prefix}/search?q=zone`, `${prefix}/blog`]) {
        await openWithPolicy(page, url, prefix);
        const before = (await csp.read()).length;
        expect(await compile(), url).toMatch(/^EvalError: .*Content Security Policy/);
        expect((await csp.read()).slice(before).some((violation) => /script-src blocked eval/.test(violation)), url).toBe(true);
      }
      await openWithPolicy(page, `${prefix}/docs/api/components/palito`, prefix);
      expect(await compile()).toBe('42');
    });

    test('a blog post', async ({page}) => {
      const csp = await watchCsp(page);
      const post = sitemapPaths(prefix).find((route) => /\/blog\/(?!tags|archive|authors|page)[^/]+$/.test(route))!;
      await openWithPolicy(page, post, prefix);
      await expect(page.locator('article').first()).toBeVisible();
      expect(await csp.read()).toEqual([]);
    });

    test('the search page with a query', async ({page}) => {
      const csp = await watchCsp(page);
      await openWithPolicy(page, `${prefix}/search?q=setZones`, prefix);
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
        await openWithPolicy(page, `${prefix}/docs/api/api-key/`, prefix);
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
