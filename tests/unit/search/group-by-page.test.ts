import {describe, expect, it} from 'vitest';
import {groupByPage, OTHER_SECTIONS_WEIGHT} from '../../../src/search/group-by-page';
import {createIndex, pagesOf, searchPages, type SearchDocument, type SearchHit} from '../../../src/search/search-index';

const hit = (page: string, heading: string, score: number): SearchHit =>
  ({id: `${page}#${heading}`, page, url: `${page}#${heading}`, title: page, heading, text: '', kind: 'docs', score, terms: [], queryTerms: [], match: {}}) as SearchHit;

describe('groupByPage', () => {
  it('lists each page once, its sections beneath it best first', () => {
    const pages = groupByPage([hit('/a', 'one', 10), hit('/a', 'two', 9), hit('/b', 'intro', 8), hit('/a', 'three', 7)]);
    expect(pages.map((p) => p.page)).toEqual(['/a', '/b']);
    expect(pages[0].sections.map((s) => s.heading)).toEqual(['one', 'two', 'three']);
    expect(pages[0].title).toBe('/a');
  });

  it('ranks a page by its best section plus a little for the others', () => {
    // /b's best section is a little worse than /a's only one, but /b answers in three places.
    const pages = groupByPage([hit('/a', 'one', 10), hit('/b', 'one', 9.8), hit('/b', 'two', 5), hit('/b', 'three', 5)]);
    expect(pages.map((p) => p.page)).toEqual(['/b', '/a']);
    expect(pages[0].score).toBeCloseTo(9.8 + OTHER_SECTIONS_WEIGHT * 10);
    // Far behind, the others do not lift it.
    expect(groupByPage([hit('/a', 'one', 10), hit('/b', 'one', 5), hit('/b', 'two', 5), hit('/b', 'three', 5)]).map((p) => p.page)).toEqual(['/a', '/b']);
  });

  it('counts only a few other sections, so a long page does not win by length', () => {
    const long = Array.from({length: 40}, (_, i) => hit('/long', `s${i}`, i === 0 ? 8 : 4));
    expect(groupByPage([hit('/short', 'one', 10), ...long]).map((p) => p.page)).toEqual(['/short', '/long']);
  });

  it('is what the recall is measured on: one long page no longer fills the first five', () => {
    const docs: SearchDocument[] = [
      ...Array.from({length: 6}, (_, i) => ({id: i, url: `/guide#v${i}`, page: '/guide', title: '버전 관리', heading: `버전 ${i}`, text: '버전을 저장합니다', kind: 'docs' as const})),
      {id: 10, url: '/api/version', page: '/api/version', title: 'Version', heading: 'Version', text: '버전의 모양', kind: 'docs'},
    ];
    const pages = pagesOf(searchPages(createIndex(docs), '버전'));
    expect([...pages].sort()).toEqual(['/api/version', '/guide']);
  });
});
