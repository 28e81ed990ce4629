// A Docusaurus plugin that writes each locale's search index beside its pages after the build
// (`build/search-index.json`, `build/en/search-index.json`): every doc by section, every blog
// post, the landing page, read from the built HTML. The page loads it only when the reader first
// opens the search (src/search/load-index.ts), never with the page itself.

import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createIndex, INDEX_FILE, INDEX_VERSION, type IndexFile} from '../../search/search-index';
import {collectDocuments} from './collect';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'palito-search-index',
    async postBuild({outDir, routesPaths}) {
      const documents = await collectDocuments(outDir, context.siteConfig.baseUrl, routesPaths);
      const file: IndexFile = {version: INDEX_VERSION, locale: context.i18n.currentLocale, documents: documents.length, index: createIndex(documents).toJSON()};
      const json = JSON.stringify(file);
      await fs.writeFile(path.join(outDir, INDEX_FILE), json);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      console.log(`[search] ${context.i18n.currentLocale}: ${documents.length} sections, ${INDEX_FILE} ${kB(Buffer.byteLength(json))} (${kB(gzipSync(json).length)} gzip)`);
    },
  };
}
