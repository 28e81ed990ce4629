import {test, expect} from '@playwright/test';
import {openHydrated, watchErrors} from './support/site';

test.describe('crash page', () => {
  for (const {prefix, title, tryAgain, message, cause} of [
    {prefix: '', title: '페이지에 오류가 발생하였습니다.', tryAgain: '다시 시도해 보세요', message: '시험용 렌더링 오류입니다.', cause: '원인: 사용자가 오류 버튼을 눌렀습니다.'},
    {prefix: '/en', title: 'This page crashed.', tryAgain: 'Try again', message: 'A test rendering error.', cause: 'Cause: the visitor pressed the crash button.'},
  ]) {
    test(`${prefix || '/'}: shows the error and its cause, and Try again re-renders the page`, async ({page}) => {
      await openHydrated(page, `${prefix}/crash-test`);
      await page.locator('main button.button--danger').click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText(cause)).toBeVisible();
      await page.getByRole('button', {name: tryAgain}).click();
      await expect(page.locator('main button.button--danger')).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(title);
    });
  }

  test('the crash test page is not in the sitemap', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('crash-test');
  });
});

test.describe('not found', () => {
  for (const {path, lang, title, body, contact} of [
    {path: '/no/such/page', lang: 'ko-KR', title: '페이지를 찾을 수 없습니다.', body: '원하는 페이지를 찾을 수 없습니다.', contact: '사이트 관리자에게 링크가 깨진 것을 알려주세요.'},
    {path: '/en/no/such/page', lang: 'en-US', title: 'Page Not Found', body: 'We could not find what you were looking for.', contact: 'Please contact the owner of the site that linked you to the original URL'},
    {path: '/en/docs/api/noSuchHook', lang: 'en-US', title: 'Page Not Found', body: 'We could not find what you were looking for.', contact: 'Please contact the owner'},
  ]) {
    test(`${path} answers 404 with the page in the right language`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await expect(page.getByText(body)).toBeVisible();
      await expect(page.getByText(contact)).toBeVisible();
    });
  }

  test('a client-side navigation to an unknown path shows the not-found page too', async ({page}) => {
    await openHydrated(page, '/en/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test.describe('URL normalisation and redirects', () => {
  for (const [from, to] of [
    ['/en/docs/intro.html', /\/en\/docs\/intro\/?$/],
    ['/en/docs/intro/index.html', /\/en\/docs\/intro\/$/],
    ['/docs/intro/installation.html', /\/docs\/intro\/installation$/],
    ['/docs', /\/docs\/intro\/$/],
    ['/en/docs', /\/en\/docs\/intro\/$/],
  ] as const) {
    test(`${from} shows the page`, async ({page}) => {
      const errors = watchErrors(page);
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('article h1')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('framework banners and fallbacks', () => {
  test('a wrong base URL shows the base URL banner with a suggestion', async ({page}) => {
    // What a deployment under the wrong base URL looks like: the HTML loads, its
    // scripts do not.
    // The framework checks on each locale's home page. Under a wrong base URL
    // neither the scripts nor the styles load.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto('/en/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('Current configured baseUrl = /en/');
    await expect(banner).toContainText('We suggest trying baseUrl = /en/');
  });

  test('a route chunk that fails to load makes the page reload fully, then it shows', async ({page}) => {
    await openHydrated(page, '/en/');
    await page.evaluate(() => ((window as any).__beforeReload = true));
    // Fail every chunk the navigation asks for, as after a redeploy, until the
    // browser loads a whole new document.
    let failing = true;
    let failed = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
    });
    await page.route('**/assets/js/**', async (route) => {
      if (failing) {
        failed += 1;
        await route.abort();
        return;
      }
      await route.continue();
    });
    await page.locator('nav.navbar').getByRole('link', {name: 'API Reference'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/api\/apiReference$/);
    await expect(page.locator('article h1')).toHaveText('API Reference');
    expect(failed).toBeGreaterThan(0);
    // A full reload happened: the marker set on the old document is gone.
    expect(await page.evaluate(() => (window as any).__beforeReload)).toBeUndefined();
  });

  test('an unlisted page shows the unlisted banner in each language, and is not in the sitemap', async ({page, request}) => {
    await openHydrated(page, '/unlisted-test');
    await expect(page.getByText('색인되지 않은 문서', {exact: true})).toBeVisible();
    await openHydrated(page, '/en/unlisted-test');
    await expect(page.getByText('Unlisted page', {exact: true})).toBeVisible();
    expect(await (await request.get('/en/sitemap.xml')).text()).not.toContain('unlisted-test');
  });

  test('a draft page is left out of the production build', async ({request}) => {
    expect((await request.get('/draft-test')).status()).toBe(404);
    expect((await request.get('/en/draft-test')).status()).toBe(404);
  });
});
