import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {BUILD_DIR, LOCALES, sitemapPaths} from './support/site';
import {buildFileOfUrl, elementsOf, siteOrigin, textOf} from './support/build-files';
import {markdownPathOf} from '../../src/utils/markdown-url';

// llms.txt and llms-full.txt of each locale, checked against the built pages they describe:
// the docs are the sitemap's /docs/ pages, linked by their Markdown files (the page's URL plus
// .md, src/utils/markdown-url.ts; page-markdown.spec.ts checks the files), their order is the
// order of the pages' "next" links (which follow the sidebar), titles and descriptions are the
// pages' own.

const SECTIONS: Record<string, string[]> = {ko: ['배우기', 'API 레퍼런스'], en: ['Learn', 'API Reference']};
const ITEM = /^- \[(.+)\]\((\S+)\): (.+)$/;

type Item = {title: string; url: string; description: string};

function readBuilt(prefix: string, file: string): string {
  return fs.readFileSync(path.join(BUILD_DIR, prefix, file), 'utf8');
}

function parseIndex(text: string): {summary: string[]; sections: Map<string, Item[]>} {
  const sections = new Map<string, Item[]>();
  const summary: string[] = [];
  let current: Item[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) sections.set(line.slice(3), (current = []));
    else if (line.startsWith('> ') && !current) summary.push(line.slice(2));
    else if (line.startsWith('- ') && current) {
      const m = ITEM.exec(line);
      expect(m, `a list item of the form - [title](url): description: ${line}`).toBeTruthy();
      current.push({title: m![1]!, url: m![2]!, description: m![3]!});
    }
  }
  return {summary, sections};
}

let allPages: string[] | undefined;

/** The page whose Markdown file llms.txt links to, as an absolute URL: the sitemap's page with that .md. */
function pageUrlOf(markdownUrl: string): string {
  const pathname = new URL(markdownUrl).pathname;
  allPages ??= LOCALES.flatMap(({prefix}) => sitemapPaths(prefix));
  const page = allPages.find((p) => markdownPathOf(p) === pathname);
  expect(page, `${markdownUrl} is the .md of a page in the sitemap`).toBeTruthy();
  return `${siteOrigin()}${page}`;
}

function pageHead(url: string) {
  const els = elementsOf(buildFileOfUrl(url)!);
  const h1 = els.find((e) => e.name === 'h1');
  const title = h1 && textOf(h1);
  const description = els.find((e) => e.name === 'meta' && e.attribs.name === 'description')?.attribs.content;
  const next = els.find((e) => e.name === 'a' && (e.attribs.class ?? '').split(/\s+/).includes('pagination-nav__link--next'))?.attribs.href;
  const markdown = els.find((e) => e.name === 'div' && (e.attribs.class ?? '').split(/\s+/).includes('theme-doc-markdown'));
  // A sentence of the page's own text: its first paragraph of some length outside tabs and notes.
  const paragraph = els.find((e) => e.name === 'p' && e.parent === markdown && textOf(e).length >= 30);
  return {title, description, next, paragraph: paragraph && textOf(paragraph)};
}

