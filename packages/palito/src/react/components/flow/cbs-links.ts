// The overview of a big diagram: zoomed out, its links are drawn as one line per pair of CBS
// groups (or a CBS group and another zone's stub, in Zone View), as wide as the number of links
// it stands for; links inside a CBS group are not drawn. A 5,000-asset diagram's thousands of
// lines become a few hundred. Pure: built from the flow graph the canvas is given (moves, drags and
// hidden assets applied); CbsLinkLayer.tsx draws it.

import type {EdgeKind} from '../../../model';
import type {FlowEdge, FlowNode} from '../../../store';

export interface CbsLink {
  /** The two groups' flow ids, in the order met. */
  a: string;
  b: string;
  /** How many links it stands for. */
  count: number;
  /** Inter-zone when any of its links is (it then joins two zones); else inter-CBS. */
  kind: Exclude<EdgeKind, 'intra-cbs'>;
}

/** The group a line end is drawn in: an asset's CBS box; a stub (or anything without a parent) is its own. */
function groupsOf(nodes: readonly FlowNode[]): Map<string, string> {
  const group = new Map<string, string>();
  for (const node of nodes) group.set(node.id, node.data.kind === 'asset' && node.parentId ? node.parentId : node.id);
  return group;
}

export function cbsLinks(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): CbsLink[] {
  const group = groupsOf(nodes);
  const hidden = new Set(nodes.filter((node) => node.hidden).map((node) => node.id));
  const links = new Map<string, CbsLink>();
  for (const edge of edges) {
    if (edge.hidden || hidden.has(edge.source) || hidden.has(edge.target)) continue;
    const a = group.get(edge.source);
    const b = group.get(edge.target);
    if (!a || !b || a === b) continue;
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    const link = links.get(key);
    if (link) {
      link.count += 1;
      if (edge.data.kind === 'inter-zone') link.kind = 'inter-zone';
    } else {
      links.set(key, {a, b, count: 1, kind: edge.data.kind === 'inter-zone' ? 'inter-zone' : 'inter-cbs'});
    }
  }
  return [...links.values()];
}

/** The line's width on screen, in pixels: one link is a hairline, a hundred about eight pixels. */
export function cbsLinkWidth(count: number): number {
  return 1 + 1.5 * Math.log2(count);
}
