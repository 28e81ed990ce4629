// Links as unordered pairs of asset ids: the same link whichever end the file names first.

import type {Edge} from '../model/types';
import type {LinkPair} from './types';

/** One key per unordered pair, whatever characters the ids hold. */
function pairKey(a: string, b: string): string {
  return JSON.stringify(a < b ? [a, b] : [b, a]);
}

/** The project's links by their unordered pair, each as the file first named it. */
export function linksByPair(edges: readonly Edge[]): Map<string, LinkPair> {
  const links = new Map<string, LinkPair>();
  for (const edge of edges) {
    const key = pairKey(edge.source, edge.target);
    if (!links.has(key)) links.set(key, [edge.source, edge.target]);
  }
  return links;
}

/** The links of `from` whose pair `other` does not have, in `from`'s order. */
export function linksMissingFrom(from: Map<string, LinkPair>, other: Map<string, LinkPair>): LinkPair[] {
  return [...from].filter(([key]) => !other.has(key)).map(([, pair]) => pair);
}
