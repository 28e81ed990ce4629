// An asset whose id changed looks like one removed and one added. The diff never matches them
// (an id is the asset's identity), but says when it looks like a rename: same name, same CBS.

import {problem, type Problem} from '../model/problem';
import type {Node} from '../model/types';
import {listAt} from '../util/list-at';

const placeAndName = (node: Node) => JSON.stringify([node.cbsId, node.name]);

/**
 * One `probably-renamed` warning per removed asset that an added one could be: the same name in
 * the same CBS group. Pairs are made in the files' order, each added asset used once. Placed on
 * the added asset's row; the params name both ids and both rows.
 */
export function renameHints(removed: readonly Node[], added: readonly Node[]): Problem[] {
  const candidates = new Map<string, Node[]>();
  for (const node of added) {
    const key = placeAndName(node);
    listAt(candidates, key).push(node);
  }
  const hints: Problem[] = [];
  for (const old of removed) {
    const next = candidates.get(placeAndName(old))?.shift();
    if (!next) continue;
    hints.push(problem('probably-renamed', {row: next.row}, {before: old.id, beforeRow: old.row, after: next.id, name: next.name}));
  }
  return hints;
}
