// A Docusaurus plugin that writes each locale's search index beside its pages after the build
// (`build/search-index.json`, `build/en/search-index.json`): every doc by section, every blog
// post, the landing page, read from the built HTML. The page loads it only when the reader first
// opens the search (src/search/load-index.ts), never with the page itself.

import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createIndex, INDEX_FILE, INDEX_VERSION, type IndexFile, type SearchDocument} from '../../search/search-index';
import {extractSections} from './extract-sections';

/** The built HTML file of a route: `/en/docs/x` → `build/en/docs/x/index.html` (or `x.html`). */
async function htmlOf(outDir: string, baseUrl: string, route: string): Promise<string | undefined> {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  for (const candidate of [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative}.html`)]) {
    try {
      return await fs.readFile(candidate, 'utf8');
    } catch {
      // the other form
    }
  }
  return undefined;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'palito-search-index',
    async postBuild({outDir, routesPaths}) {
      const {baseUrl} = context.siteConfig;
      const documents: SearchDocument[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        const html = await htmlOf(outDir, baseUrl, route);
        if (!html) continue;
        for (const section of extractSections(html, route, route === baseUrl)) documents.push({id: documents.length, ...section});
      }
      const file: IndexFile = {version: INDEX_VERSION, locale: context.i18n.currentLocale, documents: documents.length, index: createIndex(documents).toJSON()};
      const json = JSON.stringify(file);
      await fs.writeFile(path.join(outDir, INDEX_FILE), json);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      console.log(`[search] ${context.i18n.currentLocale}: ${documents.length} sections, ${INDEX_FILE} ${kB(json.length)} (${kB(gzipSync(json).length)} gzip)`);
    },
  };
}
