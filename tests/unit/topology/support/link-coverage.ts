// No silent loss of a link (issue 9): every link of the Project that the view shows is drawn
// exactly once, as (or inside) one LayoutEdge, or stood for by the one bundle holding both its
// ends; nothing else is drawn. Checked from the outside, like layout-invariants.ts.

import type {TopologyLayout} from '../../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../../packages/palito/src/engine/model/types';

export function linkCoverageViolations(layout: TopologyLayout, project: Project): string[] {
  const out: string[] = [];
  const zoneOf = new Map(project.nodes.map((n) => [n.id, n.zoneId]));
  const shown = (id: string) => layout.view === 'all' || zoneOf.get(id) === layout.zoneId;
  const bundleOf = new Map<string, string>();
  for (const bundle of layout.bundles) for (const id of bundle.nodeIds) bundleOf.set(id, bundle.id);

  const drawn = new Map<string, number>();
  for (const edge of layout.edges) for (const id of edge.edgeIds) drawn.set(id, (drawn.get(id) ?? 0) + 1);
  for (const edge of project.edges) {
    const wanted = shown(edge.source) || shown(edge.target);
    const bundled = edge.kind === 'intra-cbs' && bundleOf.has(edge.source) && bundleOf.get(edge.source) === bundleOf.get(edge.target);
    const times = drawn.get(edge.id) ?? 0;
    drawn.delete(edge.id);
    if (!wanted && times) out.push(`link ${edge.id} is outside the view but drawn ${times} times`);
    else if (wanted && bundled && times) out.push(`link ${edge.id} is in a bundle and drawn ${times} times`);
    else if (wanted && !bundled && times !== 1) out.push(`link ${edge.id} drawn ${times} times`);
  }
  for (const id of drawn.keys()) out.push(`edge ${id} is no link of the Project`);
  return out;
}
