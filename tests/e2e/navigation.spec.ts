import {test, expect, type Page} from '@playwright/test';
import {openHydrated, watchErrors} from './support/site';
import {turnOnSaveData} from '../first-load/first-load';

/** The scripts the page loads that hold the progress bar's code (nprogress), as they arrive. */
function watchProgressBarLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('nprogress-busy')) {
      loads.push(response.url());
    }
  });
  return loads;
}

test.describe('navbar', () => {
  test('ko: Learn, API Reference, source link and locale dropdown point where they should', async ({page}) => {
    await openHydrated(page, '/');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: '배우기'})).toHaveAttribute('href', '/docs/intro/');
    await expect(nav.getByRole('link', {name: 'API 레퍼런스'})).toHaveAttribute('href', '/docs/api/apiReference');
    const repo = nav.getByRole('link', {name: 'GitHub'});
    await expect(repo).toHaveAttribute('href', /^https:\/\/github\.com\//);
    await expect(repo).toHaveAttribute('target', '_blank');
    await nav.getByRole('button', {name: '한국어'}).hover();
    await expect(nav.getByRole('link', {name: 'English'})).toHaveAttribute('href', '/en/');
  });

  test('en: the same items, in English, under /en/', async ({page}) => {
    await openHydrated(page, '/en/');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: 'Learn'})).toHaveAttribute('href', '/en/docs/intro/');
    await expect(nav.getByRole('link', {name: 'API Reference'})).toHaveAttribute('href', '/en/docs/api/apiReference');
    await nav.getByRole('link', {name: 'Learn'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/intro\/$/);
    await expect(page.locator('h1')).toContainText('Palito');
  });

  test('the locale dropdown keeps the reader on the same page', async ({page}) => {
    await openHydrated(page, '/docs/intro/installation');
    const nav = page.locator('nav.navbar');
    await nav.getByRole('button', {name: '한국어'}).hover();
    await nav.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/intro\/installation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('h1')).toHaveText('Installation');
    await page.locator('nav.navbar').getByRole('button', {name: 'English'}).hover();
    await page.locator('nav.navbar').getByRole('link', {name: '한국어'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/docs\/intro\/installation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  });

  test('the navbar hides on scroll down and comes back on scroll up', async ({page}) => {
    await openHydrated(page, '/docs/intro/');
    const nav = page.locator('nav.navbar');
    await expect(nav).not.toHaveClass(/navbarHidden/);
    // The navbar compares each scroll position with the previous one, so scroll in steps.
    for (const y of [300, 600, 900]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await expect(nav).toHaveClass(/navbarHidden/);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(nav).not.toHaveClass(/navbarHidden/);
  });

  test('the skip-to-content link is the first thing a keyboard reaches', async ({page}) => {
    await openHydrated(page, '/en/docs/intro/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main, [id="__docusaurus_skipToContent_fallback"]').first()).toBeVisible();
  });

  // Link prefetching is paced into idle time (src/plugins/paced-prefetch) but still happens, and
  // Docusaurus's own rule still holds: nothing is prefetched for a reader with data saver on.
  for (const saveData of [false, true]) {
    test(`the links in view are prefetched${saveData ? ' (not with data saver on)' : ''}`, async ({page}) => {
      const progressBarLoads = watchProgressBarLoads(page);
      if (saveData) await turnOnSaveData(page);
      await openHydrated(page, '/en/docs/intro/installation');
      const prefetched = () => page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      if (saveData) {
        await page.waitForLoadState('networkidle');
        expect(await prefetched()).toEqual([]);
        return;
      }
      await expect.poll(async () => (await prefetched()).length, {timeout: 10_000}).toBeGreaterThan(5);
      // The chunks of the next page in the sidebar are among them: opening it needs no new script.
      const next = page.locator('.pagination-nav__link--next');
      // Pointing at any link loads the code blocks' Prism, by design and apart from the routes'
      // chunks (src/theme/CodeBlock/highlight/tokenizer.ts): point at one on this page first. The
      // progress bar's chunk, which loads once the page is idle, is not a route's either: wait for it.
      await page.locator('.table-of-contents__link').first().hover();
      await expect.poll(() => progressBarLoads.length, {timeout: 10_000}).toBe(1);
      await page.waitForLoadState('networkidle');
      // The links in view wait in the paced queue, and on a busy machine the next page's can still
      // be there: wait until two seconds (the idle callback's time limit) pass with no new prefetch.
      let count = -1;
      const settled = async () => count === (count = (await prefetched()).length);
      await expect.poll(settled, {intervals: [2_000], timeout: 30_000}).toBe(true);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      const chunks = new Set(await prefetched());
      await next.click();
      await expect(page).not.toHaveURL(/installation$/);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) expect(chunks.has(url), `${url} was not prefetched`).toBe(true);
    });
  }

  // The bar's code (nprogress) is not in the start-up bundle (src/plugins/nprogress-on-demand):
  // it loads once the page is idle, or with the first route change when data saver is on.
  for (const saveData of [false, true]) {
    test(`a route change shows the progress bar, and no spinner${saveData ? ' (data saver on)' : ''}`, async ({page}) => {
      const nprogressLoads = watchProgressBarLoads(page);
      if (saveData) await turnOnSaveData(page);
      await openHydrated(page, '/en/');
      // requestIdleCallback has no deadline: on a busy machine the idle load can come after the
      // network has gone quiet, so wait for it rather than read it once.
      if (saveData) await page.waitForLoadState('networkidle');
      else await expect.poll(() => nprogressLoads.length, {timeout: 10_000}).toBe(1);
      expect(nprogressLoads.length).toBe(saveData ? 0 : 1);
      // Slow the next route's chunks so the 200 ms delay passes.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.locator('nav.navbar').getByRole('link', {name: 'API Reference'}).click();
      await expect(page.locator('#nprogress .bar')).toBeAttached();
      expect(await page.locator('#nprogress .spinner').count()).toBe(0);
      await expect(page).toHaveURL(/\/en\/docs\/api\/apiReference$/);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      expect(nprogressLoads.length).toBe(1);
    });
  }
});

