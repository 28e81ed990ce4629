// Palito's stylesheet (with React Flow's) loads with the first Palito on a page, not before the
// page paints (src/plugins/palito-styles-on-demand): the stylesheets in a page's <head> have none
// of its rules, and the demo and a live example are styled once they load.

import {expect, test, type Page} from '@playwright/test';
import {applyLayout, openDemo, sampleAssets} from './support/demo';
import {LOCALES, openHydrated, runLiveExample} from './support/site';

/** The text of every stylesheet the page's <head> links (what the page loads before it paints). */
async function headStylesheets(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'), (link) => (link as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  return Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
}

/** A custom property React Flow's stylesheet sets on `.react-flow`: empty without the stylesheet. */
const flowStyled = (page: Page) =>
  page.locator('.react-flow').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--xy-edge-stroke-default').trim());

for (const {locale, prefix} of LOCALES) {
  test.describe(`Palito's stylesheet (${locale})`, () => {
    test('the landing page paints without it, and the demo is styled once drawn', async ({page}) => {
      await openHydrated(page, `${prefix}/`);
      for (const css of await headStylesheets(page)) {
        expect(css).not.toContain('.react-flow');
        expect(css).not.toContain('.palito-theme');
      }
      await openDemo(page, prefix);
      await applyLayout(page, sampleAssets(locale).length);
      expect(await flowStyled(page)).toBe('#b1b1b7');
    });

    test('a docs page paints without it, and its live example is styled once it runs', async ({page}) => {
      await openHydrated(page, `${prefix}/docs/api/components/palito`);
      for (const css of await headStylesheets(page)) expect(css).not.toContain('.react-flow');
      await runLiveExample(page);
      await expect(page.locator('.react-flow').first()).toBeVisible({timeout: 20_000});
      expect(await flowStyled(page)).toBe('#b1b1b7');
    });
  });
}
