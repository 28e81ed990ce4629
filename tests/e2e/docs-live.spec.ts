import {test, expect} from '@playwright/test';
import {LOCALES, openHydrated, sitemapPaths, watchErrors} from './support/site';

// Live examples run the real Palito in the docs. Every API reference page has one, and so do
// most guides; wherever there is one, its result (`data-testid="live-result"`) must show a value
// read through the documented API, with no console error. The API key page's example needs a
// server and is tested in api-key.spec.ts.

for (const {locale, prefix} of LOCALES) {
  const docs = sitemapPaths(prefix).filter((p) => p.includes('/docs/') && !p.includes('/api-key'));
  const isApiPage = (path: string) => path.includes('/docs/api/');

  test(`${locale}: the sitemap lists the API pages`, () => {
    expect(docs.filter(isApiPage).length).toBeGreaterThanOrEqual(25);
  });

  for (const path of docs) {
    test(`${locale} ${path}: ${isApiPage(path) ? 'the' : 'any'} live example shows a result`, async ({page}) => {
      const errors = watchErrors(page);
      await openHydrated(page, path);
      const live = page.locator('[class*="playgroundContainer"]');
      if (!isApiPage(path) && (await live.count()) === 0) return;
      await expect(live.first()).toBeAttached();
      const result = page.getByTestId('live-result').first();
      await result.scrollIntoViewIfNeeded();
      await expect(result).toHaveText(/\S/, {timeout: 20_000});
      expect(errors).toEqual([]);
    });
  }
}
