// The overview of a big diagram: zoomed out, its links are drawn as one line per pair of CBS
// groups of a zone, and one per pair of zones for the links between zones (or a CBS group and
// another zone's stub, in Zone View), as wide as the number of links it stands for; links inside a
// CBS group are not drawn. A 5,000-asset diagram's thousands of lines become a few hundred: drawn
// CBS to CBS, the links between zones alone would make hundreds of thin lines across the view. Pure: built from the flow graph the canvas is given (moves, drags and
// hidden assets applied); CbsLinkLayer.tsx draws it.

import type {EdgeKind} from '../../../model';
import type {FlowEdge, FlowNode} from '../../../store';

export interface CbsLink {
  /** The two boxes' flow ids (CBS boxes, or zone boxes for links between zones), in the order met. */
  a: string;
  b: string;
  /** How many links it stands for. */
  count: number;
  /** Inter-zone when its links join two zones; else inter-CBS. */
  kind: Exclude<EdgeKind, 'intra-cbs'>;
}

/**
 * The boxes a link's end is drawn at: an asset's CBS box, and that box's zone. A stub (Zone View's
 * other zone) is its own box; a link to it starts at the asset's CBS box, since in Zone View the
 * zone box holds every CBS box and would hold both ends.
 */
function groupsOf(nodes: readonly FlowNode[]): {cbs: Map<string, string>; zone: Map<string, string>; stubs: Set<string>} {
  const parent = new Map<string, string | undefined>();
  for (const node of nodes) parent.set(node.id, node.parentId);
  const cbs = new Map<string, string>();
  const zone = new Map<string, string>();
  const stubs = new Set<string>();
  for (const node of nodes) {
    if (node.data.kind === 'stub') stubs.add(node.id);
    const box = node.data.kind === 'asset' && node.parentId ? node.parentId : node.id;
    cbs.set(node.id, box);
    zone.set(node.id, node.data.kind === 'stub' ? node.id : (parent.get(box) ?? box));
  }
  return {cbs, zone, stubs};
}

export function cbsLinks(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): CbsLink[] {
  const group = groupsOf(nodes);
  const hidden = new Set(nodes.filter((node) => node.hidden).map((node) => node.id));
  const links = new Map<string, CbsLink>();
  for (const edge of edges) {
    if (edge.hidden || hidden.has(edge.source) || hidden.has(edge.target)) continue;
    const toStub = group.stubs.has(edge.source) || group.stubs.has(edge.target);
    const ends = edge.data.kind === 'inter-zone' && !toStub ? group.zone : group.cbs;
    const a = ends.get(edge.source);
    const b = ends.get(edge.target);
    if (!a || !b || a === b) continue;
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    const link = links.get(key);
    if (link) link.count += 1;
    else {
      links.set(key, {a, b, count: 1, kind: edge.data.kind === 'inter-zone' ? 'inter-zone' : 'inter-cbs'});
    }
  }
  return [...links.values()];
}

/** The line's width on screen, in pixels: one link is a hairline, ten about six pixels, a hundred about eleven. */
export function cbsLinkWidth(count: number): number {
  return 1 + 1.5 * Math.log2(count);
}
