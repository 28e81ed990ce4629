import {describe, expect, it} from 'vitest';
import {favourPhrases, PHRASE_BONUS, PHRASE_HITS} from '../../../src/search/nearness';
import {asksForReference, favourReference, isReferencePage, REFERENCE_BOOST} from '../../../src/search/reference-words';
import {createIndex, pagesOf, searchPages, type SearchDocument} from '../../../src/search/search-index';

// What BM25 does not see: words side by side as the reader typed them, and a query that asks for
// the API reference (src/search/nearness.ts, src/search/reference-words.ts).

const scored = (text: string, score = 10) => ({score, title: 'T', heading: 'H', text});
const page = (id: number, path: string, title: string, text: string): SearchDocument => ({id, url: path, page: path, title, heading: title, text, kind: 'docs'});

describe('favourPhrases', () => {
  it('raises a section that holds the words side by side, in proportion to the pairs it holds', () => {
    const apart = scored('헤더가 있는 행을 다 읽고 나면 경고는 없습니다');
    const both = scored('파일에 헤더 행이 없습니다');
    const one = scored('헤더 행이 비었고, 없습니다');
    favourPhrases([apart, both, one], ['헤더', '행이', '없습니다']);
    expect(apart.score).toBe(10);
    expect(both.score).toBeCloseTo(10 * (1 + PHRASE_BONUS));
    expect(one.score).toBeCloseTo(10 * (1 + PHRASE_BONUS / 2));
  });

  it('lets the first word end in a particle or a plural, and a mark stand between', () => {
    const korean = scored('레이아웃을 방향으로 정합니다');
    const english = scored('Layouts, direction and spacing');
    favourPhrases([korean], ['레이아웃', '방향']);
    favourPhrases([english], ['layout', 'direction']);
    expect(korean.score).toBeGreaterThan(10);
    expect(english.score).toBeGreaterThan(10);
  });

  it('does nothing for one word, and reads only the best PHRASE_HITS hits', () => {
    const alone = scored('레이아웃 방향');
    favourPhrases([alone], ['레이아웃']);
    expect(alone.score).toBe(10);
    const hits = Array.from({length: PHRASE_HITS + 1}, () => scored('layout direction'));
    favourPhrases(hits, ['layout', 'direction']);
    expect(hits[PHRASE_HITS - 1].score).toBeGreaterThan(10);
    expect(hits[PHRASE_HITS].score).toBe(10);
  });

  it('puts the section with the phrase first where the words alone tie', () => {
    const index = createIndex([page(1, '/docs/1', '오류', '없습니다 행이 헤더'), page(2, '/docs/2', '오류', '헤더 행이 없습니다')]);
    expect(pagesOf(searchPages(index, '헤더 행이 없습니다'))[0]).toBe('/docs/2');
  });
});

describe('favourReference', () => {
  it('reads a word that asks for the API reference, with a particle, in either language', () => {
    expect(asksForReference(['경로', '추적', '함수'])).toBe(true);
    expect(asksForReference(['코드로', '선택하기'])).toBe(true);
    expect(asksForReference(['trace', 'hook'])).toBe(true);
    expect(asksForReference(['경로', '추적'])).toBe(false);
  });

  it('knows the API pages of both locales by their path', () => {
    expect(isReferencePage('/docs/api/hooks/trace')).toBe(true);
    expect(isReferencePage('/en/docs/api/types/node')).toBe(true);
    expect(isReferencePage('/docs/intro/guides/basic-usage-9')).toBe(false);
    expect(isReferencePage('/blog/docs/api/x')).toBe(false);
  });

  it('raises the API pages only when the query asks for them', () => {
    const hits = () => [{score: 10, page: '/docs/intro/guides/x'}, {score: 10, page: '/docs/api/hooks/x'}];
    const asked = hits();
    favourReference(asked, ['추적', '함수']);
    expect(asked.map((hit) => hit.score)).toEqual([10, 10 * REFERENCE_BOOST]);
    const not = hits();
    favourReference(not, ['추적']);
    expect(not.map((hit) => hit.score)).toEqual([10, 10]);
  });

  it('puts the API page before the guide that says the same, when the query names a function', () => {
    // The guide says it a little better; the query's 함수 is in neither page.
    const index = createIndex([
      page(1, '/docs/intro/guide', '경로 추적', '두 자산 사이의 경로를 추적합니다. 경로는 강조됩니다.'),
      page(2, '/docs/api/hooks/trace', '경로 추적', '두 자산 사이의 경로를 추적합니다.'),
    ]);
    expect(pagesOf(searchPages(index, '경로 추적'))[0]).toBe('/docs/intro/guide');
    expect(pagesOf(searchPages(index, '경로 추적 함수'))[0]).toBe('/docs/api/hooks/trace');
  });
});
