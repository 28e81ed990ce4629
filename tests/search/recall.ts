// How well a search finds what readers look for, counted one way everywhere it is counted (the
// recall test, bench/search/compare.ts, bench/search/tokenizers.ts): a query is found when one of
// its expected pages is among the first RECALL_TOP pages (recall@5); its reciprocal rank counts
// the first expected page among the first RANKED (MRR@10).

import fs from 'node:fs';
import path from 'node:path';

export const RECALL_TOP = 5;
export const RANKED = 10;

/** One line of tests/search/queries.json. */
export interface SearchQuery {
  q: string;
  kind: string;
  expect: string[];
  why?: string;
}

export interface Recall {
  queries: number;
  recallAt5: number;
  mrrAt10: number;
  byKind: Record<string, {n: number; found: number}>;
  misses: Array<{q: string; kind: string; expect: string[]; got: string[]}>;
}

/** Written from the pages, with the tokenizer in mind; tuned against. */
export const QUERIES_FILE = path.join(__dirname, 'queries.json');
/** Written blind, from the rendered site only, before any tuning of the ranking; never tuned against. */
export const BLIND_QUERIES_FILE = path.join(__dirname, 'blind-queries.json');
/** Written the same way by another hand, for tuning the ranking (glossary, weights). */
export const DEV_QUERIES_FILE = path.join(__dirname, 'dev-queries.json');
/** A second blind set, by a third hand from the rendered site only, fixed before the next round of ranking changes; never tuned against. */
export const BLIND_QUERIES_2_FILE = path.join(__dirname, 'blind-queries-2.json');
/** A third blind set, by a fifth hand, written after the second round of ranking changes was final: a held-out measurement. */
export const BLIND_QUERIES_3_FILE = path.join(__dirname, 'blind-queries-3.json');
/** A fourth blind set, by a sixth hand, committed before any ranking change after the third: measured, never tuned against. */
export const BLIND_QUERIES_4_FILE = path.join(__dirname, 'blind-queries-4.json');
/** A second tuning set, written the same way by a fourth hand, three readers in mind. */
export const DEV_QUERIES_2_FILE = path.join(__dirname, 'dev-queries-2.json');

export function readQueries(file = QUERIES_FILE): Record<'ko' | 'en', SearchQuery[]> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<'ko' | 'en', SearchQuery[]>;
}

/** `pagesFor`: the pages a search engine gives for a query, best first. */
export function measureRecall(list: readonly SearchQuery[], pagesFor: (query: SearchQuery) => string[]): Recall {
  let found = 0;
  let reciprocal = 0;
  const byKind: Recall['byKind'] = {};
  const misses: Recall['misses'] = [];
  for (const query of list) {
    const pages = pagesFor(query).slice(0, RANKED);
    const rank = pages.findIndex((page) => query.expect.includes(page));
    const kind = (byKind[query.kind] ??= {n: 0, found: 0});
    kind.n++;
    if (rank >= 0 && rank < RECALL_TOP) {
      found++;
      kind.found++;
    } else misses.push({q: query.q, kind: query.kind, expect: query.expect, got: pages.slice(0, RECALL_TOP)});
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  return {
    queries: list.length,
    recallAt5: list.length ? found / list.length : 0,
    mrrAt10: list.length ? reciprocal / list.length : 0,
    byKind,
    misses,
  };
}
