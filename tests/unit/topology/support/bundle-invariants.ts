// The promises a layout keeps about bundles (dense groups drawn as one shape), checked from the
// outside like layout-invariants.ts: a list of violations, empty when all is well.

import {contains, overlaps} from '../../../../packages/palito/src/engine/layout/geometry/rects';
import type {TopologyLayout} from '../../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../../packages/palito/src/engine/model/types';

export function bundleViolations(layout: TopologyLayout, project: Project): string[] {
  const out: string[] = [];
  const groups = new Map(layout.groups.map((g) => [g.id, g]));
  const nodes = new Map(layout.nodes.map((n) => [n.id, n]));
  const projectNodes = new Map(project.nodes.map((n) => [n.id, n]));
  const bundleOf = new Map<string, string>();

  for (const bundle of layout.bundles) {
    if (projectNodes.has(bundle.id)) out.push(`bundle ${bundle.id} has an asset's id`);
    const cbs = groups.get(bundle.parentId);
    if (cbs?.kind !== 'cbs' || !contains(cbs, bundle)) out.push(`bundle ${bundle.id} outside its CBS ${bundle.parentId}`);
    for (const id of bundle.nodeIds) {
      if (bundleOf.has(id)) out.push(`asset ${id} in bundles ${bundleOf.get(id)} and ${bundle.id}`);
      bundleOf.set(id, bundle.id);
      const node = nodes.get(id);
      if (!node) out.push(`bundle ${bundle.id}: member ${id} not drawn`);
      else if (node.parentId !== bundle.parentId) out.push(`bundle ${bundle.id}: member ${id} in another CBS`);
      else if (!contains(bundle, node)) out.push(`bundle ${bundle.id}: member ${id} outside the bundle's rect`);
    }
  }
  // Assets outside a bundle keep out of its rect; bundles keep out of each other.
  for (const bundle of layout.bundles) {
    for (const node of layout.nodes) {
      if (node.parentId === bundle.parentId && bundleOf.get(node.id) !== bundle.id && overlaps(bundle, node)) {
        out.push(`asset ${node.id} overlaps bundle ${bundle.id}`);
      }
    }
    for (const other of layout.bundles) if (other !== bundle && overlaps(bundle, other)) out.push(`bundles ${bundle.id} and ${other.id} overlap`);
  }

  // Each bundle stands for exactly the links between its members; no LayoutEdge draws one of them.
  const linkCount = new Map<string, number>();
  const bundled = new Set<string>();
  for (const edge of project.edges) {
    const a = bundleOf.get(edge.source);
    if (edge.kind !== 'intra-cbs' || !a || a !== bundleOf.get(edge.target)) continue;
    linkCount.set(a, (linkCount.get(a) ?? 0) + 1);
    bundled.add(edge.id);
  }
  for (const bundle of layout.bundles) {
    if ((linkCount.get(bundle.id) ?? 0) !== bundle.linkCount) {
      out.push(`bundle ${bundle.id} says ${bundle.linkCount} links, the Project has ${linkCount.get(bundle.id) ?? 0}`);
    }
  }
  for (const edge of layout.edges) {
    for (const id of edge.edgeIds) if (bundled.has(id)) out.push(`edge ${id} drawn as a line and in a bundle`);
  }
  return out;
}
