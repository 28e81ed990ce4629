// What pages need to know about the search index without loading MiniSearch (first load stays light).

/** The index of a locale, beside its pages: `/search-index.json`, `/en/search-index.json`. */
export const INDEX_FILE = 'search-index.json';
/**
 * Results are pages, each with its best sections beneath it (group-by-page.ts). Each section shown
 * has its snippet made, which reads its whole text: the limits keep a keystroke's work as it was
 * when the lists showed 8 and 50 sections.
 */
export interface ResultLimits {
  pages: number;
  sectionsPerPage: number;
}
/** The navbar's list: a short look. */
export const DROPDOWN_LIMITS: ResultLimits = {pages: 5, sectionsPerPage: 2};
/** The search page (/search?q=). */
export const RESULTS_PAGE_LIMITS: ResultLimits = {pages: 25, sectionsPerPage: 2};
/**
 * At most one search per this many ms: a keystroke after a pause searches at once (results within
 * the 50 ms budget); fast typing is gathered into one search per gap, the last keystroke's.
 */
export const SEARCH_GAP_MS = 60;
/**
 * Characters of a query that are searched (src/search/query.ts), and what the search boxes take:
 * a long sentence fits; a longer paste is cut there.
 */
export const MAX_QUERY_LENGTH = 500;
