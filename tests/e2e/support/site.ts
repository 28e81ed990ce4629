import fs from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import {expect, type Page, type Request} from '@playwright/test';

export const BUILD_DIR = path.resolve(__dirname, '../../..', process.env.E2E_BUILD_DIR ?? 'build');
export const LOCALES = [
  {locale: 'ko', prefix: '', htmlLang: 'ko-KR'},
  {locale: 'en', prefix: '/en', htmlLang: 'en-US'},
] as const;

const xml = new XMLParser({ignoreAttributes: false});

export function parseXml(text: string): any {
  return xml.parse(text);
}

/** Every route of a locale, read from the build's sitemap, as site paths. */
export function sitemapPaths(prefix: string): string[] {
  const file = path.join(BUILD_DIR, prefix, 'sitemap.xml');
  const doc = parseXml(fs.readFileSync(file, 'utf8'));
  const urls = [doc.urlset.url].flat();
  return urls.map((u: {loc: string}) => new URL(u.loc).pathname);
}

/** Opens a page and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return response;
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

/**
 * Starts a docs live example (they wait until the reader scrolls to them or presses Run) by
 * pressing its Run button. Dispatched, not clicked: a click scrolls the button into view, which
 * may start the example by itself and take the button away mid-click.
 */
export async function runLiveExample(page: Page, index = 0) {
  const playground = page.locator('[class*="playgroundContainer"]').nth(index);
  await playground.getByTestId('live-run').dispatchEvent('click');
  await expect(playground.locator('[class*="playgroundEditor"]')).toBeAttached({timeout: 20_000});
}

/**
 * Follows the page's requests from now on. `quiet(ms)` waits until no request has been in flight
 * for `ms` milliseconds (`waitForLoadState('networkidle')` returns at once on a page that was idle
 * before, so lazy requests started by a scroll would not be waited for); it returns the requests
 * still in flight if the page never falls quiet within `timeout`.
 */
export function followRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(ms = 500, timeout = 20_000): Promise<string[]> {
      const deadline = Date.now() + timeout;
      while (Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= ms) return [];
        await page.waitForTimeout(100);
      }
      return [...inFlight].map((request) => request.url());
    },
  };
}

/**
 * The locale behaviour that does not depend on the language is tested in: the site's default,
 * Korean. What the other locale changes (its strings, longer in English) is checked by
 * demo-locales.spec.ts and the specs of translated content (tests/README.md, "Locales").
 */
export const DEFAULT_LOCALE = LOCALES[0];
