// One visit per route per locale: every page of both locales' sitemaps, and each locale's
// not-found page, is opened once and checked for everything that inspects a page as it is served.
// Each check is a step, its expectations soft and prefixed with the check and the page
// ("[axe light] /docs/intro/: …"), so a failing check names itself and hides none of the others:
//
//   seo          the built HTML's metadata: description, canonical, hreflang, social card
//                (support/page-metadata.ts; no browser)
//   open         the status (200, or 404 for the not-found page); through nginx, the
//                Content-Security-Policy deploy/nginx.conf gives the file served
//   render       <html lang>, a visible h1 with text, the site search labelled in the page's language
//   styles       the stylesheets in the page's <head> have none of Palito's or React Flow's rules
//                (src/plugins/palito-styles-on-demand: they load with the first Palito on a page)
//   live         every API reference page has a live example (the API key page's needs a server:
//                api-key.spec.ts), but those deploy/nginx.conf declares without one (`strict`: the
//                engine's shapes, palito/server); wherever there is one it runs (Run button), its result shows,
//                and React Flow's stylesheet applies to its canvas (on PLACEHOLDER_PAGE, the
//                Palito component's page, its nodes are drawn)
//   axe light    axe-core's WCAG 2.1 A/AA rules and image-redundant-alt, in one run, over the whole
//                page: as it loads, or once its live example has run (the example waiting for Run
//                on one page per locale, PLACEHOLDER_PAGE; the tokens of code blocks on one page
//                per locale, CODE_PAGE: see below); the colour rules on Korean pages only (below)
//   network      scrolled to its end (lazy parts load), the page falls quiet (no request in flight
//                for 500 ms), and no request of the page or its workers went to another host
//   axe dark     Korean pages: switched to dark mode with the navbar's toggle, the colour rules again
//   console/csp  no console error or uncaught exception, no Content-Security-Policy violation
//
// The tokens of code blocks and live editors (CODE_TOKENS, support/axe.ts) are checked by axe as
// drawn, with the site's CSS, on CODE_PAGE in each locale, and left out elsewhere: every token
// colour of both themes is checked by tests/unit/site/code-contrast.test.ts.
//
// The colour rules (COLOUR_RULES: contrast, links told apart from text) run on the Korean page of
// each route, in light and dark mode, and not on its English page: the two locales' pages are
// built from the same components, stylesheets and Markdown structure (the English docs are a
// translation), so the language changes the words, not a colour or the element it is drawn on.
// The colour rules are most of what axe takes on a page. English pages get every other rule.
//
// Checks that need a state a reader makes (the demo drawn, search results, the phone menu) are in
// a11y.spec.ts, demo*.spec.ts and search.spec.ts.

import fs from 'node:fs';
import {devices, expect, test as base, type Page, type Response} from '@playwright/test';
import {CODE_TOKENS, COLOUR_RULES, EXTRA_RULES, describe, failingElements, openInMode, scan, toggleMode} from './support/axe';
import {buildFileOf} from './support/build-files';
import {SERVED_BY_NGINX, pageKindFor, policyFor, servedUri, watchCsp} from './support/csp';
import {REACT_FLOW_STYLED, flowStyled} from './support/demo';
import {expectPageMetadata} from './support/page-metadata';
import {DEFAULT_LOCALE, LOCALES, followRequests, openHydrated, runLiveExample, sitemapPaths} from './support/site';

const isApiPage = (path: string) => path.includes('/docs/api/') && !path.includes('/api-key');
/** The page, in each locale, whose code blocks axe checks token by token (see above): the longest guide's code. */
const CODE_PAGE = '/docs/intro/guides/basic-usage-7';
const SEARCH_LABEL = {ko: '문서 검색', en: 'Search the docs'} as const;
const LIVE_EXAMPLE = '[class*="playgroundContainer"]';
/** The page, in each locale, whose live example axe also checks before it runs (see below). */
const PLACEHOLDER_PAGE = '/docs/api/components/palito';

/**
 * One browser page per worker, opened once and navigated to each route in turn (each visit is a
 * whole page load, hydrated): a new context and page per route started a renderer process and
 * compiled the site's scripts again for every one of some 160 pages. What a test leaves on the
 * page goes with it: its listeners are removed, its init scripts disposed, and the next route is
 * opened in light mode whatever the last one switched to. A retry (CI) runs in a new worker, so in
 * a fresh page, and records a trace.
 */
