// What a keystroke searches before it compares: every asset's text in one string (the engine's
// indexOf runs through it far faster than a loop over thousands of strings), and the distinct words
// and initial-consonant words of the project, each with the assets that hold it. A query word is
// looked up there once, and only the assets it can match are scored (find-assets.ts): a keystroke
// costs what its matches cost, not what the project's size does. The assets are in the code-point
// order of their ids, the order find breaks ties in, so candidates come in that order too. Kept
// while the project is the same object, as asset-text.ts's reading is.

import type {Project} from '../model/types';
import {assetTexts, forEachWord, type AssetText} from './asset-text';
import {codePointRanks} from './code-points';
import {fieldStartsOf, type FieldStarts} from './field-starts';
import {firstTwoKey, lastTwoKey} from './letter-keys';
import {hasAstral, withinOneEdit} from './one-edit';
import {listAt} from '../util/list-at';

export interface FindIndex {
  /** Each asset's text, in the code-point order of the ids. */
  texts: AssetText[];
  /** Every asset's `all`, in order, each after a SEPARATOR. */
  haystack: string;
  /** Where each asset's text starts in the haystack. */
  starts: Int32Array;
  /** Distinct words long enough to have a typo, and the assets holding each. */
  typoWords: TypoWords;
  /** Distinct initial-consonant words (getChoseong of each Hangul word), and the assets holding each. */
  choseongWords: Vocabulary;
  /** The fields a one-word query's first keystrokes are settled by (field-starts.ts). */
  fieldStarts: FieldStarts;
}

export interface Vocabulary {
  words: string[];
  astral: boolean[];
  assets: number[][];
}

/** A vocabulary whose words are also found by their first two letters and by their last two (addTypos). */
export interface TypoWords extends Vocabulary {
  /** The words without an astral letter, by firstTwoKey and by lastTwoKey. */
  byFirstTwo: Map<number, number[]>;
  byLastTwo: Map<number, number[]>;
  /** The words with an astral letter (two units), where letters are not units: compared with every query. */
  astralWords: number[];
}

/** Never in a normalised, lower-cased value a query word can cross: query words have no control characters between their letters. */
export const SEPARATOR = '\u0000';
/** Words this long or longer may have one letter wrong. */
export const TYPO_MIN_LENGTH = 5;

const cache = new WeakMap<Project, {nodes: Project['nodes']; index: FindIndex}>();

export function findIndexOf(project: Project): FindIndex {
  const cached = cache.get(project);
  if (cached && cached.nodes === project.nodes) return cached.index;
  const texts = assetTexts(project);
  const inOrder: AssetText[] = new Array(texts.length);
  codePointRanks(texts.map((text) => text.id)).forEach((place, i) => (inOrder[place] = texts[i]));
  const index = indexOfTexts(inOrder);
  cache.set(project, {nodes: project.nodes, index});
  return index;
}

/** The index of these texts, in their order. */
export function indexOfTexts(texts: AssetText[]): FindIndex {
  const starts = new Int32Array(texts.length);
  const parts: string[] = [];
  let offset = 0;
  const typoWords = vocabulary();
  const choseongWords = vocabulary();
  texts.forEach((text, i) => {
    parts.push(SEPARATOR, text.all);
    starts[i] = offset + 1;
    offset += 1 + text.all.length;
    for (const field of text.fields) {
      forEachWord(field.words, (word) => word.length >= TYPO_MIN_LENGTH && typoWords.add(word, i));
      forEachWord(field.choseong, (word) => choseongWords.add(word, i));
    }
  });
  return {texts, haystack: parts.join(''), starts, typoWords: byLetters(typoWords.done()), choseongWords: choseongWords.done(), fieldStarts: fieldStartsOf(texts)};
}

function byLetters(vocabulary: Vocabulary): TypoWords {
  const byFirstTwo = new Map<number, number[]>();
  const byLastTwo = new Map<number, number[]>();
  const astralWords: number[] = [];
  vocabulary.words.forEach((word, w) => {
    if (vocabulary.astral[w]) return void astralWords.push(w);
    listAt(byFirstTwo, firstTwoKey(word)).push(w);
    listAt(byLastTwo, lastTwoKey(word)).push(w);
  });
  return {...vocabulary, byFirstTwo, byLastTwo, astralWords};
}

function vocabulary() {
  const byWord = new Map<string, number[]>();
  return {
    add(word: string, asset: number) {
      const assets = byWord.get(word);
      if (!assets) byWord.set(word, [asset]);
      // An asset's words are added one asset at a time: a repeat is the last one added.
      else if (assets[assets.length - 1] !== asset) assets.push(asset);
    },
    done(): Vocabulary {
      const words = [...byWord.keys()];
      return {words, astral: words.map(hasAstral), assets: [...byWord.values()]};
    },
  };
}

