import {test, expect} from '@playwright/test';
import {LOCALES, openHydrated, sitemapPaths, watchErrors} from './support/site';

// Every route of both locales, straight from the build's sitemaps.
for (const {locale, prefix, htmlLang} of LOCALES) {
  const paths = sitemapPaths(prefix);

  test(`${locale}: the sitemap lists the site's routes`, () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const p of paths) expect(p.startsWith(`${prefix}/`)).toBe(true);
  });

  for (const p of paths) {
    test(`${locale}: ${p} renders`, async ({page}) => {
      const errors = watchErrors(page);
      const response = await openHydrated(page, p);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      const h1 = page.locator('h1').first();
      await expect(h1).toBeVisible();
      expect((await h1.innerText()).trim()).not.toBe('');
      expect(errors).toEqual([]);
    });
  }
}