const test = base.extend<{routePage: Page}, {workerPage: Page}>({
  workerPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL} = workerInfo.project.use;
      const context = await browser.newContext({...devices['Desktop Chrome'], baseURL});
      await use(await context.newPage());
      await context.close();
    },
    {scope: 'worker'},
  ],
  routePage: async ({workerPage}, use, testInfo) => {
    const tracing = testInfo.retry > 0;
    if (tracing) await workerPage.context().tracing.start({screenshots: true, snapshots: true});
    await use(workerPage);
    workerPage.removeAllListeners();
    if (tracing) {
      const trace = testInfo.outputPath('trace.zip');
      await workerPage.context().tracing.stop({path: trace});
      await testInfo.attach('trace', {path: trace, contentType: 'application/zip'});
    }
  },
});

// axe's colour-contrast rule looks at every text node: a long page with many highlighted code
// tokens takes tens of seconds on a busy 2-core machine.
test.setTimeout(180_000);

/** The text of a stylesheet of the build, by its URL (the file nginx serves for it), read once per worker. */
const stylesheets = new Map<string, string>();
function stylesheetText(href: string): string {
  const sitePath = new URL(href).pathname;
  if (!stylesheets.has(sitePath)) {
    const file = buildFileOf(sitePath);
    stylesheets.set(sitePath, file ? fs.readFileSync(file, 'utf8') : '');
  }
  return stylesheets.get(sitePath)!;
}

/**
 * Console errors and uncaught exceptions of a page; on the not-found page, all but the one
 * Chromium logs for the document's own 404 status.
 */
function watchConsoleErrors(page: Page, notFound: boolean): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (notFound && msg.location().url === page.url() && /status of 404/.test(msg.text())) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

