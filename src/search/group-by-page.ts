// Results by page, as DocSearch shows them: a search finds sections, but a reader looks for a
// page, and one long page's sections would otherwise fill the first screen. Each page is listed
// once with its best sections beneath it. A page is ranked by its best section, plus a little for
// each other section that matches (a page that answers in several places is a better answer),
// times how much of the query the page covers: as Algolia ranks first by the words matched, a
// page with every word of `intra-cbs inter-zone` beats one that says `cbs` often. A page may also
// carry a rank in its front matter (`search_rank: 0.5`), as DocSearch's pageRank: a low-level
// reference of tables that holds every word somewhere gives way to the guide that explains it,
// and is still found first by its own names.

import type {SearchHit} from './search-index';

/** What each other matching section adds to a page's score, as a share of that section's score. */
export const OTHER_SECTIONS_WEIGHT = 0.05;
/** Other sections counted in a page's score: past these, a long page would win by length alone. */
const OTHER_SECTIONS_COUNTED = 3;
/** The power of the share of the query's words a page covers, in its score. */
export const COVERAGE_POWER = 1;

/** A kind of page's rank when its front matter gives none: the docs answer; the blog tells the story around them. */
export const KIND_RANK: Record<SearchHit['kind'], number> = {docs: 1, landing: 1, blog: 0.6};

export interface PageResult {
  /** The page's path, as SearchHit.page. */
  page: string;
  title: string;
  score: number;
  /** The page's matching sections, best first. */
  sections: SearchHit[];
}

function sectionScore(sections: readonly SearchHit[]): number {
  let score = sections[0].score;
  for (let i = 1; i <= OTHER_SECTIONS_COUNTED && i < sections.length; i++) score += OTHER_SECTIONS_WEIGHT * sections[i].score;
  return score;
}

/** The share of the query's words (each given as the terms that stand for it) that some section of the page matched. */
function coverageOf(sections: readonly SearchHit[], words: readonly string[][]): number {
  if (words.length < 2) return 1;
  const matched = new Set(sections.flatMap((hit) => hit.queryTerms));
  return words.filter((terms) => terms.some((term) => matched.has(term))).length / words.length;
}

/**
 * The hits (best first, as search() gives them) gathered by page, best page first; ties keep the
 * order of their best sections. `words`: the query's words, each as the terms that stand for it.
 */
export function groupByPage(hits: readonly SearchHit[], words: readonly string[][] = []): PageResult[] {
  const byPage = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const sections = byPage.get(hit.page);
    if (sections) sections.push(hit);
    else byPage.set(hit.page, [hit]);
  }
  const pages = [...byPage].map(([page, sections]) => ({
    page,
    title: sections[0].title,
    score: sectionScore(sections) * coverageOf(sections, words) ** COVERAGE_POWER * (sections[0].rank ?? KIND_RANK[sections[0].kind]),
    sections,
  }));
  return pages.sort((a, b) => b.score - a.score);
}
