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

describe("a page's search_rank", () => {
  it('scales its score, so a reference page gives way to the guide but still wins on its own name', () => {
    const docs: SearchDocument[] = [
      {id: 0, url: '/guide', page: '/guide', title: 'Graph style', heading: 'Layout direction', text: 'Set the layout direction: top to bottom.', kind: 'docs'},
      {id: 1, url: '/ref', page: '/ref', title: 'createLayoutClient', heading: 'LayoutOptions', text: 'direction: the layout direction of every layout.', kind: 'docs', rank: 0.5},
    ];
    const index = createIndex(docs);
    expect(searchPages(index, 'layout direction')[0].page).toBe('/guide');
    expect(searchPages(index, 'createLayoutClient')[0].page).toBe('/ref');
    // Without the rank the reference, which says it all more often, came first.
    const unranked = createIndex(docs.map(({rank: _rank, ...doc}) => doc));
    expect(searchPages(unranked, 'layout direction')[0].page).toBe('/ref');
  });
});
