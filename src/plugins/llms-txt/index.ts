// A Docusaurus plugin that writes, after each locale's build, the llms.txt files of that locale
// beside its pages (`/llms.txt`, `/llms-full.txt`, `/en/llms.txt`, `/en/llms-full.txt`):
// - llms.txt: `# Palito`, the tagline as a `>` summary, then a `##` section per sidebar (as
//   sidebars.ts defines them) listing `- [title](absolute url): description` for each of its docs
//   in sidebar order;
// - llms-full.txt: the same docs in the same order, each as its title, its URL and its full text
//   in Markdown (see mdx-to-markdown.ts).
// Titles, descriptions and URLs are the docs plugin's own, so they are the ones the pages show.

import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {normalizeUrl} from '@docusaurus/utils';
import {mdxToMarkdown} from './mdx-to-markdown';
import {sidebarDocIds} from './sidebar-docs';
import {llmsTexts} from './texts';

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

type Doc = LoadedContent['loadedVersions'][number]['docs'][number];

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, i18n} = context;
  const texts = llmsTexts(i18n.currentLocale);
  const localeRoot = (locale: string) => normalizeUrl([i18n.localeConfigs[locale]!.url, i18n.localeConfigs[locale]!.baseUrl]);
  const absolute = (permalink: string) => normalizeUrl([siteConfig.url, permalink]);
  const sourcePath = (doc: Doc) => path.resolve(siteDir, doc.source.replace(/^@site\//, ''));

  return {
    name: 'palito-llms-txt',
    async postBuild({outDir, plugins}) {
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const version = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions[0];
      if (!version) throw new Error('[llms-txt] the docs plugin has no content');
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const docUrls = new Map(version.docs.map((doc) => [sourcePath(doc), absolute(doc.permalink)]));
      const here = localeRoot(i18n.currentLocale);
      const other = localeRoot(i18n.locales.find((l) => l !== i18n.currentLocale) ?? i18n.currentLocale);

      const sections = Object.entries(version.sidebars).map(([sidebarId, items]) => ({
        title: texts.sidebars[sidebarId] ?? sidebarId,
        docs: sidebarDocIds(items).map((id) => {
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
          ...docs.map((doc) => `- [${doc.title}](${absolute(doc.permalink)}): ${doc.description}`),
          '',
        ]),
      ];

      const full = [...header];
      for (const doc of sections.flatMap((s) => s.docs)) {
        const file = sourcePath(doc);
        const pageUrl = absolute(doc.permalink);
        const body = mdxToMarkdown(await fs.readFile(file, 'utf8'), {
          sourcePath: file,
          pageUrl,
          docUrls,
          localeRoot: here,
          // `pathname://` links are the host's own paths, outside any base URL.
          siteRoot: normalizeUrl([siteConfig.url, '/']),
          texts,
        });
        full.push('---', '', `# ${doc.title}`, '', `${texts.source}: ${pageUrl}`, '', body, '');
      }

      await fs.writeFile(path.join(outDir, LLMS_FILE), index.join('\n'));
      await fs.writeFile(path.join(outDir, LLMS_FULL_FILE), full.join('\n'));
      const count = sections.reduce((n, s) => n + s.docs.length, 0);
      console.log(`[llms-txt] ${i18n.currentLocale}: ${count} docs in ${LLMS_FILE} and ${LLMS_FULL_FILE}`);
    },
  };
}
