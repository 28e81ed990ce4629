// The messages' language (packages/palito/src/cli/locale.ts): LC_ALL, then LC_MESSAGES, then LANG,
// the first one set; Korean for ko*, English for everything else.

import {describe, expect, it} from 'vitest';
import {isLocale, systemLocale} from '../../../packages/palito/src/cli/locale';

describe('systemLocale', () => {
  it('is Korean for a Korean locale, English otherwise', () => {
    expect(systemLocale({LANG: 'ko_KR.UTF-8'})).toBe('ko');
    expect(systemLocale({LANG: 'ko'})).toBe('ko');
    expect(systemLocale({LANG: 'en_US.UTF-8'})).toBe('en');
    expect(systemLocale({LANG: 'C'})).toBe('en');
    expect(systemLocale({})).toBe('en');
    expect(systemLocale({LANG: 'kok_IN'})).toBe('en');
  });

  it('takes LC_ALL over LC_MESSAGES over LANG, skipping empty ones', () => {
    expect(systemLocale({LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'ko_KR.UTF-8', LANG: 'ko_KR.UTF-8'})).toBe('en');
    expect(systemLocale({LC_MESSAGES: 'ko_KR.UTF-8', LANG: 'en_US.UTF-8'})).toBe('ko');
    expect(systemLocale({LC_ALL: '', LANG: 'ko_KR.UTF-8'})).toBe('ko');
  });
});

describe('isLocale', () => {
  it('knows ko and en only', () => {
    expect(['ko', 'en', 'fr', '', undefined].map(isLocale)).toEqual([true, true, false, false, false]);
  });
});
