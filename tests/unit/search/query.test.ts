import MiniSearch from 'minisearch';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_QUERY_LENGTH} from '../../../src/search/constants';
import {MAX_QUERY_TERMS, parseQuery, termWeights} from '../../../src/search/query';
import {createIndex, MAX_FUZZY_TERMS, MAX_QUERY_REACH, search, termsWithinReach} from '../../../src/search/search-index';
import {needlesOf, snippet} from '../../../src/search/snippet';
import {tokenize} from '../../../src/search/tokenize';
import {readQueries} from '../../search/recall';
import {sectionDoc} from './section-doc';

// Issue 24: a query is read within bounds however it is written. A word repeated is searched
// once (the results those of the query as typed), at most MAX_QUERY_TERMS terms and
// MAX_QUERY_REACH of the index are searched, and a result's text is read once for its snippet.

const doc = sectionDoc;

const DOCS = [
  doc(1, '레이아웃', '파일을 넣으면 자동으로 레이아웃을 계산합니다. 레이아웃은 존, CBS, 자산 순서로 쌓입니다.'),
  doc(2, '레이어 이름', '레이어마다 이름을 붙입니다. 라우터와 연결은 이름으로 찾습니다.'),
  doc(3, '단축키', '레이아웃을 다시 하려면 단축키를 누릅니다.'),
  doc(4, 'Export', 'Export the diagram as SVG or PNG, or as a draw.io file.'),
  doc(5, 'Zones', 'Zones hold CBS groups; the layout places assets inside them.'),
];

