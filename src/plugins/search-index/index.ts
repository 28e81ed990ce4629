// A Docusaurus plugin that writes each locale's search index beside its pages after the build
// (`build/search-index.json`, `build/en/search-index.json`): every doc by section, every blog
// post, the landing page, read from the built HTML. The page loads it only when the reader first
// opens the search (src/search/load-index.ts), never with the page itself.

import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {createIndex, INDEX_FILE, INDEX_VERSION, type IndexFile} from '../../search/search-index';
import {collectDocuments} from './collect';

/** The docs' `search_rank` front matter, by permalink: a number above 0, or the build stops naming the page. */
function searchRanks(plugins: ReadonlyArray<{name: string; options: {id?: string}; content: unknown}>): Map<string, number> {
  const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
  const docs = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions[0]?.docs ?? [];
  const ranks = new Map<string, number>();
  for (const doc of docs) {
    const rank = doc.frontMatter.search_rank;
    if (rank === undefined) continue;
    if (typeof rank !== 'number' || !(rank > 0)) throw new Error(`[search] ${doc.source}: search_rank must be a number above 0, not ${JSON.stringify(rank)}`);
    ranks.set(doc.permalink, rank);
  }
  return ranks;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'palito-search-index',
    async postBuild({outDir, routesPaths, plugins}) {
      const documents = await collectDocuments(outDir, context.siteConfig.baseUrl, routesPaths, searchRanks(plugins));
      const file: IndexFile = {version: INDEX_VERSION, locale: context.i18n.currentLocale, documents: documents.length, index: createIndex(documents).toJSON()};
      const json = JSON.stringify(file);
      await fs.writeFile(path.join(outDir, INDEX_FILE), json);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      console.log(`[search] ${context.i18n.currentLocale}: ${documents.length} sections, ${INDEX_FILE} ${kB(Buffer.byteLength(json))} (${kB(gzipSync(json).length)} gzip)`);
    },
  };
}