/** Markdown as the words a reader sees, to find a page's sentence in it. */
function asPlainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\*\*|`/g, '')
    .replace(/\s+/g, ' ');
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`llms.txt (${locale})`, () => {
    test('both files are served as text', async ({request}) => {
      for (const file of ['llms.txt', 'llms-full.txt']) {
        const res = await request.get(`${prefix}/${file}`);
        expect(res.status(), `${prefix}/${file}`).toBe(200);
        expect(res.headers()['content-type']).toMatch(/^text\/plain/);
        expect((await res.text()).startsWith('# Palito\n')).toBe(true);
      }
    });

    test('llms.txt lists every doc once, by sidebar, in sidebar order, with the page title and description', () => {
      const {summary, sections} = parseIndex(readBuilt(prefix, 'llms.txt'));
      expect(summary.join(' ').length).toBeGreaterThan(20);
      expect([...sections.keys()]).toEqual(SECTIONS[locale]);

      const items = [...sections.values()].flat();
      const urls = items.map((i) => i.url);
      expect(new Set(urls).size, 'no doc twice').toBe(urls.length);
      const docPages = sitemapPaths(prefix).filter((p) => p.startsWith(`${prefix}/docs/`));
      expect(urls.map((u) => new URL(u).pathname).sort()).toEqual(docPages.map(markdownPathOf).sort());

      for (const item of items) {
        expect(item.url.startsWith(`${siteOrigin()}${prefix}/docs/`), item.url).toBe(true);
        expect(item.url.endsWith('.md'), `${item.url} is the page's Markdown`).toBe(true);
        expect(buildFileOfUrl(item.url), `${item.url} is in the build`).toBeTruthy();
        const head = pageHead(pageUrlOf(item.url));
        expect(head.title, 'the page heading').toBe(item.title);
        expect(item.description).toBe(head.description);
      }

      // Each section is one chain of "next" links, which Docusaurus draws in sidebar order.
      for (const [name, sectionItems] of sections) {
        const chain: string[] = [];
        let pathname: string | undefined = new URL(pageUrlOf(sectionItems[0]!.url)).pathname;
        while (pathname && chain.length <= sectionItems.length) {
          chain.push(pathname);
          pathname = pageHead(`${siteOrigin()}${pathname}`).next;
        }
        expect(chain, name).toEqual(sectionItems.map((i) => new URL(pageUrlOf(i.url)).pathname));
      }
    });

    test('llms-full.txt holds each doc in the same order: its title, its page\'s address and its text as Markdown', () => {
      const full = readBuilt(prefix, 'llms-full.txt');
      const items = [...parseIndex(readBuilt(prefix, 'llms.txt')).sections.values()].flat();
      const chunks = full.split(/^---$/m).slice(1);
      expect(chunks).toHaveLength(items.length);

      chunks.forEach((chunk, i) => {
        const item = items[i]!;
        const pageUrl = pageUrlOf(item.url);
        const lines = chunk.trim().split('\n');
        expect(lines[0]).toBe(`# ${item.title}`);
        expect(lines[2]).toMatch(new RegExp(`^\\S+: ${pageUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        const {paragraph} = pageHead(pageUrl);
        expect(paragraph, `${item.url} has a paragraph to look for`).toBeTruthy();
        expect(asPlainText(chunk), `${pageUrl}: "${paragraph}"`).toContain(paragraph!);
        // llms-full.txt is the pages' Markdown files one after another.
        expect(`${chunk.trim()}\n`, `${item.url} is this chunk`).toBe(readBuilt('', new URL(item.url).pathname));
      });

      // What only MDX understands is gone outside code blocks: imports, exports, JSX tags, admonitions.
      let fence: string | undefined;
      for (const line of full.split('\n')) {
        const marker = /^[>\s]*(`{3,}|~{3,})/.exec(line)?.[1];
        if (fence) {
          if (marker?.startsWith(fence)) fence = undefined;
          continue;
        }
        if (marker) {
          fence = marker;
          continue;
        }
        expect(line, 'MDX left in llms-full.txt').not.toMatch(/^\s*(import|export)\s|^[>\s]*<\/?[A-Z][\w.]*[\s/>]|^[>\s]*:::|\{\/\*/);
      }
      expect(fence, 'every code block is closed').toBeUndefined();
    });
  });
}

test('both locales list the same docs in the same order', () => {
  // The same docs in both languages: a page missing in one locale would be listed in one file only.
  const [ko, en] = LOCALES.map(({prefix}) =>
    [...parseIndex(readBuilt(prefix, 'llms.txt')).sections.values()].flat().map((i) => new URL(i.url).pathname.replace(/^\/en\//, '/')),
  );
  expect(en).toEqual(ko);
});
