// The navbar search and the results page, in both locales, against the built site and its
// built indexes: loads only when opened, results as you type with the match marked, keyboard
// only, the results page with its query in the URL, full screen on a phone. How long a keystroke
// takes to show its results is measured in search-latency.spec.ts, alone.

import {expect, test, type Page} from '@playwright/test';
import {LOCALES, openHydrated, watchErrors} from './support/site';

const TEXT = {
  ko: {label: '문서 검색', count: /검색 결과: 페이지 \d+개/, none: /검색 결과가 없습니다/, query: '단축키로', page: '/docs/intro/advance/short-cut'},
  en: {label: 'Search the docs', count: /\d+ pages found for/, none: /No results for/, query: 'shortcusts', page: '/en/docs/intro/advance/short-cut'},
} as const;

const input = (page: Page) => page.getByRole('combobox', {name: /문서 검색|Search the docs/});
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

for (const {locale, prefix} of LOCALES) {
  const text = TEXT[locale];

  test.describe(`search (${locale})`, () => {
    test('loads its index only when opened; results as you type, the match marked, announced', async ({page}) => {
      const errors = watchErrors(page);
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('search-index.json')) indexRequests.push(new URL(request.url()).pathname);
      });
      await openHydrated(page, `${prefix}/docs/intro/installation`);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);

      const box = input(page);
      await expect(box).toHaveAttribute('aria-label', text.label);
      await page.keyboard.press('/');
      await expect(box).toBeFocused();
      await expect.poll(() => indexRequests).toEqual([`${prefix}/search-index.json`]);

      await box.fill(text.query);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(options(page).first()).toBeVisible();
      await expect(options(page).first()).toHaveAttribute('href', new RegExp(`^${text.page}(#|$)`));
      await expect(page.getByRole('listbox').locator('mark').first()).toBeVisible();
      await expect(page.getByRole('status').filter({hasText: text.count})).toHaveCount(1);
      // The announcement is for screen readers; the panel shows the count to the eye.
      expect((await page.getByRole('status').filter({hasText: text.count}).boundingBox())?.width).toBeLessThanOrEqual(1);

      await box.fill('zzqqxxj');
      await expect(page.getByRole('status').filter({hasText: text.none})).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('keyboard only: Ctrl+K, arrows, Enter opens the result; Escape closes', async ({page}) => {
      await openHydrated(page, `${prefix}/`);
      await page.keyboard.press('Control+k');
      const box = input(page);
      await expect(box).toBeFocused();
      await page.keyboard.type('getAllNodes');
      // The results of the whole query, not of a prefix typed on the way: newer results reset
      // the choice, so an arrow pressed before they arrive would be lost.
      await expect(page.getByRole('listbox')).toHaveAttribute('data-query', 'getAllNodes');
      await expect(options(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
      const id = await options(page).first().getAttribute('id');
      await expect(box).toHaveAttribute('aria-activedescendant', id!);
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('search-panel')).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/api/hooks/getAllNodes`));
      await expect(page.locator('h1')).toHaveText('getAllNodes');
    });

    test('Enter without a chosen result opens the results page, its query in the URL', async ({page}) => {
      await openHydrated(page, `${prefix}/blog`);
      await input(page).click();
      await input(page).fill('Zone View');
      await expect(options(page).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=Zone(%20|\\+)View$`));
      const results = page.getByTestId('search-page-results');
      await expect(results.locator('li').first()).toBeVisible();
      await expect(page.getByTestId('search-page-input')).toHaveValue('Zone View');
      // Results are pages: each page once, with its other matching sections beneath it.
      const groups = await results.locator(':scope > li').evaluateAll((items) =>
        items.map((li) => Array.from(li.querySelectorAll('a'), (a) => new URL(a.href).pathname)),
      );
      expect(new Set(groups.map((links) => links[0])).size).toBe(groups.length);
      for (const links of groups) expect(new Set(links).size).toBe(1);
      expect(groups.some((links) => links.length > 1)).toBe(true);

      // Typing on the page updates the URL, shareable as it is.
      await page.getByTestId('search-page-input').fill('setZones');
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=setZones$`));
      await expect(results.locator('li a').first()).toHaveAttribute('href', new RegExp(`${prefix}/docs/api/hooks/setZones`));

      // Opened straight from a link.
      await openHydrated(page, `${prefix}/search?q=${encodeURIComponent(text.query)}`);
      await expect(page.getByTestId('search-page-results').locator('li a').first()).toHaveAttribute('href', new RegExp(`^${text.page}`));
      await expect(page.getByTestId('search-page-status')).toHaveText(text.count);
    });

    test('on a phone the open search takes the whole screen and closes with its button', async ({browser}) => {
      const context = await browser.newContext({viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});
      const page = await context.newPage();
      await openHydrated(page, `${prefix}/docs/intro/installation`);
      await input(page).tap();
      // Full screen as soon as it is opened, before anything is typed.
      expect(await page.getByRole('search').boundingBox()).toEqual({x: 0, y: 0, width: 390, height: 800});
      await input(page).fill(text.query);
      await expect(options(page).first()).toBeVisible();
      const root = page.getByRole('search');
      const box = (await root.boundingBox())!;
      expect(box).toEqual({x: 0, y: 0, width: 390, height: 800});
      await root.getByRole('button', {name: locale === 'ko' ? '닫기' : 'Close'}).tap();
      await expect(page.getByTestId('search-panel')).toBeHidden();
      await context.close();
    });
  });
}
