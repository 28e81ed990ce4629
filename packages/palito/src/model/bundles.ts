// A dense group's bundle stands for the links among its assets. The canvas and the exports share
// when it is drawn, so that the files show what the screen shows.

import type {LayoutBundle} from '../engine';

/** With every asset of a bundle hidden there is nothing left for it to join: it is not drawn either. */
export function isBundleHidden(bundle: Pick<LayoutBundle, 'nodeIds'>, hidden: ReadonlySet<string>): boolean {
  return bundle.nodeIds.every((id) => hidden.has(id));
}
