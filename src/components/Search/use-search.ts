// The search box's and the search page's state: the locale's index, loaded on first use (its
// code and data are a dynamic import and a fetch, never part of a page's first load), and the
// results of the query: at once after a pause in typing, at most one search per SEARCH_GAP_MS
// while the reader types fast (debounced, the last keystroke's query winning).

import {useCallback, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type MiniSearch from 'minisearch';
import {INDEX_FILE, SEARCH_GAP_MS, type ResultLimits} from '@site/src/search/constants';
import type {SearchDocument} from '@site/src/search/search-index';
import type {SnippetPart} from '@site/src/search/snippet';

type Engine = typeof import('@site/src/search/load-index');

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Loaded {
  engine: Engine;
  index: MiniSearch<SearchDocument>;
}

export function useSearchIndex(): {status: IndexStatus; loaded?: Loaded; load: () => void} {
  const url = useBaseUrl(`/${INDEX_FILE}`);
  const [state, setState] = useState<{status: IndexStatus; loaded?: Loaded}>({status: 'idle'});
  const load = useCallback(() => {
    setState((current) => {
      if (current.status === 'loading' || current.status === 'ready') return current;
      import('@site/src/search/load-index')
        .then(async (engine) => setState({status: 'ready', loaded: {engine, index: await engine.loadSearchIndex(url)}}))
        .catch(() => setState({status: 'failed'}));
      return {status: 'loading'};
    });
  }, [url]);
  return {...state, load};
}

export interface ShownHit {
  /** The section's id in the index: unique, where two sections without an anchor share a url. */
  id: number;
  url: string;
  title: string;
  heading: string;
  parts: SnippetPart[];
}

/** A page found, with the best of its matching sections beneath it. */
export interface ShownPage {
  page: string;
  title: string;
  hits: ShownHit[];
}

export interface Results {
  /** The query these results are for (the box may already hold a newer one). */
  query: string;
  pages: ShownPage[];
  /** Pages found in all, of which `pages` shows the first `limits.pages`. */
  total: number;
}

const NONE: Results = {query: '', pages: [], total: 0};

export function runSearch({engine, index}: Loaded, query: string, limits: ResultLimits): Results {
  const found = engine.searchPages(index, query);
  return {
    query,
    total: found.length,
    pages: found.slice(0, limits.pages).map((result) => ({
      page: result.page,
      title: result.title,
      // Snippets only for what is shown: each reads its section's whole text.
      hits: result.sections.slice(0, limits.sectionsPerPage).map((hit) => ({
        id: hit.id as number,
        url: hit.url,
        title: hit.title,
        heading: hit.heading,
        parts: engine.snippet(hit.text, engine.needlesOf(query, hit.terms, hit.text)),
      })),
    })),
  };
}

export function useSearchResults(loaded: Loaded | undefined, query: string, limits: ResultLimits): Results {
  const [results, setResults] = useState<Results>(NONE);
  const lastRun = useRef(-Infinity);
  const trimmed = query.trim();
  useEffect(() => {
    if (!loaded || !trimmed) {
      setResults(NONE);
      return undefined;
    }
    const wait = Math.max(0, lastRun.current + SEARCH_GAP_MS - performance.now());
    const timer = setTimeout(() => {
      lastRun.current = performance.now();
      setResults(runSearch(loaded, trimmed, limits));
    }, wait);
    return () => clearTimeout(timer);
  }, [loaded, trimmed, limits]);
  return results;
}
