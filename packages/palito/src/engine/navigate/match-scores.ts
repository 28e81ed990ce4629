// How well one word of a query matches a field, before the field's weight (asset-text.ts's
// WEIGHTS): the whole text, its start, a word's start, anywhere in it, the initial consonants of a
// Korean word (from its start, inside, in order), a word with one letter wrong.

import {MAX_WEIGHT} from './asset-text';

export const SCORES = {whole: 100, start: 80, wordStart: 60, inside: 40, choseongStart: 50, choseongInside: 30, choseongInOrder: 25, oneEdit: 20} as const;

/**
 * The most a match of any kind but the whole text or its start can score, in any field. A match at
 * a field's start that scores more outranks every match of those other kinds (field-starts.ts).
 */
export const BEST_OF_OTHER_KINDS = MAX_WEIGHT * Math.max(SCORES.wordStart, SCORES.inside, SCORES.choseongStart, SCORES.choseongInside, SCORES.choseongInOrder, SCORES.oneEdit);