for (const {locale, prefix, htmlLang} of LOCALES) {
  const paths = sitemapPaths(prefix);

  test(`${locale}: the sitemap lists the site's routes, the API pages among them`, () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) expect(p.startsWith(`${prefix}/`)).toBe(true);
    expect(paths.filter(isApiPage).length).toBeGreaterThanOrEqual(25);
    expect(paths, 'the page whose code tokens axe checks').toContain(`${prefix}${CODE_PAGE}`);
    // The colour rules run on the Korean page of each route (above): every page has one.
    const korean = sitemapPaths(DEFAULT_LOCALE.prefix);
    expect(paths.map((p) => `${DEFAULT_LOCALE.prefix}${p.slice(prefix.length)}`).sort(), 'the Korean pages of the same routes').toEqual([...korean].sort());
  });

  const pages = [
    ...paths.map((route) => ({route, built: route, status: 200})),
    // Any unknown address gets the locale's not-found page (built as 404.html).
    {route: `${prefix}/no-such-page`, built: `${prefix}/404.html`, status: 404},
  ];

  for (const {route, built, status} of pages) {
    test(`${locale}: ${route}`, async ({routePage: page, baseURL}) => {
      const at = (check: string, what: string) => `[${check}] ${route}: ${what}`;
      const codePage = route === `${prefix}${CODE_PAGE}`;
      const tokens = codePage ? [] : [CODE_TOKENS];
      const colours = locale === DEFAULT_LOCALE.locale;

      await test.step('seo: the built page’s metadata', async () => {
        expectPageMetadata(built, locale, htmlLang);
      });

      const errors = watchConsoleErrors(page, status === 404);
      const csp = await watchCsp(page);
      const network = followRequests(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });

      await test.step('open: status and Content-Security-Policy, hydrated in light mode', async () => {
        const opened: {response?: Response | null} = {};
        await openInMode(page, 'light', route, async (url) => (opened.response = await openHydrated(page, url)));
        expect.soft(opened.response?.status(), at('open', 'status')).toBe(status);
        if (SERVED_BY_NGINX) {
          expect.soft(opened.response?.headers()['content-security-policy'], at('csp', 'the policy deploy/nginx.conf gives the file served')).toBe(policyFor(servedUri(route, prefix)));
        }
      });

      await test.step('render: language, heading, search', async () => {
        await expect.soft(page.locator('html'), at('render', '<html lang>')).toHaveAttribute('lang', htmlLang);
        const h1 = page.locator('h1').first();
        await expect.soft(h1, at('render', 'a visible h1')).toBeVisible();
        expect.soft((await h1.innerText({timeout: 5_000}).catch(() => '')).trim(), at('render', 'the h1 has text')).not.toBe('');
        const search = page.getByRole('search').getByRole('combobox', {name: SEARCH_LABEL[locale]});
        await expect.soft(search, at('render', 'the site search, labelled in the page’s language')).toBeVisible();
      });

      await test.step('styles: no Palito or React Flow rules in the stylesheets of the <head>', async () => {
        const hrefs = await page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'), (link) => (link as HTMLLinkElement).href));
        expect.soft(hrefs.length, at('styles', 'the <head> links a stylesheet')).toBeGreaterThan(0);
        for (const href of hrefs) {
          const css = stylesheetText(href);
          expect.soft(css, at('styles', `${href} is a stylesheet of the build`)).not.toBe('');
          expect.soft(css.includes('.react-flow'), at('styles', `${href} has React Flow's rules`)).toBe(false);
          expect.soft(css.includes('.palito-theme'), at('styles', `${href} has Palito's rules`)).toBe(false);
        }
      });

      const live = page.locator(LIVE_EXAMPLE);
      const hasLive = (await live.count()) > 0;
      // A reference page with nothing to run in a browser (palito/server's, the engine's shapes) is
      // declared without a live example in deploy/nginx.conf (a `strict` line), the one list of them.
      if (isApiPage(route) && pageKindFor(servedUri(route, prefix)) !== 'strict') {
        expect.soft(hasLive, at('live', 'an API page has a live example, or a strict line in deploy/nginx.conf')).toBe(true);
      }

      const lightScan = async (state: string) => {
        if (codePage) expect.soft(await page.locator(CODE_TOKENS).count(), at('axe light', 'code tokens to check')).toBeGreaterThan(1000);
        const findings = await scan(page, `${route} light, ${state}`, {also: EXTRA_RULES, exclude: tokens, skip: colours ? [] : COLOUR_RULES});
        expect.soft(failingElements(findings), `[axe light] ${route} (${state}): ${describe(findings)}`).toBe(0);
      };

      // A live example is run before the light scan, which then sees the page and the example's
      // result at once. The example as it waits for Run is the same control on every page: it is
      // scanned before the run on one page per locale, PLACEHOLDER_PAGE.
      if (!hasLive || route === `${prefix}${PLACEHOLDER_PAGE}`) {
        await test.step('axe light: WCAG 2.1 A/AA and image-redundant-alt, as the page loads', () => lightScan('as it loads'));
      }

      if (hasLive) {
        await test.step('live: the example runs and shows its result, styled', async () => {
          await runLiveExample(page);
          const result = page.getByTestId('live-result').first();
          await result.scrollIntoViewIfNeeded();
          await expect(result, at('live', 'the example shows its result')).toHaveText(/\S/, {timeout: 20_000});
          if ((await page.locator('.react-flow').count()) > 0) {
            expect.soft(await flowStyled(page), at('live', 'React Flow’s stylesheet applies to the canvas')).toBe(REACT_FLOW_STYLED);
          }
          if (route === `${prefix}${PLACEHOLDER_PAGE}`) {
            const node = page.getByTestId('palito-canvas').locator('.react-flow__node').first();
            await expect.soft(node, at('live', 'the Palito component’s example draws the sample')).toBeVisible();
          }
        });
        await test.step('axe light: WCAG 2.1 A/AA and image-redundant-alt, the live example run', () => lightScan('the live example run'));
      }

      await test.step('network: scrolled to the end, every request to the site itself', async () => {
        await page.mouse.wheel(0, 100_000);
        expect.soft(await network.quiet(500), at('network', 'requests still in flight after 20 s')).toEqual([]);
        expect.soft(elsewhere, at('network', 'requests to other hosts')).toEqual([]);
      });

      if (colours) await test.step('axe dark: the colour rules in dark mode', async () => {
        // Back at the top, where the navbar (hidden while scrolling down) shows its toggle.
        // The wheel scroll above may still be gliding down, and would carry the page off the top again.
        await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 0), window.scrollY))).toBe(0);
        await toggleMode(page, 'dark');
        const findings = await scan(page, `${route} dark`, {rules: COLOUR_RULES, exclude: tokens});
        expect.soft(failingElements(findings), `[axe dark] ${route}: ${describe(findings)}`).toBe(0);
      });

      await test.step('console and csp: no error, no violation', async () => {
        expect.soft(errors, at('console', 'console errors and uncaught exceptions')).toEqual([]);
        expect.soft(await csp.read(), at('csp', 'violations')).toEqual([]);
      });
      await csp.dispose();
    });
  }
}
