// Every indexed section of a locale's built pages, for the plugin (after the build) and for the
// benches that compare tokenizers and search engines on the same documents.

import fs from 'node:fs/promises';
import path from 'node:path';
import type {SearchDocument} from '../../search/search-index';
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

/**
 * `outDir`: the locale's build folder; `baseUrl`: its base (`/`, `/en/`); `routes`: its routes;
 * `ranks`: the pages' `search_rank` front matter, by route (pages without one rank 1).
 */
export async function collectDocuments(
  outDir: string,
  baseUrl: string,
  routes: readonly string[],
  ranks: ReadonlyMap<string, number> = new Map(),
): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const route of [...new Set(routes)].sort()) {
    const html = await htmlOf(outDir, baseUrl, route);
    if (!html) continue;
    const rank = ranks.get(route);
    for (const section of extractSections(html, route, route === baseUrl)) documents.push({id: documents.length, ...section, ...(rank === undefined ? {} : {rank})});
  }
  return documents;
}
