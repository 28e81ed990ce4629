// How well the built search finds what readers look for: the queries of tests/search/queries.json
// (Korean with particles, compounds split and joined, spacing variants, initial consonants, API
// names; English with one-letter typos, API names, phrases) and of the four blind sets (written by
// someone who had seen only the rendered site) against each locale's built index, with the same
// code the page runs. Prints recall@5 and mean reciprocal rank per locale and set, and the index's
// size; fails below each set's floors. Also: a name that a table defines finds that page first.

import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {loadIndex, pagesOf, searchPages} from '../../src/search/search-index';
import {BLIND_QUERIES_2_FILE, BLIND_QUERIES_3_FILE, BLIND_QUERIES_4_FILE, BLIND_QUERIES_FILE, measureRecall, QUERIES_FILE, readQueries} from '../search/recall';
import {BUILD_DIR, LOCALES} from './support/site';

const RECALL_TARGET = 0.95;
const MRR_TARGET = 0.85;

/**
 * The query sets (tests/README.md): the one written from the pages and tuned on, and the four
 * written blind from the rendered site, each committed before a round of ranking changes (the
 * third after one was final) and never tuned against. Every set must reach RECALL_TARGET. MRR@10
 * must reach MRR_TARGET on queries.json and on the second, third and fourth blind sets; the first
 * blind set's Korean MRR is under it (README, "Search"), so that set is held to a floor under it
 * that keeps a change from losing more. (The dev sets, which the ranking is tuned on, are
 * measured by `npm run bench:search -- --queries=...`.)
 */
const SETS = [
  {name: 'queries.json', file: QUERIES_FILE, min: 40, recall: RECALL_TARGET, mrr: MRR_TARGET},
  {name: 'blind-queries.json', file: BLIND_QUERIES_FILE, min: 60, recall: RECALL_TARGET, mrr: 0.8},
  {name: 'blind-queries-2.json', file: BLIND_QUERIES_2_FILE, min: 60, recall: RECALL_TARGET, mrr: MRR_TARGET},
  {name: 'blind-queries-3.json', file: BLIND_QUERIES_3_FILE, min: 60, recall: RECALL_TARGET, mrr: MRR_TARGET},
  {name: 'blind-queries-4.json', file: BLIND_QUERIES_4_FILE, min: 60, recall: RECALL_TARGET, mrr: MRR_TARGET},
];

/**
 * The blind sets together. One set of a few hundred queries moves by a few hundredths with its
 * writer's hand (README, "Search"), and the first set alone is held only to a floor under the MRR
 * target: together, the blind queries must reach the target MRR, however one set falls. (Their
 * recall is printed: each set already reaches RECALL_TARGET, so together they do.)
 */
const BLIND_SETS = SETS.filter((set) => set.name.startsWith('blind-'));

/** Names that a table defines, and the page that defines them, where other pages only mention them (README, "Search"). */
const DEFINED_NAMES = [
  {name: 'onSelectionChange', page: '/docs/api/components/palito'},
  {name: 'maxPaths', page: '/docs/api/hooks/trace'},
];

function builtIndex(prefix: string): {json: Buffer; index: ReturnType<typeof loadIndex>} {
  const json = fs.readFileSync(path.join(BUILD_DIR, prefix, 'search-index.json'));
  return {json, index: loadIndex(JSON.parse(json.toString('utf8')))};
}

for (const {locale, prefix} of LOCALES) {
  test(`search recall (${locale}, the ${BLIND_SETS.length} blind sets together): MRR@10 >= ${MRR_TARGET}`, () => {
    const {index} = builtIndex(prefix);
    const list = BLIND_SETS.flatMap((set) => readQueries(set.file)[locale]);
    const {recallAt5, mrrAt10} = measureRecall(list, (query) => pagesOf(searchPages(index, query.q)));
    console.log(`[search ${locale}, the ${BLIND_SETS.length} blind sets together] ${list.length} queries: recall@5 ${recallAt5.toFixed(3)}, MRR ${mrrAt10.toFixed(3)}`);
    expect(mrrAt10).toBeGreaterThanOrEqual(MRR_TARGET);
  });

  test(`search (${locale}): a name a table defines finds the page that defines it first`, () => {
    const {index} = builtIndex(prefix);
    for (const {name, page} of DEFINED_NAMES) expect(pagesOf(searchPages(index, name))[0], name).toBe(`${prefix}${page}`);
  });

  for (const set of SETS) {
    test(`search recall (${locale}, ${set.name}): recall@5 >= ${set.recall}, MRR@10 >= ${set.mrr}`, () => {
      const {json, index} = builtIndex(prefix);
      const list = readQueries(set.file)[locale];
      expect(list.length).toBeGreaterThanOrEqual(set.min);
      const {recallAt5, mrrAt10, byKind, misses} = measureRecall(list, (query) => pagesOf(searchPages(index, query.q)));
      const kinds = Object.entries(byKind).map(([kind, {n, found}]) => `${kind} ${found}/${n}`).join(', ');
      const missed = misses.map((m) => `  "${m.q}" (${m.kind}): wanted ${m.expect.join(' or ')}, got ${m.got.join(', ') || 'nothing'}`);
      console.log(
        `[search ${locale}, ${set.name}] ${list.length} queries: recall@5 ${recallAt5.toFixed(3)}, MRR ${mrrAt10.toFixed(3)} (${kinds}); ` +
          `index ${(json.length / 1024).toFixed(0)} kB, ${(gzipSync(json).length / 1024).toFixed(0)} kB gzip${missed.length ? `\n${missed.join('\n')}` : ''}`,
      );
      expect(recallAt5).toBeGreaterThanOrEqual(set.recall);
      expect(mrrAt10).toBeGreaterThanOrEqual(set.mrr);
    });
  }
}
