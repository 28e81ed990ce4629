/**
 * A post's date as `Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric',
 * timeZone: 'UTC'})` writes it in the site's two locales, without creating one: the first
 * DateTimeFormat a page creates loads the browser's locale data, 14-25 ms of main-thread work on
 * the test machine (55-100 ms on Lighthouse's phone), in the middle of hydrating a blog page.
 * Other locales still go through Intl. format-date.test.ts compares the two for every day of
 * several years.
 */
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatPostDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  if (locale === 'ko') return `${year}년 ${month + 1}월 ${day}일`;
  if (locale === 'en') return `${EN_MONTHS[month]} ${day}, ${year}`;
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(date);
}
