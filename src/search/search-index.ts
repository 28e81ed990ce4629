// The search index's shape and MiniSearch's options, shared by the build (which creates and
// serialises the index, src/plugins/search-index/) and the page (which loads it, load-index.ts):
// both sides must tokenize the same way.

import MiniSearch, {type Options, type SearchOptions, type SearchResult} from 'minisearch';
import {EXPANSION_WEIGHT, expansionsByWord} from './expand';
import {groupByPage, type PageResult} from './group-by-page';
import {favourPhrases} from './nearness';
import {MAX_QUERY_TERMS, parseQuery} from './query';
import {favourReference} from './reference-words';
import {choseongTerms, isConsonants, isHangul, tokenize} from './tokenize';

export {INDEX_FILE} from './constants';
/** Bumped when the document shape or the options change, so a stale file is refused, not misread. */
export const INDEX_VERSION = 4;

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
  /** The page's description (meta description), on its first section only. Searched, not stored. */
  description?: string;
  /** The names the section's tables define (extract-sections.ts, definedName), space-separated. Searched, not stored. */
  definedNames?: string;
  kind: 'docs' | 'blog' | 'landing';
  /** The page's `search_rank` front matter, on each of its sections, when it has one (group-by-page.ts). */
  rank?: number;
}

export type StoredDocument = Omit<SearchDocument, 'id' | 'description' | 'definedNames'>;
export type SearchHit = SearchResult & StoredDocument;

export interface IndexFile {
  version: number;
  locale: string;
  documents: number;
  /** MiniSearch's own serialisation (`JSON.stringify(miniSearch)`). */
  index: unknown;
}

const FIELDS = ['title', 'heading', 'description', 'text', 'choseong', 'definedNames'];
const STORED: Array<keyof StoredDocument> = ['url', 'page', 'title', 'heading', 'text', 'kind', 'rank'];
const LATIN = /^[a-z]+$/;

/**
 * A title match counts most, then a heading; initial consonants are only indexed for titles and
 * headings (what a reader remembers a page by), so they carry a heading's weight. A page's
 * description is its summary in the words readers search with, where its title is often an
 * identifier: it counts more than the title (measured on tests/search/dev-queries.json; README, "Search").
 * A name a table defines (a prop, a field) counts as a heading: each row is a small section of its own.
 */
const BOOST = {title: 4, heading: 2.5, description: 6, text: 1, choseong: 2.5, definedNames: 2.5};

/** As you type: the last word is a prefix (`shortc`, `레이아`); two-syllable pairs never are. */
function prefixOf(term: string): boolean {
  return isConsonants(term) || term.length >= 3;
}

/**
 * Longest word tried with typos: longer than any word of the docs, which it could not be a typo
 * of; and the typo search's table grows with the square of the word's length.
 */
const MAX_FUZZY_LENGTH = 32;
/**
 * Words tried with typos per query, the first ones: each walks much of the index (see search()).
 * A reader's query has fewer words of five letters or more; one with more finds its pages without.
 */
export const MAX_FUZZY_TERMS = 4;
/**
 * How much of the index a query's terms may reach, counted as the sections × fields of every
 * index term they match (a prefix matches every term it begins): scoring those is the search's
 * work. The terms are taken in the query's order while they fit, and the first always is, so a
 * one-word query is searched whatever the word. A reader's question reaches well under this.
 */
export const MAX_QUERY_REACH = 5000;

/**
 * One-letter typos in English words of five letters or more: a letter missing, added or wrong is
 * one edit, two letters swapped (`exprot`) are two, so words of six letters or more get two. A
 * Korean word of three syllables or more gets one wrong syllable (단측키 for 단축키): a syllable
 * is a whole letter block, and two-syllable words are too short to tell a typo from another word.
 */
function fuzzyOf(term: string): number | false {
  if (isHangul(term)) return term.length >= 3 && term.length <= MAX_FUZZY_LENGTH ? 1 : false;
  if (!LATIN.test(term) || term.length < 5 || term.length > MAX_FUZZY_LENGTH) return false;
  return term.length >= 6 ? 2 : 1;
}

/** Each term's typo allowance, for the first MAX_FUZZY_TERMS terms that get one. */
function fuzzyTerms(terms: readonly string[]): Array<number | false> {
  let left = MAX_FUZZY_TERMS;
  return terms.map((term) => {
    const edits = fuzzyOf(term);
    if (!edits || left === 0) return false;
    left--;
    return edits;
  });
}

/** Below this many pages found exactly (or by prefix), the query is tried again with typos allowed. */
const FEW_PAGES = 5;

/** Per field, the sections that have a term (and how often): MiniSearch's postings of one term. */
type Postings = Map<number, Map<number, number>>;
/** MiniSearch's tree of terms: private in its types, read here only to count what terms reach. */
interface TermTree {
  get(term: string): Postings | undefined;
  atPrefix(prefix: string): Iterable<[string, Postings]>;
}

function termTreeOf(index: MiniSearch<SearchDocument>): TermTree {
  return (index as unknown as {_index: TermTree})._index;
}

function sectionsAndFields(postings: Postings): number {
  let n = 0;
  for (const sections of postings.values()) n += sections.size;
  return n;
}

/** How many of the query's terms are searched: the first, and those after it while MAX_QUERY_REACH holds. */
export function termsWithinReach(index: MiniSearch<SearchDocument>, terms: readonly string[]): number {
  const tree = termTreeOf(index);
  let reach = 0;
  for (let i = 0; i < terms.length; i++) {
    const matched: Iterable<[string, Postings]> = prefixOf(terms[i]) ? tree.atPrefix(terms[i]) : [[terms[i], tree.get(terms[i]) ?? new Map()]];
    for (const [, postings] of matched) {
      reach += sectionsAndFields(postings);
      if (reach > MAX_QUERY_REACH && i > 0) return i;
    }
  }
  return terms.length;
}