/** The index of the asset whose text holds the haystack's position `at`. */
export function assetAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A query word as find compares it. */
export interface Term {
  text: string;
  /** WORD_BREAK and the text: a word of a field's `words` that starts with the text follows a break, or starts them. */
  afterBreak: string;
  /** Hangul consonants alone: compared with initial consonants. */
  initials: boolean;
  /** Long enough to have one letter wrong. */
  typo: boolean;
  astral: boolean;
}

/**
 * The assets that can match every term: the term is in their text, or (consonants alone) in order
 * in one of their initial-consonant words, or (five letters or more) one letter from one of their
 * words. A superset of what scores (find-assets.ts scores each), as indexes into `texts`, in order.
 */
export function candidatesOf(index: FindIndex, terms: readonly Term[]): Int32Array {
  // marks[asset]: how many terms in a row, from the first, the asset has matched so far. One
  // buffer per index, cleared per question: a keystroke allocates nothing per asset.
  const {marks, found} = scratchOf(index);
  marks.fill(0);
  let count = 0;
  let inOrder = true;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    count = 0;
    let last = -1;
    const add = (asset: number) => {
      if (marks[asset] !== t) return;
      marks[asset] = t + 1;
      found[count++] = asset;
      if (asset < last) inOrder = false;
      last = asset;
    };
    addHolders(index, term.text, add);
    if (term.initials) addInitials(index.choseongWords, term.text, add);
    if (term.typo) addTypos(index.typoWords, term, add);
    if (!count) return new Int32Array(0);
  }
  // The text search finds them in order; consonants and typos may add theirs after.
  const candidates = found.slice(0, count);
  return inOrder ? candidates : candidates.sort();
}

const scratch = new WeakMap<FindIndex, {marks: Int32Array; found: Int32Array}>();

function scratchOf(index: FindIndex): {marks: Int32Array; found: Int32Array} {
  let buffers = scratch.get(index);
  if (!buffers) scratch.set(index, (buffers = {marks: new Int32Array(index.texts.length), found: new Int32Array(index.texts.length)}));
  return buffers;
}

function addHolders({haystack, starts}: FindIndex, text: string, add: (asset: number) => void): void {
  let at = haystack.indexOf(text);
  while (at !== -1) {
    const asset = assetAt(starts, at);
    add(asset);
    // One hit per asset: the search goes on from the next asset's text.
    if (asset + 1 >= starts.length) break;
    at = haystack.indexOf(text, starts[asset + 1]);
  }
}

function addInitials({words, assets}: Vocabulary, text: string, add: (asset: number) => void): void {
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (word.includes(text) || (word[0] === text[0] && lettersInOrder(word, text))) for (const asset of assets[w]) add(asset);
  }
}

/**
 * The assets holding a word one letter from the term. Such a word starts with the term's first half
 * or ends with its second, the letter between them left out, as one edit changes one of those three
 * parts and leaves the other two: only the words that do are compared, found by their first two
 * letters and their last two, with the words whose letters are not all one unit each.
 */
function addTypos({words, assets, byFirstTwo, byLastTwo, astralWords}: TypoWords, term: Term, add: (asset: number) => void): void {
  const t = term.text;
  const addIfTypo = (w: number, astral: boolean) => {
    if (withinOneEdit(words[w], t, astral)) for (const asset of assets[w]) add(asset);
  };
  if (term.astral) {
    for (let w = 0; w < words.length; w++) addIfTypo(w, true);
    return;
  }
  const half = t.length >> 1;
  const head = t.slice(0, half);
  const tail = t.slice(half + 1);
  for (const w of byFirstTwo.get(firstTwoKey(head)) ?? []) if (words[w].startsWith(head)) addIfTypo(w, false);
  for (const w of byLastTwo.get(lastTwoKey(tail)) ?? []) if (words[w].endsWith(tail) && !words[w].startsWith(head)) addIfTypo(w, false);
  for (const w of astralWords) addIfTypo(w, true);
}

/**
 * Whether the letters of `part` appear in `text` from `from` to `to` in order, others between them
 * (by UTF-16 unit: initial consonants, which is what it is asked of, are one unit each).
 */
export function lettersInOrder(text: string, part: string, from = 0, to = text.length): boolean {
  let i = 0;
  for (let k = from; k < to && i < part.length; k++) if (text[k] === part[i]) i++;
  return i === part.length;
}
