import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Element} from 'domhandler';
import {BUILD_DIR, LOCALES, parseXml, sitemapPaths} from './support/site';
import {buildFileOf, buildFileOfUrl, elementsOf, pngSize, siteOrigin} from './support/build-files';

// What search engines and link previews read from the built HTML of every page of both locales:
// the sitemap's pages and each locale's not-found page (served for any unknown address).

const REPO_ROOT = path.resolve(__dirname, '../..');
// Shorter than this, a description says nothing ("Archive", "게시물 목록" were such).
const MIN_DESCRIPTION_LENGTH = 25;

const attr = (el: Element | undefined, name: string) => el?.attribs[name];
const metas = (els: Element[], key: 'name' | 'property', value: string) => els.filter((e) => e.name === 'meta' && e.attribs[key] === value);

for (const {locale, prefix, htmlLang} of LOCALES) {
  const pages = [...sitemapPaths(prefix), `${prefix}/404.html`];

  test.describe(`page metadata (${locale})`, () => {
    for (const page of pages) {
      test(`${page}: description, canonical, hreflang, social card`, () => {
        const origin = siteOrigin();
        const file = buildFileOf(page);
        expect(file, `no built file for ${page}`).toBeTruthy();
        const els = elementsOf(file!);
        const title = els.find((e) => e.name === 'title');
        const titleText = title?.children.map((c) => ('data' in c ? c.data : '')).join('') ?? '';

        const descriptions = metas(els, 'name', 'description');
        expect(descriptions, 'exactly one meta description').toHaveLength(1);
        const description = attr(descriptions[0], 'content')!.trim();
        expect(description.length).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
        expect(titleText).not.toContain(description);

        const canonicals = els.filter((e) => e.name === 'link' && e.attribs.rel === 'canonical');
        expect(canonicals).toHaveLength(1);
        expect(attr(canonicals[0], 'href')).toBe(origin + page);

        const alternates = new Map(
          els.filter((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang).map((e) => [e.attribs.hreflang!, e.attribs.href!]),
        );
        expect([...alternates.keys()].sort()).toEqual([...LOCALES.map((l) => l.htmlLang), 'x-default'].sort());
        expect(alternates.get(htmlLang), 'the page names itself in its own language').toBe(origin + page);
        expect(alternates.get('x-default'), 'x-default is the Korean page').toBe(alternates.get(LOCALES[0].htmlLang));
        for (const [lang, href] of alternates) {
          expect(buildFileOfUrl(href), `hreflang ${lang} → ${href} is not in the build`).toBeTruthy();
        }

        for (const image of [...metas(els, 'property', 'og:image'), ...metas(els, 'name', 'twitter:image')]) {
          const url = attr(image, 'content')!;
          expect(url.startsWith(`${origin}/`), `${url} is absolute on the site`).toBe(true);
          expect(path.basename(url)).toBe(`social-card-${locale}.png`);
          const png = buildFileOfUrl(url);
          expect(png, `${url} is not in the build`).toBeTruthy();
          expect(pngSize(png!)).toEqual({width: 1200, height: 630});
        }
        expect(metas(els, 'property', 'og:image')).toHaveLength(1);
        expect(metas(els, 'name', 'twitter:image')).toHaveLength(1);
      });
    }
  });

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