/** How many terms MiniSearch searches (it runs one query spec per term) while `run` runs. */
function termSearches(run: () => void): number {
  const spy = vi.spyOn(MiniSearch.prototype as unknown as {executeQuerySpec: () => unknown}, 'executeQuerySpec');
  run();
  const calls = spy.mock.calls.length;
  spy.mockRestore();
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('parseQuery', () => {
  it('gives each term once, weighted as often as the query has it', () => {
    expect(parseQuery('ㄹㅇ ㄹㅇ ㄹㅇ')).toEqual({terms: ['ㄹㅇ'], weights: [3], words: ['ㄹㅇ'], wordTerms: [['ㄹㅇ']]});
    // 테마를: the word, its stem 테마, and its pairs 테마 (again) and 마를, which share one word's weight.
    expect(parseQuery('테마를')).toEqual({terms: ['테마를', '테마', '마를'], weights: [1, 1.5, 0.5], words: ['테마를'], wordTerms: [['테마를', '테마', '테마', '마를']]});
    expect(parseQuery('Layout layout LAYOUT')).toEqual({terms: ['layout'], weights: [3], words: ['layout'], wordTerms: [['layout']]});
  });

  it('weighs a Korean word’s pairs one word between them, and every other term one', () => {
    // 레이아웃: the word, then its three pairs; 관계분석을: the word, its stem, then its four pairs.
    expect(termWeights('레이아웃', tokenize('레이아웃'))).toEqual([1, 1 / 3, 1 / 3, 1 / 3]);
    expect(termWeights('관계분석을', tokenize('관계분석을'))).toEqual([1, 1, 1 / 4, 1 / 4, 1 / 4, 1 / 4]);
    // A two-syllable word has no pairs; Latin terms (camelCase parts too) weigh one each.
    expect(termWeights('버전', tokenize('버전'))).toEqual([1]);
    expect(termWeights('getAllNodes', tokenize('getAllNodes'))).toEqual([1, 1, 1, 1]);
    // `CSV를`: the particle after a Latin word is no term.
    expect(termWeights('CSV를', tokenize('CSV를'))).toEqual([1]);
  });

  it('is the tokenizer’s terms of every query of the recall set, in order, each term’s weights added up', () => {
    const queries = readQueries();
    for (const {q} of [...queries.ko, ...queries.en]) {
      const all = [...q.normalize('NFC').matchAll(/[\p{L}\p{N}_]+/gu)].flatMap(([word]) => {
        const terms = tokenize(word);
        return termWeights(word, terms).map((weight, i) => [terms[i], weight] as const);
      });
      const {terms, weights} = parseQuery(q);
      expect(terms, q).toEqual([...new Set(all.map(([term]) => term))]);
      terms.forEach((term, i) => expect(weights[i], `${q}: ${term}`).toBeCloseTo(all.filter(([t]) => t === term).reduce((sum, [, w]) => sum + w, 0)));
    }
  });

  it('reads MAX_QUERY_LENGTH characters, leaving out a word cut there', () => {
    const query = `${'가나 '.repeat(Math.floor(MAX_QUERY_LENGTH / 3))}끝말입니다`;
    expect(query.lastIndexOf(' ')).toBeLessThan(MAX_QUERY_LENGTH); // the cut is inside the last word
    expect(query.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(parseQuery(query).words).toEqual(['가나']);
    expect(parseQuery(`${'x'.repeat(MAX_QUERY_LENGTH - 2)} layout`).words).toEqual(['x'.repeat(MAX_QUERY_LENGTH - 2)]);
  });

  it('keeps at most MAX_QUERY_TERMS terms, and the words they came from', () => {
    const consonants = 'ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍㅎ';
    const words = Array.from({length: 150}, (_, i) => consonants[i % 14] + consonants[Math.floor(i / 14) % 14]);
    const parsed = parseQuery(words.join(' '));
    expect(parsed.terms).toHaveLength(MAX_QUERY_TERMS);
    expect(parsed.words).toEqual(words.slice(0, MAX_QUERY_TERMS));
  });
});

describe('search with a hostile query', () => {
  const index = createIndex(DOCS);

  it('searches a word repeated 2,000 times once, and finds what the word once finds, in the same order', () => {
    const hostile = Array(2000).fill('ㄹㅇ').join(' ');
    let hits: ReturnType<typeof search> = [];
    // One search of the one term (and a second, with typos allowed, as for the word once: few pages).
    expect(termSearches(() => (hits = search(index, hostile)))).toBe(termSearches(() => search(index, 'ㄹㅇ')));
    expect(hits.map((hit) => hit.url)).toEqual(search(index, 'ㄹㅇ').map((hit) => hit.url));
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/1', '/docs/2']);
  });

  it('searches at most MAX_QUERY_TERMS terms, MAX_FUZZY_TERMS of them with typos', () => {
    const letters = 'bcdfghjklmnpqrstvwxz';
    // Words found nowhere: typos from the first pass on, so one pass, with typos for the first MAX_FUZZY_TERMS.
    const words = Array.from({length: 400}, (_, i) => `zq${letters[i % 20]}${letters[Math.floor(i / 20) % 20]}wxy`);
    const fuzzy: number[] = [];
    const spy = vi.spyOn(MiniSearch.prototype as unknown as {executeQuerySpec: (query: {fuzzy: unknown}) => unknown}, 'executeQuerySpec');
    search(index, words.join(' '));
    for (const [query] of spy.mock.calls) if (query.fuzzy) fuzzy.push(1);
    expect(spy.mock.calls.length).toBe(MAX_QUERY_TERMS);
    expect(fuzzy.length).toBe(MAX_FUZZY_TERMS);
  });

  it('searches the terms in order while what they reach stays within MAX_QUERY_REACH, the first always', () => {
    // Each of these words is in the text of every section.
    const common = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
    const sections = Array.from({length: 1000}, (_, i) => doc(i + 1, `Section ${i}`, common.join(' ')));
    const big = createIndex(sections);
    const perTerm = sections.length; // one field (text) of every section
    expect(termsWithinReach(big, common)).toBe(Math.floor(MAX_QUERY_REACH / perTerm));
    expect(termSearches(() => search(big, common.join(' ')))).toBe(Math.floor(MAX_QUERY_REACH / perTerm));
    // A first term over the limit alone is searched, alone.
    const huge = createIndex(Array.from({length: MAX_QUERY_REACH + 1}, (_, i) => doc(i + 1, 'x', 'alpha bravo')));
    expect(termsWithinReach(huge, ['alpha', 'bravo'])).toBe(1);
  });
});

describe('snippets of a hostile query', () => {
  const text = DOCS[0].text;

  it('reads the text once for all the initials typed, however many times they are repeated', () => {
    const hostile = Array(2000).fill('ㄹㅇ').join(' ');
    needlesOf('ㄹㅇ', [], text); // the query's own parse, once for each query, out of the count
    parseQuery(hostile);
    const scans = vi.spyOn(RegExp.prototype, Symbol.matchAll);
    const needles = needlesOf(hostile, [], text);
    expect(scans.mock.calls.length).toBeLessThanOrEqual(1);
    scans.mockRestore();
    expect(needles).toEqual(needlesOf('ㄹㅇ', [], text));
    expect(snippet(text, needles).filter((part) => part.match).map((part) => part.text)).toEqual(['레이아웃', '레이아웃']);
  });
});
