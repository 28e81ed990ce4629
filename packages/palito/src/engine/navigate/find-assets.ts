// Find an asset as one types: by id, name, IP, type or any property value; the whole value, its
// start, a word's start, anywhere in it, the initial consonants of its Korean words (ㄷㅇㅌ, and,
// in order from a word's first, ㄷㅂ for 데이터베이스), or a word of five letters or more with one
// letter wrong. Several words must all be found. The fields are read once per project
// (asset-text.ts, find-index.ts): a keystroke looks its words up there, then scores only the
// assets they can match; a one-word query that many assets match at the start of an id, name or IP
// is settled by those matches alone (field-starts.ts).

import type {Project} from '../model/types';
import {isChoseongOnly, WORD_BREAK, type AssetText, type FieldText} from './asset-text';
import {bestByStart} from './field-starts';
import {candidatesOf, findIndexOf, indexOfTexts, lettersInOrder, TYPO_MIN_LENGTH, type FindIndex, type Term} from './find-index';
import {SCORES} from './match-scores';
import {hasAstral, withinOneEdit} from './one-edit';
import {TopScores} from './top-scores';

export interface FindOptions {
  /** The most ids returned (default 20). */
  limit?: number;
}

export const DEFAULT_FIND_LIMIT = 20;

/** Asset ids, best first; none for an empty query. */
export function findAssets(project: Project, query: string, options: FindOptions = {}): string[] {
  const limit = Number.isInteger(options.limit) && options.limit! > 0 ? options.limit! : DEFAULT_FIND_LIMIT;
  const terms = termsOf(query);
  return terms.length ? findIn(readFindIndex(project), terms, limit) : [];
}

function findIn(index: FindIndex, terms: readonly Term[], limit: number): string[] {
  const byStart = terms.length === 1 ? bestByStart(index.texts, index.fieldStarts, terms[0].text, limit) : null;
  if (byStart) return byStart;
  const best = new TopScores(limit);
  // Candidates come in the code-point order of their ids, the order ties are broken in: once `limit`
  // are kept, a later one must score more than the last kept. With one word, the checks stop there
  // (a one-letter query matches nearly every asset, and most of them cannot get in).
  const oneWord = terms.length === 1;
  for (const candidate of candidatesOf(index, terms)) {
    const asset = index.texts[candidate];
    const score = scoreOf(asset, terms, oneWord ? best.bar() : 0);
    if (score > 0) best.offer(asset.id, score);
  }
  return best.ids();
}

/**
 * The project's find index (find-index.ts), read on the first question. The first index read also
 * answers a few queries of each kind on a slice of it: the first keystrokes would otherwise run
 * through thousands of assets in code the JavaScript engine has not compiled yet, several times
 * slower than every later one, or throw away compiled code for a path it had not seen (a typo of
 * another kind, a match at the start of an IP), which a trace found inside slow keystrokes.
 */
export function readFindIndex(project: Project): FindIndex {
  const index = findIndexOf(project);
  if (!warmedUp) {
    warmedUp = true;
    const sample = indexOfTexts(index.texts.slice(0, WARM_UP_ASSETS));
    for (const query of warmUpQueries(sample)) findIn(sample, termsOf(query), DEFAULT_FIND_LIMIT);
  }
  return index;
}

const WARM_UP_QUERIES = ['e', 'ㅇ', 'ㅇㅅ', 'swtich', 'a1'];
/** Enough of the project's assets for the engine to compile the code a keystroke runs, on a first read of a big project. */
const WARM_UP_ASSETS = 8000;
let warmedUp = false;

/**
 * The fixed queries, then queries made of the project's own text, so that the paths that find
 * something are taken too: the first letter and the first two of each field of an asset, and one
 * word of six letters or more with each kind of typo (a letter replaced, left out, added, two
 * swapped, each still long enough to be read as a typo).
 */
function warmUpQueries(sample: FindIndex): string[] {
  const queries = [...WARM_UP_QUERIES];
  for (const field of sample.texts[0]?.fields ?? []) queries.push(field.text.slice(0, 1), field.text.slice(0, 2));
  const word = sample.typoWords.words.find((w) => w.length > TYPO_MIN_LENGTH && w[1] !== w[2] && !hasAstral(w));
  if (word) {
    const other = (letter: string) => (letter === 'x' ? 'y' : 'x');
    queries.push(word.slice(0, -1) + other(word[word.length - 1]), word.slice(0, 2) + word.slice(3), word.slice(0, 2) + 'x' + word.slice(2), word[0] + word[2] + word[1] + word.slice(3));
  }
  return queries;
}

