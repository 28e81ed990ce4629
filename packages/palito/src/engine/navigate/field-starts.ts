// The first keystrokes of a query match thousands of assets (`1` is in every IP of a 10.x network,
// `a` in every id), most of them at the start of an id, a name or an IP. A match at the start of
// such a field outranks every match of another kind (match-scores.ts), so when there are enough of
// them to fill the list, the list is theirs. They are looked up here by the field's first letters,
// and the thousands of other assets are not scored: such a keystroke costs what its matches at a
// field's start cost, not what all of its matches do.

import type {AssetText} from './asset-text';
import {firstTwoKey} from './letter-keys';
import {BEST_OF_OTHER_KINDS, SCORES} from './match-scores';
import {TopScores} from './top-scores';
import {listAt} from '../util/list-at';

/** Where fields start with a letter, or with two: pairs of (asset, field), the asset's index in the find index and the field's in its fields, in asset order. */
export interface FieldStarts {
  byFirst: Map<number, number[]>;
  byFirstTwo: Map<number, number[]>;
}

/** Only a field whose whole text, matched, outranks every other kind of match can settle a list. */
function canOutrank(weight: number): boolean {
  return weight * SCORES.whole > BEST_OF_OTHER_KINDS;
}

export function fieldStartsOf(texts: readonly AssetText[]): FieldStarts {
  const byFirst = new Map<number, number[]>();
  const byFirstTwo = new Map<number, number[]>();
  for (let asset = 0; asset < texts.length; asset++) {
    const fields = texts[asset].fields;
    for (let field = 0; field < fields.length; field++) {
      const {text, weight} = fields[field];
      if (!text || !canOutrank(weight)) continue;
      listAt(byFirst, text.charCodeAt(0)).push(asset, field);
      if (text.length > 1) listAt(byFirstTwo, firstTwoKey(text)).push(asset, field);
    }
  }
  return {byFirst, byFirstTwo};
}

/**
 * The ids of the `limit` best assets for a query of one word, as scoring every asset would give
 * them, when at least `limit` assets match it at a field's start well enough to outrank any other
 * kind of match; null when fewer do (then every asset that can match is scored).
 */
export function bestByStart(texts: readonly AssetText[], starts: FieldStarts, term: string, limit: number): string[] | null {
  const pairs = term.length === 1 ? starts.byFirst.get(term.charCodeAt(0)) : starts.byFirstTwo.get(firstTwoKey(term));
  if (!pairs || pairs.length < 2 * limit) return null;
  const best = new TopScores(limit);
  // The pairs' fields start with the term's first two letters: a term of one or two starts them all.
  const mustCheck = term.length > 2;
  // An asset's pairs are next to each other: its score is its best field's.
  let asset = -1;
  let score = 0;
  for (let i = 0; i <= pairs.length; i += 2) {
    if (i === pairs.length || pairs[i] !== asset) {
      // Offered in the ids' order: one that only ties the last kept cannot get in.
      if (score > BEST_OF_OTHER_KINDS && score > best.bar()) best.offer(texts[asset].id, score);
      if (i === pairs.length) break;
      asset = pairs[i];
      score = 0;
    }
    const field = texts[asset].fields[pairs[i + 1]];
    if (!mustCheck || field.text.startsWith(term)) score = Math.max(score, field.weight * (field.text.length === term.length ? SCORES.whole : SCORES.start));
  }
  return best.full() ? best.ids() : null;
}
