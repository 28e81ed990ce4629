import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Element} from 'domhandler';
import {BUILD_DIR, LOCALES, parseXml, sitemapPaths} from './support/site';
import {buildFileOf, elementsOf, siteOrigin} from './support/build-files';

// What search engines read beyond each page's own metadata: the docs' and posts' edit links, robots.txt
// and the sitemaps. Each page's description, canonical link, hreflang alternates and social card
// (read from its built HTML) are checked by routes.spec.ts, in the step "seo" of every route of both
// locales and of each locale's not-found page (support/page-metadata.ts).

const REPO_ROOT = path.resolve(__dirname, '../..');

const attr = (el: Element | undefined, name: string) => el?.attribs[name];

for (const {locale, prefix} of LOCALES) {
  test(`edit links of the ${locale} docs and posts point at their own source in this repository`, () => {
    const sources = locale === 'ko' ? {docs: 'docs/', blog: 'blog/'} : {docs: 'i18n/en/docusaurus-plugin-content-docs/current/', blog: 'i18n/en/docusaurus-plugin-content-blog/'};
    const docPages = sitemapPaths(prefix).filter((p) => p.startsWith(`${prefix}/docs/`));
    const postPages = ['welcome', 'first-blog-post', 'long-blog-post', 'mdx-blog-post'].map((slug) => `${prefix}/blog/${slug}`);
    expect(docPages.length).toBeGreaterThan(40);
    for (const [pagesOfKind, folder] of [[docPages, sources.docs], [postPages, sources.blog]] as const) {
      for (const page of pagesOfKind) {
        const link = elementsOf(buildFileOf(page)!).find((e) => e.name === 'a' && (e.attribs.class ?? '').includes('theme-edit-this-page'));
        const href = attr(link, 'href');
        expect(href, `${page} has an edit link`).toBeTruthy();
        // The repository address may be a fork's (PALITO_REPO_URL); the path after the branch is ours.
        const file = /\/tree\/main\/(.+)$/.exec(href!)?.[1];
        expect(file?.startsWith(folder), `${page}: ${href}`).toBe(true);
        expect(fs.existsSync(path.join(REPO_ROOT, decodeURIComponent(file!))), `${file} exists`).toBe(true);
      }
    }
  });
}

test.describe('robots.txt and the sitemap index', () => {
  test('robots.txt allows crawling and names the sitemap index', async ({request}) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines.filter((l) => /^disallow:\s*\/\s*$/i.test(l))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([`Sitemap: ${siteOrigin()}/sitemap_index.xml`]);
  });

  test('the sitemap index lists the sitemap of each locale, and together they list both locales', async ({request}) => {
    const res = await request.get('/sitemap_index.xml');
    expect(res.status()).toBe(200);
    const index = parseXml(await res.text());
    expect(index.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = [index.sitemapindex.sitemap].flat().map((s: {loc: string}) => s.loc);
    expect(locs.sort()).toEqual(LOCALES.map((l) => `${siteOrigin()}${l.prefix}/sitemap.xml`).sort());

    const pages: string[] = [];
    for (const loc of locs) {
      const sitemap = await request.get(new URL(loc).pathname);
      expect(sitemap.status()).toBe(200);
      pages.push(...[parseXml(await sitemap.text()).urlset.url].flat().map((u: {loc: string}) => u.loc));
    }
    for (const {prefix} of LOCALES) {
      expect(pages, `the landing page of ${prefix || '/'}`).toContain(`${siteOrigin()}${prefix}/`);
      expect(pages).toContain(`${siteOrigin()}${prefix}/docs/intro/`);
    }
    expect(new Set(pages).size).toBe(pages.length);
    // The Korean sitemap lists no English page and the other way round.
    expect(fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8')).not.toContain(`${siteOrigin()}/en/`);
  });
});
