import {test, expect} from '@playwright/test';
import {LOCALES, openHydrated, sitemapPaths, watchErrors} from './support/site';

// Every API reference page runs a live example on the real Palito: the example's result
// (`data-testid="live-result"`) must show a value read through the documented API, with no
// console error. The API key page's example needs a server and is tested in api-key.spec.ts.

for (const {locale, prefix} of LOCALES) {
  const pages = sitemapPaths(prefix).filter((p) => p.includes('/docs/api/') && !p.includes('/api-key'));

  test(`${locale}: the sitemap lists the API pages`, () => {
    expect(pages.length).toBeGreaterThanOrEqual(25);
  });

  for (const path of pages) {
    test(`${locale} ${path}: the live example shows a result`, async ({page}) => {
      const errors = watchErrors(page);
      await openHydrated(page, path);
      const result = page.getByTestId('live-result').first();
      await result.scrollIntoViewIfNeeded();
      await expect(result).toHaveText(/\S/, {timeout: 20_000});
      expect(errors).toEqual([]);
    });
  }
}
