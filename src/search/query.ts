// A query as the search runs it, bounded. Anyone can put anything in the box (a paste) or in a
// link's ?q=, and the work grows with the query: each term is a walk of the index (and of its
// neighbours, for a typo), and each word a scan of every shown result's text for its snippet. A
// word typed again and again did all of it again each time, and froze the page. So:
// - a query is read up to MAX_QUERY_LENGTH characters (the end of a word cut there is left out),
//   which is also what the search boxes take;
// - each term is searched once, weighted by how many times the query has it, so the results are
//   those of the query as typed (MiniSearch adds up a term's score once per repeat); a Korean
//   word's syllable pairs weigh one word between them (termWeights);
// - at most MAX_QUERY_TERMS different terms are kept; the words after the one that reaches that
//   many are left out, from the search and from the snippets alike. search() then searches only
//   as many of them as its MAX_QUERY_REACH allows.
// The recall set's queries are far below these (tests/unit/search/query.test.ts).

import {MAX_QUERY_LENGTH} from './constants';
import {bigrams, isHangul, normalize, stripParticle, tokenize, WORD} from './tokenize';

/** Different terms searched per query (a Korean word of n syllables gives up to n + 1). */
export const MAX_QUERY_TERMS = 32;

export interface Query {
  /** The terms to search, each once, in the order the query gives them. */
  terms: string[];
  /** Each term's weight: how many times the query gives it, a pair counting its share of its word (termWeights). */
  weights: number[];
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

const HANGUL_RUN = /[\uAC00-\uD7A3]+/g;

/**
 * The weight of each of a word's terms. The word and its stem count 1 each. Its syllable pairs
 * (레이아웃 → 레이, 이아, 아웃) stand for pieces of the word, there to match a compound spaced
 * otherwise: they share 1 between them, or a word of many syllables would count once per pair and
 * outweigh a short word or an English name of the same query.
 */
export function termWeights(word: string, terms: readonly string[]): number[] {
  const whole = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const [run] of word.normalize('NFC').matchAll(HANGUL_RUN)) {
    for (const term of [run, stripParticle(run)]) if (term) whole.set(term, (whole.get(term) ?? 0) + 1);
    if (run.length > 2) for (const pair of bigrams(run)) pairs.set(pair, 1 / (run.length - 1));
  }
  return terms.map((term) => {
    const wholeLeft = whole.get(term) ?? 0;
    if (wholeLeft > 0 || !isHangul(term)) {
      whole.set(term, wholeLeft - 1);
      return 1;
    }
    return pairs.get(term) ?? 1;
  });
}

function parse(query: string, tokenizeQuery: Tokenizer): Query {
  const at = new Map<string, number>();
  const terms: string[] = [];
  const weights: number[] = [];
  // Each word read, normalised, with its terms and their weights: a word seen before is not tokenized again.
  const words = new Map<string, {wordTerms: string[]; wordWeights: number[]}>();
  for (const [word] of readPart(query).normalize('NFC').matchAll(WORD)) {
    const normalized = normalize(word);
    let seen = words.get(normalized);
    if (!seen) {
      const wordTerms = tokenizeQuery(word);
      seen = {wordTerms, wordWeights: termWeights(word, wordTerms)};
      words.set(normalized, seen);
    }
    const {wordTerms, wordWeights} = seen;
    wordTerms.forEach((term, k) => {
      const i = at.get(term);
      if (i !== undefined) weights[i] += wordWeights[k];
      else if (terms.length < MAX_QUERY_TERMS) {
        at.set(term, terms.length);
        terms.push(term);
        weights.push(wordWeights[k]);
      }
    });
    if (terms.length >= MAX_QUERY_TERMS) break;
  }
  return {terms, weights, words: [...words.keys()], wordTerms: [...words.values()].map((seen) => seen.wordTerms)};
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
