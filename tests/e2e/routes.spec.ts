import {test, expect} from '@playwright/test';
import {LOCALES, openHydrated, runLiveExample, sitemapPaths, watchErrors} from './support/site';

// Every route of both locales, straight from the build's sitemaps. Pages with live examples run
// the real Palito: every API reference page has one (the API key page's example needs a server
// and is tested in api-key.spec.ts), and so do most guides. Wherever there is one, its result
// (`data-testid="live-result"`) must show a value read through the documented API. Every page
// has the site search in its navbar. And no page asks any other host for anything (fonts, CDNs,
// analytics): every request of the page and its workers, lazy parts included (the page is
// scrolled to its end), goes to the site itself.
const isApiPage = (path: string) => path.includes('/docs/api/') && !path.includes('/api-key');

for (const {locale, prefix, htmlLang} of LOCALES) {
  const paths = sitemapPaths(prefix);

  test(`${locale}: the sitemap lists the site's routes, the API pages among them`, () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) expect(p.startsWith(`${prefix}/`)).toBe(true);
    expect(paths.filter(isApiPage).length).toBeGreaterThanOrEqual(25);
  });

  for (const p of paths) {
    test(`${locale}: ${p} renders`, async ({page, baseURL}) => {
      const errors = watchErrors(page);
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
      });
      const response = await openHydrated(page, p);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      expect((await h1.innerText()).trim()).not.toBe('');
      // The site search, labelled in the page's language, on every page.
      await expect(page.getByRole('search').getByRole('combobox', {name: locale === 'ko' ? '문서 검색' : 'Search the docs'})).toBeVisible();

      const live = page.locator('[class*="playgroundContainer"]');
      if (isApiPage(p)) await expect(live.first(), 'an API page has a live example').toBeAttached();
      if ((await live.count()) > 0) {
        await runLiveExample(page);
        const result = page.getByTestId('live-result').first();
        await result.scrollIntoViewIfNeeded();
        await expect(result).toHaveText(/\S/, {timeout: 20_000});
      }
      await page.mouse.wheel(0, 100_000);
      await page.waitForLoadState('networkidle');
      expect(elsewhere, 'requests to other hosts').toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}
