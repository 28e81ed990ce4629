// Fetches a locale's search index once per page session and makes it searchable. Imported
// dynamically by the search box the first time it is opened, so neither MiniSearch nor the index
// is part of any page's first load.

import type MiniSearch from 'minisearch';
import {loadIndex, type IndexFile, type SearchDocument} from './search-index';

const loaded = new Map<string, Promise<MiniSearch<SearchDocument>>>();

export function loadSearchIndex(url: string): Promise<MiniSearch<SearchDocument>> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<IndexFile>;
      })
      .then(loadIndex);
    pending.catch(() => loaded.delete(url)); // a failed load may be tried again
    loaded.set(url, pending);
  }
  return pending;
}

export {search, searchPages, pagesOf, type SearchHit} from './search-index';
export {needlesOf, snippet, type SnippetPart} from './snippet';
