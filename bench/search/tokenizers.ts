// `node --import tsx bench/search/tokenizers.ts`:
// which treatment of Korean words ranks best, measured on the built site (`npm run build` first)
// with the queries of tests/search/queries.json and of the two dev sets (the sets the ranking is
// tuned on; never the blind ones), recall@5 and MRR@10 as the recall test counts them: the word and
// its syllable pairs; the stem without its particle and its pairs; all three (the word, the stem,
// the pairs: what src/search/tokenize.ts uses). Prints, asserts nothing.

import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {XMLParser} from 'fast-xml-parser';
import MiniSearch from 'minisearch';
import {collectDocuments} from '../../src/plugins/search-index/collect';
import {INDEX_FILE, INDEX_OPTIONS, loadIndex, pagesOf, searchPages, SEARCH_OPTIONS, type IndexFile, type SearchDocument} from '../../src/search/search-index';
import {DEV_QUERIES_2_FILE, DEV_QUERIES_FILE, measureRecall, QUERIES_FILE, readQueries} from '../../tests/search/recall';
import {bigrams, choseongTerms, makeTokenizer, stripParticle, wordStemAndPairs, type HangulTerms} from '../../src/search/tokenize';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SETS = {'queries.json': readQueries(QUERIES_FILE), dev: readQueries(DEV_QUERIES_FILE), 'dev 2': readQueries(DEV_QUERIES_2_FILE)};
const LOCALES = [
  {locale: 'ko', dir: 'build', base: '/'},
  {locale: 'en', dir: 'build/en', base: '/en/'},
] as const;

const VARIANTS: Record<string, HangulTerms> = {
  'word + pairs': (run, terms) => {
    terms.push(run);
    if (run.length > 2) terms.push(...bigrams(run));
  },
  'stem + pairs': (run, terms) => {
    terms.push(stripParticle(run) ?? run);
    if (run.length > 2) terms.push(...bigrams(run));
  },
  'word + stem + pairs (ours)': wordStemAndPairs,
};

/**
 * The pages' `search_rank`, as the site's own build gave them to its index (the plugin reads them
 * from the docs' front matter, which a bench outside the build does not see): from the stored
 * fields of the built index, which loadIndex refuses if the build is of another index version.
 */
function ranksOf(dir: string): Map<string, number> {
  const built = loadIndex(JSON.parse(fs.readFileSync(path.join(ROOT, dir, INDEX_FILE), 'utf8')) as IndexFile);
  const ranks = new Map<string, number>();
  for (const stored of Object.values(built.toJSON().storedFields)) if (typeof stored?.rank === 'number') ranks.set(String(stored.page), stored.rank);
  return ranks;
}

function routesOf(dir: string): string[] {
  const doc = new XMLParser().parse(fs.readFileSync(path.join(ROOT, dir, 'sitemap.xml'), 'utf8'));
  return [doc.urlset.url].flat().map((u: {loc: string}) => new URL(u.loc).pathname);
}

async function main(): Promise<void> {
  for (const {locale, dir, base} of LOCALES) {
    const documents = await collectDocuments(path.join(ROOT, dir), base, routesOf(dir), ranksOf(dir));
    for (const [name, hangul] of Object.entries(VARIANTS)) {
      const tokenize = makeTokenizer(hangul);
      const index = new MiniSearch<SearchDocument>({
        ...INDEX_OPTIONS,
        tokenize: (text, field) => (field === 'choseong' ? choseongTerms(text) : tokenize(text)),
        searchOptions: {...SEARCH_OPTIONS, tokenize},
      });
      index.addAll(documents);
      const figures = Object.entries(SETS).map(([set, queries]) => {
        const {recallAt5: recall, mrrAt10: mrr} = measureRecall(queries[locale], (query) => pagesOf(searchPages(index, query.q)));
        return `${set} ${recall.toFixed(3)} / ${mrr.toFixed(3)}`;
      });
      const size = Buffer.byteLength(JSON.stringify(index));
      console.log(`${locale}  ${name.padEnd(28)} recall@5 / MRR@10: ${figures.join(', ')}; index ${(size / 1024).toFixed(0)} kB`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