/** Whether the index has the term, or (where the term is searched as a prefix) a term that begins with it. */
function inIndex(index: MiniSearch<SearchDocument>, term: string): boolean {
  const tree = termTreeOf(index);
  if (tree.get(term)) return true;
  if (!prefixOf(term)) return false;
  for (const _ of tree.atPrefix(term)) return true;
  return false;
}

/** A two-syllable word the docs never write as one (홉수), as the docs space it (홉 수): its syllables that are words of the docs. */
function spacedApart(index: MiniSearch<SearchDocument>, wordTerms: readonly string[]): string[] {
  const pair = wordTerms[0];
  if (wordTerms.length !== 1 || pair.length !== 2 || !isHangul(pair) || inIndex(index, pair)) return [];
  return [...pair].filter((syllable) => inIndex(index, syllable));
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: prefixOf,
  combineWith: 'OR',
  // A query's terms; search() reads them through query.ts, each once, bounded.
  tokenize,
  processTerm: (term) => term,
};

export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: FIELDS,
  storeFields: STORED,
  tokenize: (text, field) => (field === 'choseong' ? choseongTerms(text) : tokenize(text)),
  // tokenize() already lower-cases and normalises.
  processTerm: (term) => term,
  extractField: (document, field) => {
    if (field === 'choseong') return `${document.title} ${document.heading}`;
    // Stored, not searched: kept a number, and left out (undefined) where the page has none.
    if (field === 'rank') return document.rank as unknown as string;
    return String(document[field as keyof SearchDocument] ?? '');
  },
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
 * The tokenizer an index was given for queries: SEARCH_OPTIONS's, or another that a bench gives it
 * (bench/search/tokenizers.ts). MiniSearch keeps its options private; read here so that search()
 * bounds the terms of the index's own tokenizer.
 */
function queryTokenizerOf(index: MiniSearch<SearchDocument>): (text: string) => string[] {
  return (index as unknown as {_options: {searchOptions: SearchOptions}})._options.searchOptions.tokenize ?? tokenize;
}

/**
 * Exact words and prefixes first; only when they find fewer than FEW_PAGES pages, again with typos
 * allowed. A typo search walks much more of the index (20-30 ms for a long API name here), and a
 * word spelt right rarely needs it. Each distinct term is searched once, weighted by its repeats
 * (query.ts): the scores of the query as typed, for the work of its distinct terms; and only as
 * many terms as MAX_QUERY_REACH and MAX_FUZZY_TERMS allow.
 */
export function search(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  return searchWithWords(index, query).hits;
}

/** The results as the boxes show them: pages, best first, each with its matching sections (group-by-page.ts). */
export function searchPages(index: MiniSearch<SearchDocument>, query: string): PageResult[] {
  const {hits, words} = searchWithWords(index, query);
  return groupByPage(hits, words);
}

/** The pages of the results, in the order the boxes show them: what "found in the top 5" is measured on. */
export function pagesOf(results: readonly PageResult[]): string[] {
  return results.map((result) => result.page);
}

/** The hits, and each query word's terms with the glossary's words for it (what a result can cover). */
function searchWithWords(index: MiniSearch<SearchDocument>, query: string): {hits: SearchHit[]; words: string[][]} {
  const parsed = parseQuery(query, queryTokenizerOf(index));
  const searched = termsWithinReach(index, parsed.terms);
  const terms = parsed.terms.slice(0, searched);
  const weights = parsed.weights.slice(0, searched);
  const expansions = searched === parsed.terms.length ? expansionsByWord(parsed.words) : parsed.words.map(() => []);
  parsed.wordTerms.forEach((wordTerms, i) => expansions[i].unshift(...spacedApart(index, wordTerms)));
  // The glossary's words for what was typed, after the typed terms and within the same bounds.
  for (const word of expansions.flat()) {
    if (terms.length >= MAX_QUERY_TERMS || terms.includes(word)) continue;
    if (termsWithinReach(index, [...terms, word]) <= terms.length) break;
    terms.push(word);
    weights.push(EXPANSION_WEIGHT);
  }
  const words = parsed.wordTerms.map((wordTerms, i) => [...wordTerms, ...expansions[i]].filter((term) => terms.includes(term)));
  const options: SearchOptions = {tokenize: () => terms, boostTerm: (_term, i) => weights[i]};
  const fuzzy = fuzzyTerms(terms);
  // A word the docs do not have at all is a typo whatever else the query finds (`printng the diagram`).
  const unknown = fuzzy.map((edits, i) => (edits && !inIndex(index, terms[i]) ? edits : false));
  const exact = index.search(query, unknown.some(Boolean) ? {...options, fuzzy: (_term, i) => unknown[i]} : options) as SearchHit[];
  // Enough pages, or every word that may have a typo already had it allowed: a second pass would repeat the first.
  const enough = new Set(exact.map((hit) => hit.page)).size >= FEW_PAGES || fuzzy.every((edits, i) => edits === unknown[i]);
  const hits = enough ? exact : (index.search(query, {...options, fuzzy: (_term, i) => fuzzy[i]}) as SearchHit[]);
  return {hits: reranked(hits, parsed.words), words};
}

/** The hits again, best first, after what BM25 cannot see: words side by side, and a query that asks for the API reference. */
function reranked(hits: SearchHit[], words: readonly string[]): SearchHit[] {
  favourPhrases(hits, words);
  favourReference(hits, words);
  return hits.sort((a, b) => b.score - a.score);
}
