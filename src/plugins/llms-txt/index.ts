// A Docusaurus plugin that writes, after each locale's build, the Markdown of that locale's pages
// and its llms.txt files beside them:
// - every docs page and blog post as Markdown at its URL plus `.md` (`/docs/intro/installation.md`,
//   `/en/blog/welcome.md`; a folder's index page `/docs/intro/` at `/docs/intro.md`: see
//   src/utils/markdown-url.ts), its title as `# Title`, its address, then its text (page-markdown.ts,
//   mdx-to-markdown.ts). The docs' Copy page button copies these files;
// - llms.txt (`/llms.txt`, `/en/llms.txt`): `# Palito`, the tagline as a `>` summary, then a `##`
//   section per sidebar (as sidebars.ts defines them) listing `- [title](absolute url of the page's
//   .md): description` for each of its docs in sidebar order;
// - llms-full.txt: the same docs' Markdown files in the same order, one after another.
// Titles, descriptions and URLs are the docs and blog plugins' own, so they are the ones the pages show.

import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {markdownPathOf} from '../../utils/markdown-url';
import {mdxToMarkdown} from './mdx-to-markdown';
import {markdownFileOf, pageMarkdown} from './page-markdown';
import {sidebarDocIds} from './sidebar-docs';
import {llmsTexts} from './texts';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];
/** A page written as Markdown: a doc or a blog post. */
type Page = {title: string; permalink: string; file: string};

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, i18n} = context;
  const texts = llmsTexts(i18n.currentLocale);
  const localeRoot = (locale: string) => normalizeUrl([i18n.localeConfigs[locale]!.url, i18n.localeConfigs[locale]!.baseUrl]);
  const absolute = (permalink: string) => normalizeUrl([siteConfig.url, permalink]);
  const sourcePath = (source: string) => path.resolve(siteDir, source.replace(/^@site\//, ''));

  return {
    name: 'palito-llms-txt',
    async postBuild({outDir, plugins, baseUrl}) {
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const version = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('[llms-txt] the docs plugin has no content');
      const blogPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog' && p.options.id === 'default');
      const posts = (blogPlugin?.content as BlogContent | undefined)?.blogPosts;
      if (!posts) throw new Error('[llms-txt] the blog plugin has no content');

      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const pages: Page[] = [
        ...version.docs.map((doc) => ({title: doc.title, permalink: doc.permalink, file: sourcePath(doc.source)})),
        ...posts.map(({metadata}) => ({title: metadata.title, permalink: metadata.permalink, file: sourcePath(metadata.source)})),
      ];
      // Links between pages (relative file paths in the sources) become the pages' absolute URLs.
      const pageUrls = new Map(pages.map((page) => [page.file, absolute(page.permalink)]));
      const here = localeRoot(i18n.currentLocale);
      const other = localeRoot(i18n.locales.find((l) => l !== i18n.currentLocale) ?? i18n.currentLocale);

      const markdown = new Map<string, string>();
      for (const page of pages) {
        const pageUrl = absolute(page.permalink);
        const body = mdxToMarkdown(await fs.readFile(page.file, 'utf8'), {
          sourcePath: page.file,
          pageUrl,
          docUrls: pageUrls,
          localeRoot: here,
          // `pathname://` links are the host's own paths, outside any base URL.
          siteRoot: normalizeUrl([siteConfig.url, '/']),
          locale: i18n.currentLocale,
          texts,
        });
        const text = pageMarkdown({title: page.title, pageUrl, body, sourceLabel: texts.source});
        const file = markdownFileOf(outDir, baseUrl, page.permalink);
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, text);
        markdown.set(page.permalink, text);
      }

      const sections = Object.entries(version.sidebars).map(([sidebarId, items]) => ({
        title: texts.sidebars[sidebarId] ?? sidebarId,
        docs: sidebarDocIds(items).map((id): Doc => {
          const doc = byId.get(id);
          if (!doc) throw new Error(`[llms-txt] sidebar "${sidebarId}" names a doc that does not exist: ${id}`);
          return doc;
        }),
      }));

      const header = [`# ${siteConfig.title}`, '', `> ${siteConfig.tagline}`, ''];
      const index = [
        ...header,
        texts.about({full: here + LLMS_FULL_FILE, otherIndex: other + LLMS_FILE, otherFull: other + LLMS_FULL_FILE}),
        '',
        ...sections.flatMap(({title, docs}) => [
          `## ${title}`,
          '',
          ...docs.map((doc) => `- [${doc.title}](${absolute(markdownPathOf(doc.permalink))}): ${doc.description}`),
          '',
        ]),
      ];
      const full = [...header, ...sections.flatMap((s) => s.docs).flatMap((doc) => ['---', '', markdown.get(doc.permalink)!])];

      await fs.writeFile(path.join(outDir, LLMS_FILE), index.join('\n'));
      await fs.writeFile(path.join(outDir, LLMS_FULL_FILE), full.join('\n'));
      const count = sections.reduce((n, s) => n + s.docs.length, 0);
      console.log(`[llms-txt] ${i18n.currentLocale}: ${pages.length} pages as Markdown (${version.docs.length} docs, ${posts.length} posts); ${count} docs in ${LLMS_FILE} and ${LLMS_FULL_FILE}`);
    },
  };
}
