import {test, expect} from '@playwright/test';
import {openHydrated, parseXml} from './support/site';

const SLUGS = ['first-blog-post', 'long-blog-post', 'mdx-blog-post', 'welcome'];

for (const {prefix, lang, readingTime, longPostDate} of [
  {prefix: '', lang: 'ko', readingTime: /분 분량|분 읽기|min read|분/, longPostDate: '2025년 3월 17일'},
  {prefix: '/en', lang: 'en', readingTime: /min read/, longPostDate: 'March 17, 2025'},
]) {
  test.describe(`blog (${lang})`, () => {
    test('RSS feed parses and lists the four posts of this locale', async ({request}) => {
      const res = await request.get(`${prefix}/blog/rss.xml`);
      expect(res.status()).toBe(200);
      const doc = parseXml(await res.text());
      const items = [doc.rss.channel.item].flat();
      expect(items).toHaveLength(4);
      const links = items.map((i: {link: string}) => new URL(i.link).pathname).sort();
      expect(links).toEqual(SLUGS.map((s) => `${prefix}/blog/${s}`).sort());
      expect(doc.rss.channel.language).toBe(lang);
    });

    test('Atom feed parses and lists the four posts of this locale', async ({request}) => {
      const res = await request.get(`${prefix}/blog/atom.xml`);
      expect(res.status()).toBe(200);
      const doc = parseXml(await res.text());
      const entries = [doc.feed.entry].flat();
      expect(entries).toHaveLength(4);
      const links = entries.map((e: {link: {'@_href': string}}) => new URL(e.link['@_href']).pathname).sort();
      expect(links).toEqual(SLUGS.map((s) => `${prefix}/blog/${s}`).sort());
    });

    test('the archive lists the four posts', async ({page}) => {
      await openHydrated(page, `${prefix}/blog/archive`);
      const posts = page.locator('main a[href*="/blog/"]').filter({hasNotText: /^$/});
      const hrefs = await posts.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const s of SLUGS) expect(hrefs).toContain(`${prefix}/blog/${s}`);
      // Two years, two groups.
      expect(await page.locator('main h3').count()).toBeGreaterThanOrEqual(2);
    });

    test('a post shows its date, reading time, authors and tags', async ({page}) => {
      await openHydrated(page, `${prefix}/blog/long-blog-post`);
      // Written in the page's language (src/theme/BlogPostItem/Header/Info/format-date.ts).
      await expect(page.locator('article header time')).toHaveText(longPostDate);
      await expect(page.locator('article header time')).toHaveAttribute('datetime', /^2025-03-17/);
      await expect(page.locator('article header time + *, article header')).toContainText(readingTime);
      await expect(page.locator('article a[href^="' + prefix + '/blog/authors/"]').first()).toBeVisible();
      await expect(page.locator('article a[href^="' + prefix + '/blog/tags/"]').first()).toBeVisible();
    });

    test('the sidebar groups posts by year', async ({page}) => {
      await openHydrated(page, `${prefix}/blog`);
      const years = await page.locator('aside nav [class*="yearGroupHeading"]').allInnerTexts();
      expect(new Set(years).size).toBeGreaterThanOrEqual(2);
    });

    test('the authors list links to two author pages, and each lists its posts', async ({page}) => {
      await openHydrated(page, `${prefix}/blog/authors`);
      const authorLinks = await page
        .locator(`main a[href^="${prefix}/blog/authors/"]`)
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
      expect(authorLinks).toHaveLength(2);
      for (const href of authorLinks) {
        await openHydrated(page, href!);
        expect(await page.locator('main article').count()).toBeGreaterThan(0);
      }
    });

    test('the four tags each have a page', async ({page}) => {
      await openHydrated(page, `${prefix}/blog/tags`);
      for (const tag of ['docusaurus', 'facebook', 'hello', 'hola']) {
        await expect(page.locator(`main a[href="${prefix}/blog/tags/${tag}"]`)).toBeVisible();
      }
    });

    test('the MDX post renders its React component', async ({page}) => {
      await openHydrated(page, `${prefix}/blog/mdx-blog-post`);
      await expect(page.locator('article [data-testid="blog-time-comparison"]')).toBeVisible();
    });
  });
}