test.describe('colour mode', () => {
  test('light by default, toggles light → dark → light, remembered, no system state', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'}); // the system preference must be ignored
    await openHydrated(page, '/en/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.locator('nav.navbar button[class*="toggleButton"]');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('theme'))?.[1])).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-has-hydrated', 'true');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => Object.entries(localStorage).find(([k]) => k.startsWith('theme'))?.[1])).toBe('light');
    // A third click goes back to dark: there is no "system" step.
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('stays closed after a reload once closed', async ({page}) => {
    await openHydrated(page, '/');
    const bar = page.locator('[class*="announcementBar"]').first();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('프리뷰');
    await bar.getByRole('button', {name: '닫기'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
  });

  test('is in English on the English site', async ({page}) => {
    await openHydrated(page, '/en/');
    await expect(page.locator('[class*="announcementBar"]').first()).toContainText('preview');
  });
});

test.describe('mobile menu', () => {
  test('at 390 px the menu opens, navigates, and closes when the window widens', async ({page}) => {
    const errors = watchErrors(page);
    await page.setViewportSize({width: 390, height: 844});
    await openHydrated(page, '/en/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'API Reference'})).toBeVisible();
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 390, height: 844});
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await sidebar.getByRole('link', {name: 'Learn'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/intro\/$/);
    expect(errors).toEqual([]);
  });

  // The mobile sidebar mounts in a deferred render after hydration
  // (src/theme/Navbar/MobileSidebar): on a docs page, closed, it holds the docs sidebar's menu,
  // and a tap on the toggle as soon as the page has hydrated opens it on that menu.
  test('on a docs page the menu holds the docs sidebar, opened as soon as the page has hydrated', async ({page}) => {
    const errors = watchErrors(page);
    await page.setViewportSize({width: 390, height: 844});
    await openHydrated(page, '/docs/intro/installation');
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const docsMenu = sidebar.locator('.theme-doc-sidebar-menu');
    await expect(docsMenu).toBeVisible();
    await expect(docsMenu.locator('a.menu__link--active')).toHaveAttribute('href', '/docs/intro/installation');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

test.describe('footer', () => {
  for (const {prefix, company, version} of [
    {prefix: '', company: '팔리토랩스', version: '사이트 버전 0.0.0'},
    {prefix: '/en', company: 'Palito Labs', version: 'Site version 0.0.0'},
  ]) {
    test(`${prefix || '/'}: links, copyright and version`, async ({page}) => {
      await openHydrated(page, `${prefix}/`);
      const footer = page.locator('footer');
      for (const href of ['/docs/intro', '/docs/api/apiReference', '/blog']) {
        await expect(footer.locator(`a[href="${prefix}${href}"]`)).toHaveCount(1);
      }
      await expect(footer.locator('a[href^="https://github.com/"]').first()).toBeAttached();
      await expect(footer).toContainText('Copyright © 2025');
      await expect(footer).toContainText(company);
      await expect(footer).toContainText(version);
    });
  }
});
