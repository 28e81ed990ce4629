import {describe, expect, it} from 'vitest';
import {needlesOf, snippet} from '../../../src/search/snippet';

const marked = (parts: ReturnType<typeof snippet>) => parts.filter((p) => p.match).map((p) => p.text);
const whole = (parts: ReturnType<typeof snippet>) => parts.map((p) => p.text).join('');

describe('snippet', () => {
  const text = '파일을 넣으면 자동으로 레이아웃을 계산합니다. 레이아웃은 존, CBS, 자산 순서로 쌓입니다.';

  it('marks every match of a Korean word typed with its particle', () => {
    const parts = snippet(text, needlesOf('레이아웃을', [], text));
    expect(marked(parts)).toEqual(['레이아웃', '레이아웃']);
    expect(whole(parts)).toBe(text);
  });

  it('marks the words whose initials were typed', () => {
    expect(marked(snippet(text, needlesOf('ㄹㅇㅇ', ['ㄹㅇㅇㅇ'], text)))).toEqual(['레이아웃', '레이아웃']);
  });

  it('marks the corrected word of a typo, as MiniSearch matched it', () => {
    const english = 'Export the diagram as SVG or PNG.';
    expect(marked(snippet(english, needlesOf('exprot', ['export'], english)))).toEqual(['Export']);
  });

  it('marks the parts of a compound written with a space', () => {
    const spaced = '관계 분석 단계에서 연결을 정리합니다.';
    expect(marked(snippet(spaced, needlesOf('관계분석', ['관계', '분석'], spaced)))).toEqual(['관계', '분석']);
  });

  it('starts a long text near the first match, cut at a space, with ellipses', () => {
    const long = `${'앞 문장입니다. '.repeat(30)}여기에 단축키 설명이 있습니다. ${'뒤 문장입니다. '.repeat(30)}`;
    const parts = snippet(long, needlesOf('단축키', [], long));
    expect(parts[0].text).toBe('…');
    expect(parts.at(-1)!.text).toBe('…');
    expect(marked(parts)).toEqual(['단축키']);
    expect(whole(parts).length).toBeLessThan(170);
  });
});
