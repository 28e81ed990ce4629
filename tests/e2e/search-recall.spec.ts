// How well the built search finds what readers look for: the queries of tests/search/queries.json
// (Korean with particles, compounds split and joined, spacing variants, initial consonants, API
// names; English with one-letter typos, API names, phrases) against each locale's built index,
// with the same code the page runs. Prints recall@5 and mean reciprocal rank per locale, and the
// index's size; fails below recall@5 RECALL_TARGET.

import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {loadIndex, pagesOf, search} from '../../src/search/search-index';
import {BUILD_DIR, LOCALES} from './support/site';

const RECALL_TARGET = 0.95;
/** Reciprocal rank counts the first expected page within this many pages (MRR@10). */
const RANKED = 10;

interface Query {
  q: string;
  kind: string;
  expect: string[];
}

const QUERIES = path.resolve(__dirname, '../search/queries.json');

for (const {locale, prefix} of LOCALES) {
  test(`search recall (${locale}): recall@5 >= ${RECALL_TARGET}`, () => {
    const json = fs.readFileSync(path.join(BUILD_DIR, prefix, 'search-index.json'));
    const index = loadIndex(JSON.parse(json.toString('utf8')));
    const list = (JSON.parse(fs.readFileSync(QUERIES, 'utf8')) as Record<'ko' | 'en', Query[]>)[locale];
    expect(list.length).toBeGreaterThanOrEqual(40);
    let found = 0;
    let reciprocal = 0;
    const misses: string[] = [];
    const byKind = new Map<string, {n: number; found: number}>();
    for (const query of list) {
      const pages = pagesOf(search(index, query.q)).slice(0, RANKED);
      const rank = pages.findIndex((page) => query.expect.includes(page));
      const kind = byKind.get(query.kind) ?? {n: 0, found: 0};
      kind.n++;
      if (rank >= 0 && rank < 5) {
        found++;
        kind.found++;
      } else misses.push(`  "${query.q}" (${query.kind}): wanted ${query.expect.join(' or ')}, got ${pages.slice(0, 5).join(', ') || 'nothing'}`);
      if (rank >= 0) reciprocal += 1 / (rank + 1);
      byKind.set(query.kind, kind);
    }
    const recall = found / list.length;
    const mrr = reciprocal / list.length;
    const kinds = [...byKind].map(([kind, {n, found: f}]) => `${kind} ${f}/${n}`).join(', ');
    console.log(
      `[search ${locale}] ${list.length} queries: recall@5 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)} (${kinds}); ` +
        `index ${(json.length / 1024).toFixed(0)} kB, ${(gzipSync(json).length / 1024).toFixed(0)} kB gzip${misses.length ? `\n${misses.join('\n')}` : ''}`,
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_TARGET);
  });
}
