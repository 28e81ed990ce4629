/**
 * Names and addresses used across the site. Each one is defined once here and
 * read by the config, the footer and the pages, so a rename is a one-line change.
 *
 * Korean and English spellings live side by side; `pick()` chooses by locale.
 */
export type Localized = {ko: string; en: string};

export const SITE_VERSION = '0.0.0';
export const COPYRIGHT_YEAR = 2025;

export const COMPANY_NAME: Localized = {
  ko: '팔리토랩스(주)',
  en: 'Palito Labs Inc.',
};

export const RESEARCH_CENTER_NAME: Localized = {
  ko: '한빛대학교 네트워크시스템연구센터',
  en: 'Hanbit University Network Systems Research Center',
};

/** The source repository. Forks and mirrors set PALITO_REPO_URL at build time. */
export const DEFAULT_REPO_URL = 'https://github.com/palito-labs/palito';
export const REPO_URL: string = process.env.PALITO_REPO_URL || DEFAULT_REPO_URL;

/** Community places, linked from the footer. */
export const COMMUNITY_LINKS = {
  discussions: `${REPO_URL}/discussions`,
  issues: `${REPO_URL}/issues`,
  stackOverflow: 'https://stackoverflow.com/questions/tagged/palito',
} as const;

/** Bump the id whenever the text changes: readers who closed the old one see the new one. */
export const ANNOUNCEMENT_ID = 'palito-site-0-0-0-docs';

export function pick(value: Localized, locale: string | undefined): string {
  return locale === 'en' ? value.en : value.ko;
}
