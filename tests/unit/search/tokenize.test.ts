import {describe, expect, it} from 'vitest';
import {getChoseong} from 'es-hangul';
import {bigrams, choseongTerms, initialsOf, stripParticle, tokenize} from '../../../src/search/tokenize';

describe('tokenize', () => {
  it('gives a Korean word, its stem without the particle, and its syllable pairs', () => {
    expect(tokenize('레이아웃을')).toEqual(['레이아웃을', '레이아웃', '레이', '이아', '아웃', '웃을']);
    expect(tokenize('존에서')).toEqual(['존에서', '존', '존에', '에서']);
  });

  it('makes a compound and its spaced form share their pairs', () => {
    const joined = new Set(tokenize('관계분석'));
    for (const term of tokenize('관계 분석')) expect(joined.has(term)).toBe(true);
  });

  it('splits an English term from the Korean particle after it, which is no term', () => {
    expect(tokenize('CSV를 불러오기')).toEqual(['csv', '불러오기', '불러', '러오', '오기']);
  });

  it('keeps an API name whole and gives its camelCase parts', () => {
    expect(tokenize('getAllNodes()')).toEqual(['getallnodes', 'get', 'all', 'nodes']);
    expect(tokenize('SVGExport')).toEqual(['svgexport', 'svg', 'export']);
  });

  it('keeps a run of initial consonants as typed', () => {
    expect(tokenize('ㄹㅇㅇ')).toEqual(['ㄹㅇㅇ']);
  });

  it('reads decomposed Hangul (NFD, as some systems type it) like composed Hangul', () => {
    expect(tokenize('레이아웃'.normalize('NFD'))).toEqual(tokenize('레이아웃'));
  });
});

describe('stripParticle', () => {
  it('cuts the longest particle, never a one-syllable word', () => {
    expect(stripParticle('존에서부터')).toBe('존');
    expect(stripParticle('노드는')).toBe('노드');
    expect(stripParticle('버전을')).toBe('버전');
    expect(stripParticle('존')).toBeUndefined();
    expect(stripParticle('레이아웃')).toBeUndefined();
  });
});

describe('bigrams and initial consonants', () => {
  it('pairs adjacent syllables', () => {
    expect(bigrams('드래그앤드롭')).toEqual(['드래', '래그', '그앤', '앤드', '드롭']);
  });

  it('gives the initials of each Korean word, of its stem too when it has a particle', () => {
    expect(choseongTerms('레이아웃을 바꾸기')).toEqual(['ㄹㅇㅇㅇ', 'ㄹㅇㅇㅇㅇ', 'ㅂㄲㄱ']);
    expect(choseongTerms('Zone View 단축키')).toEqual(['ㄷㅊㅋ']);
  });
});

describe('initialsOf', () => {
  it('is getChoseong for every Hangul syllable, and for a word', () => {
    for (let code = 0xac00; code <= 0xd7a3; code++) {
      const syllable = String.fromCharCode(code);
      if (initialsOf(syllable) !== getChoseong(syllable)) expect(initialsOf(syllable), syllable).toBe(getChoseong(syllable));
    }
    expect(initialsOf('레이아웃')).toBe('ㄹㅇㅇㅇ');
    expect(initialsOf('까똘')).toBe('ㄲㄸ');
  });
});
