// Words side by side as the reader typed them. MiniSearch scores each word on its own (BM25 knows
// no positions), so a section that says `헤더 행이 없습니다` or `layout direction` as a phrase scored
// no better than one with the same words pages apart. The best hits' stored text is read for each
// pair of neighbouring words, as Algolia's proximity rule and a phrase boost do.

import {wordStem} from './tokenize';

/** A section with every neighbouring pair of the query's words side by side scores this much more, in proportion. */
export const PHRASE_BONUS = 0.6;
/** The best hits read for phrases: the ones that can reach the first screen. */
export const PHRASE_HITS = 50;
/** Between two words: the first one's ending (a particle, a plural), then a space or a mark. */
const BETWEEN = '[\\p{L}]{0,3}[\\s·,./:-]{0,2}';

export interface Scored {
  score: number;
  title: string;
  heading: string;
  text: string;
}

/** One pattern per pair of neighbouring words (their stems for Korean): the query's words are letters, digits and `_` only. */
function pairPatterns(words: readonly string[]): RegExp[] {
  const stems = words.map(wordStem);
  const patterns: RegExp[] = [];
  for (let i = 0; i + 1 < stems.length; i++) patterns.push(new RegExp(`${stems[i]}${BETWEEN}${stems[i + 1]}`, 'u'));
  return patterns;
}

/** Raises the score of the best hits that hold the query's words side by side; `words`: the query's words, lower-cased, in order. */
export function favourPhrases(hits: readonly Scored[], words: readonly string[]): void {
  if (words.length < 2) return;
  const patterns = pairPatterns(words);
  for (const hit of hits.slice(0, PHRASE_HITS)) {
    const text = `${hit.title}\n${hit.heading}\n${hit.text}`.toLowerCase();
    const found = patterns.filter((pattern) => pattern.test(text)).length;
    if (found) hit.score *= 1 + (PHRASE_BONUS * found) / patterns.length;
  }
}
