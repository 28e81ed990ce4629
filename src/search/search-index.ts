// The search index's shape and MiniSearch's options, shared by the build (which creates and
// serialises the index, src/plugins/search-index/) and the page (which loads it, load-index.ts):
// both sides must tokenize the same way.

import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import {choseongTerms, isConsonants, tokenize} from './tokenize';

export {INDEX_FILE} from './constants';
/** Bumped when the document shape or the options change, so a stale file is refused, not misread. */
export const INDEX_VERSION = 1;

/** One searchable piece: a section of a page (under one h2 or h3), or a page's opening. */
export interface SearchDocument {
  id: number;
  /** Where a result links: the page, and `#anchor` for a section. */
  url: string;
  /** The page's path, the same for all its sections. */
  page: string;
  /** The page's title (its h1). */
  title: string;
  /** The section's heading; the page's title for the part before the first heading. */
  heading: string;
  text: string;
  kind: 'docs' | 'blog' | 'landing';
}

export type StoredDocument = Omit<SearchDocument, 'id'>;
export type SearchHit = SearchResult & StoredDocument;

export interface IndexFile {
  version: number;
  locale: string;
  documents: number;
  /** MiniSearch's own serialisation (`JSON.stringify(miniSearch)`). */
  index: unknown;
}

const FIELDS = ['title', 'heading', 'text', 'choseong'];
const STORED: Array<keyof StoredDocument> = ['url', 'page', 'title', 'heading', 'text', 'kind'];
const LATIN = /^[a-z]+$/;

/**
 * A title match counts most, then a heading; initial consonants are only indexed for titles and
 * headings (what a reader remembers a page by), so they carry a heading's weight.
 */
const BOOST = {title: 4, heading: 2.5, text: 1, choseong: 2.5};

/** As you type: the last word is a prefix (`shortc`, `레이아`); two-syllable pairs never are. */
function prefixOf(term: string): boolean {
  return isConsonants(term) || term.length >= 3;
}

/**
 * One-letter typos in English words of five letters or more: a letter missing, added or wrong is
 * one edit, two letters swapped (`exprot`) are two, so words of six letters or more get two.
 */
function fuzzyOf(term: string): number | false {
  if (!LATIN.test(term) || term.length < 5) return false;
  return term.length >= 6 ? 2 : 1;
}

/** Below this many pages found exactly (or by prefix), the query is tried again with typos allowed. */
const FEW_PAGES = 5;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: prefixOf,
  combineWith: 'OR',
  tokenize,
  processTerm: (term) => term,
};

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: FIELDS,
  storeFields: STORED,
  tokenize: (text, field) => (field === 'choseong' ? choseongTerms(text) : tokenize(text)),
  // tokenize() already lower-cases and normalises.
  processTerm: (term) => term,
  extractField: (document, field) =>
    field === 'choseong' ? `${document.title} ${document.heading}` : String(document[field as keyof SearchDocument] ?? ''),
  searchOptions: SEARCH_OPTIONS,
};

export function createIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

export function loadIndex(file: IndexFile): MiniSearch<SearchDocument> {
  if (file.version !== INDEX_VERSION) throw new Error(`Search index version ${file.version}, expected ${INDEX_VERSION}.`);
  return MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
}

/**
 * Exact words and prefixes first; only when they find fewer than FEW_PAGES pages, again with typos
 * allowed. A typo search walks much more of the index (20-30 ms for a long API name here), and a
 * word spelt right rarely needs it.
 */
export function search(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  const exact = index.search(query) as SearchHit[];
  if (pagesOf(exact).length >= FEW_PAGES) return exact;
  return index.search(query, {fuzzy: fuzzyOf}) as SearchHit[];
}

/** The pages of the hits, best first, each once: what "found in the top 5" is measured on. */
export function pagesOf(hits: readonly SearchHit[]): string[] {
  return [...new Set(hits.map((hit) => hit.page))];
}