/** The query's words, as compared. */
export function termsOf(query: string): Term[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/u)
    .filter(Boolean)
    .map((text) => ({text, afterBreak: WORD_BREAK + text, initials: isChoseongOnly(text), typo: text.length >= TYPO_MIN_LENGTH, astral: hasAstral(text)}));
}

/**
 * How well the asset matches every term (the sum of each term's best field); 0 when one term is not
 * found. With one term and a `bar`, 0 too when its score is not above the bar.
 */
export function scoreOf(asset: AssetText, terms: readonly Term[], bar = 0): number {
  let score = 0;
  for (const term of terms) {
    // Only initial consonants or a typo can match a word the asset's text does not hold.
    const held = asset.all.includes(term.text);
    const best = held || term.initials || term.typo ? bestField(asset.fields, term, held, terms.length === 1 ? bar : 0) : 0;
    if (!best) return 0;
    score += best;
  }
  return score;
}

/** The term's best score over the fields; 0 when none scores above `bar`. */
function bestField(fields: readonly FieldText[], term: Term, held: boolean, bar: number): number {
  let best = bar;
  for (const field of fields) best = Math.max(best, field.weight * matchScore(field, term, held, best / field.weight));
  return best > bar ? best : 0;
}

/**
 * The term's score in the field, 0 when it is not found or cannot score over `mustBeat` (the checks
 * go from the best score down); `held`: whether the asset's text holds the term anywhere.
 */
function matchScore(field: FieldText, term: Term, held: boolean, mustBeat: number): number {
  const {text, words, choseong} = field;
  const t = term.text;
  if (held) {
    if (SCORES.whole <= mustBeat) return 0;
    if (text === t) return SCORES.whole;
    if (SCORES.start <= mustBeat) return 0;
    if (text.startsWith(t)) return SCORES.start;
    if (SCORES.wordStart <= mustBeat) return 0;
    if (anyStartsWith(words, term)) return SCORES.wordStart;
    if (SCORES.inside <= mustBeat) return 0;
    if (text.includes(t)) return SCORES.inside;
  }
  if (term.initials && choseong) {
    if (SCORES.choseongStart <= mustBeat) return 0;
    if (anyStartsWith(choseong, term)) return SCORES.choseongStart;
    if (SCORES.choseongInside <= mustBeat) return 0;
    if (choseong.includes(t)) return SCORES.choseongInside;
    if (SCORES.choseongInOrder <= mustBeat) return 0;
    if (anyInOrder(choseong, t)) return SCORES.choseongInOrder;
  }
  if (SCORES.oneEdit <= mustBeat || !term.typo) return 0;
  if (anyOneEdit(words, t, term.astral || field.astral)) return SCORES.oneEdit;
  return 0;
}

// A field's words are one string (asset-text.ts): these look through it in place, without a copy
// per word, and with loops rather than closures: a keystroke asks them of every field of thousands
// of assets, and garbage is what the collector then stops the page for.
function anyStartsWith(words: string, term: Term): boolean {
  return words.startsWith(term.text) || words.includes(term.afterBreak);
}

/** Where the word starting at `from` ends (its WORD_BREAK, or the end). */
function wordEnd(words: string, from: number): number {
  const end = words.indexOf(WORD_BREAK, from);
  return end < 0 ? words.length : end;
}

/** A word whose first letter is the term's and that holds the term's letters in order (initial consonants are one unit each). */
function anyInOrder(words: string, t: string): boolean {
  for (let from = 0, to = 0; from < words.length; from = to + 1) {
    to = wordEnd(words, from);
    if (words[from] === t[0] && lettersInOrder(words, t, from, to)) return true;
  }
  return false;
}

function anyOneEdit(words: string, t: string, astral: boolean): boolean {
  for (let from = 0, to = 0; from < words.length; from = to + 1) {
    to = wordEnd(words, from);
    if (to - from >= TYPO_MIN_LENGTH && withinOneEdit(words.slice(from, to), t, astral)) return true;
  }
  return false;
}
