import {describe, expect, it} from 'vitest';
import {createIndex, pagesOf, searchPages} from '../../../src/search/search-index';
import {sectionDoc} from './section-doc';

// How Korean readers type what the docs write otherwise: a wrong syllable in a longer word, and
// a pair of words written as one. And the blog, which tells the story of what the docs answer.

const doc = sectionDoc;

const DOCS = [
  doc(1, '단축키', '키보드로 편집하는 방법입니다.'),
  doc(2, '경로 추적', '두 자산 사이의 최단 경로를 찾고 홉 수를 셉니다.'),
  doc(3, '관계 분석', '연결을 세 단계로 나눕니다.'),
  doc(4, '배치', '자산을 존과 CBS 안에 놓습니다.'),
];

describe('Korean as readers type it', () => {
  const index = createIndex(DOCS);

  it('finds a word of three syllables or more typed with one syllable wrong', () => {
    expect(pagesOf(searchPages(index, '단측키'))[0]).toBe('/docs/1');
    expect(pagesOf(searchPages(index, '관게분석'))[0]).toBe('/docs/3');
  });

  it('takes no two-syllable word for a typo: one wrong syllable of two is another word', () => {
    expect(pagesOf(searchPages(index, '배추'))).toEqual([]);
  });

  it('finds two words written as one, the way the docs space them', () => {
    expect(pagesOf(searchPages(index, '홉수'))[0]).toBe('/docs/2');
    // A word the docs have as one is searched as it is, not split.
    expect(pagesOf(searchPages(index, '경로'))).toEqual(['/docs/2']);
  });
});

describe('the blog', () => {
  it('gives way to the docs page that matches as well', () => {
    const index = createIndex([doc(1, '버전 저장', '버전을 저장하는 방법', 'blog'), doc(2, '버전 저장', '버전을 저장하는 방법')]);
    expect(pagesOf(searchPages(index, '버전 저장'))).toEqual(['/docs/2', '/docs/1']);
  });
});
