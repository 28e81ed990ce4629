// The snippet under a result: a window of the section's text around the first match, with every
// match in it marked. What is marked is what matched: the query's words (a Korean word without its
// particle), the index terms MiniSearch matched (`export` for `exprot`, `layout` for `lay`), and for
// initial consonants the words they are the initials of.

import {parseQuery} from './query';
import {initialsOf, isConsonants, isHangul, stripParticle, wordStem, WORD} from './tokenize';

export interface SnippetPart {
  text: string;
  match: boolean;
}

const SNIPPET_LENGTH = 160;
/** How much of the text before the first match the window keeps. */
const LEAD = 40;

/**
 * What to look for in the text, longest first. The query's words are those the search read, each
 * once (query.ts): a word repeated, or the rest of a long paste, costs nothing here.
 */
export function needlesOf(query: string, matchedTerms: readonly string[], text: string): string[] {
  const needles = new Set<string>();
  const {words} = parseQuery(query);
  // The text's Korean stems with their initials, read once for all the initials typed.
  const stems = words.some(isConsonants) ? koreanStems(text) : [];
  for (const term of words) {
    if (isConsonants(term)) {
      for (const {stem, initials} of stems) if (initials.startsWith(term)) needles.add(stem);
    } else needles.add(wordStem(term));
  }
  for (const term of matchedTerms) if (!isConsonants(term)) needles.add(term);
  const sorted = [...needles].filter(Boolean).sort((a, b) => b.length - a.length);
  // Two-syllable pairs only when no longer Korean needle is in the text (관계분석 against "관계 분석").
  const lower = text.toLowerCase();
  const longKorean = sorted.some((n) => isHangul(n) && n.length > 2 && lower.includes(n));
  return longKorean ? sorted.filter((n) => !(isHangul(n) && n.length === 2)) : sorted;
}

/** Each Korean word of a text without its particle, of two syllables or more, with its initials. */
function koreanStems(text: string): Array<{stem: string; initials: string}> {
  const stems: Array<{stem: string; initials: string}> = [];
  for (const [word] of text.matchAll(WORD)) {
    if (!isHangul(word)) continue;
    const stem = stripParticle(word) ?? word;
    if (stem.length >= 2) stems.push({stem, initials: initialsOf(stem)});
  }
  return stems;
}

/** The text around the first match (or its start), cut at spaces, matches marked. */
export function snippet(text: string, needles: readonly string[], length = SNIPPET_LENGTH): SnippetPart[] {
  const lower = text.toLowerCase();
  let first = -1;
  for (const needle of needles) {
    const at = lower.indexOf(needle);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  let start = first <= LEAD ? 0 : lower.lastIndexOf(' ', first - LEAD) + 1;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({text: '…', match: false});
  let at = start;
  // Where each needle is next found from `at` on (-1: nowhere), looked for again only once `at`
  // has passed it: every needle is read through the text once, not once per match.
  const nextOf = needles.map((needle) => lower.indexOf(needle, at));
  while (at < end) {
    let next = -1;
    let found = '';
    needles.forEach((needle, n) => {
      if (nextOf[n] >= 0 && nextOf[n] < at) nextOf[n] = lower.indexOf(needle, at);
      const i = nextOf[n];
      if (i >= 0 && i < end && (next < 0 || i < next || (i === next && needle.length > found.length))) {
        next = i;
        found = needle;
      }
    });
    if (next < 0) {
      parts.push({text: text.slice(at, end), match: false});
      break;
    }
    if (next > at) parts.push({text: text.slice(at, next), match: false});
    const stop = Math.min(end, next + found.length);
    parts.push({text: text.slice(next, stop), match: true});
    at = stop;
  }
  if (end < text.length) parts.push({text: '…', match: false});
  return parts;
}
