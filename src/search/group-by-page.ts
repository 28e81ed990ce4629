// Results by page, as DocSearch shows them: a search finds sections, but a reader looks for a
// page, and one long page's sections would otherwise fill the first screen. Each page is listed
// once, ranked by its best section plus a little for each other section that matches (a page
// that answers in several places is a better answer), with its best sections beneath it.

import type {SearchHit} from './search-index';

/** What each other matching section adds to a page's score, as a share of that section's score. */
export const OTHER_SECTIONS_WEIGHT = 0.05;
/** Other sections counted in a page's score: past these, a long page would win by length alone. */
const OTHER_SECTIONS_COUNTED = 3;

export interface PageResult {
  /** The page's path, as SearchHit.page. */
  page: string;
  title: string;
  score: number;
  /** The page's matching sections, best first. */
  sections: SearchHit[];
}

function scoreOf(sections: readonly SearchHit[]): number {
  let score = sections[0].score;
  for (let i = 1; i <= OTHER_SECTIONS_COUNTED && i < sections.length; i++) score += OTHER_SECTIONS_WEIGHT * sections[i].score;
  return score;
}

/** The hits (best first, as search() gives them) gathered by page, best page first; ties keep the order of their best sections. */
export function groupByPage(hits: readonly SearchHit[]): PageResult[] {
  const byPage = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const sections = byPage.get(hit.page);
    if (sections) sections.push(hit);
    else byPage.set(hit.page, [hit]);
  }
  const pages = [...byPage].map(([page, sections]) => ({page, title: sections[0].title, score: scoreOf(sections), sections}));
  return pages.sort((a, b) => b.score - a.score);
}
