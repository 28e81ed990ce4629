// A query as the search runs it, bounded. Anyone can put anything in the box (a paste) or in a
// link's ?q=, and the work grows with the query: each term is a walk of the index (and of its
// neighbours, for a typo), and each word a scan of every shown result's text for its snippet. A
// word typed again and again did all of it again each time, and froze the page. So:
// - a query is read up to MAX_QUERY_LENGTH characters (the end of a word cut there is left out),
//   which is also what the search boxes take;
// - each term is searched once, weighted by how many times the query has it, so the results are
//   those of the query as typed (MiniSearch adds up a term's score once per repeat);
// - at most MAX_QUERY_TERMS different terms are kept; the words after the one that reaches that
//   many are left out, from the search and from the snippets alike. search() then searches only
//   as many of them as its MAX_QUERY_REACH allows.
// The recall set's queries are far below these (tests/unit/search/query.test.ts).

import {MAX_QUERY_LENGTH} from './constants';
import {normalize, tokenize, WORD} from './tokenize';

/** Different terms searched per query (a Korean word of n syllables gives up to n + 1). */
export const MAX_QUERY_TERMS = 32;

export interface Query {
  /** The terms to search, each once, in the order the query gives them. */
  terms: string[];
  /** How many times the query gives each term (its weight): `counts[i]` is `terms[i]`'s. */
  counts: number[];
  /** The query's words that were read (lower-cased, NFC), each once: what the snippets look for. */
  words: string[];
  /** Each word's terms, in the order of `words`: how much of the query a result covers is counted by word. */
  wordTerms: string[][];
}

/** The part of a query that is read: its first MAX_QUERY_LENGTH characters, without a word cut in two. */
function readPart(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const part = query.slice(0, MAX_QUERY_LENGTH);
  // A word that goes on past the cut is left out rather than searched as a different word.
  return /[\p{L}\p{N}_]/u.test(query[MAX_QUERY_LENGTH]) ? part.replace(/[\p{L}\p{N}_]+$/u, '') : part;
}

function parse(query: string, tokenizeQuery: Tokenizer): Query {
  const at = new Map<string, number>();
  const terms: string[] = [];
  const counts: number[] = [];
  // Each word read, normalised, with its terms: a word seen before is not tokenized again.
  const words = new Map<string, string[]>();
  for (const [word] of readPart(query).normalize('NFC').matchAll(WORD)) {
    const normalized = normalize(word);
    const wordTerms = words.get(normalized) ?? tokenizeQuery(word);
    words.set(normalized, wordTerms);
    for (const term of wordTerms) {
      const i = at.get(term);
      if (i !== undefined) counts[i]++;
      else if (terms.length < MAX_QUERY_TERMS) {
        at.set(term, terms.length);
        terms.push(term);
        counts.push(1);
      }
    }
    if (terms.length >= MAX_QUERY_TERMS) break;
  }
  return {terms, counts, words: [...words.keys()], wordTerms: [...words.values()]};
}

// The search and then each shown result's snippet read the same query: parsed once.
let last: {query: string; tokenizeQuery: Tokenizer; parsed: Query} | undefined;

type Tokenizer = (text: string) => string[];

/**
 * The bounded query: its distinct terms with their weights, and its words. `tokenizeQuery` makes
 * a word's terms: the site's tokenizer, or the one an index was given (bench/search/tokenizers.ts).
 */
export function parseQuery(query: string, tokenizeQuery: Tokenizer = tokenize): Query {
  if (last?.query !== query || last.tokenizeQuery !== tokenizeQuery) last = {query, tokenizeQuery, parsed: parse(query, tokenizeQuery)};
  return last.parsed;
}
