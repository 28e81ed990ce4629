// Blog post dates are written without Intl in the site's locales (src/theme/BlogPostItem/Header/
// Info/format-date.ts): the result must be Intl's, as the theme wrote it, for every day.

import {describe, expect, it} from 'vitest';
import {formatPostDate} from '../../../src/theme/BlogPostItem/Header/Info/format-date';

const intl = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));

describe('formatPostDate', () => {
  for (const locale of ['ko', 'en']) {
    it(`writes every day of 2023-2027 as Intl does (${locale})`, () => {
      const wrong: string[] = [];
      for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) {
        const iso = new Date(t).toISOString();
        if (formatPostDate(iso, locale) !== intl(iso, locale)) wrong.push(`${iso}: ${formatPostDate(iso, locale)} / ${intl(iso, locale)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('reads the date in UTC, as the theme does (a post dated at midnight UTC stays on its day)', () => {
    expect(formatPostDate('2025-03-17T00:00:00.000Z', 'ko')).toBe('2025년 3월 17일');
    expect(formatPostDate('2025-03-17T23:59:59.000Z', 'en')).toBe('March 17, 2025');
  });

  it('leaves other locales to Intl', () => {
    expect(formatPostDate('2025-03-17T00:00:00.000Z', 'fr')).toBe(intl('2025-03-17T00:00:00.000Z', 'fr'));
  });
});
