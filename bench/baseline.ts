// The baseline the engine is measured against: ONE plain elkjs `layered` layout of the whole
// compound graph (zones > CBS groups > assets, every edge), hierarchy handling INCLUDE_CHILDREN,
// everything else at ELK's defaults. Same asset size as the engine; returned in the engine's
// TopologyLayout shape so the same quality figures and SVG apply.

import type {ElkExtendedEdge, ElkNode} from 'elkjs/lib/elk-api';
import ELK from 'elkjs/lib/elk.bundled.js';
import {DEFAULT_LAYOUT_OPTIONS, type LayoutGroup, type LayoutNode, type Project, type TopologyLayout} from 'palito/engine';

export function buildBaselineGraph(project: Project): ElkNode {
  const {nodeWidth, nodeHeight} = DEFAULT_LAYOUT_OPTIONS;
  const nodesByCbs = new Map<string, ElkNode[]>();
  for (const node of project.nodes) {
    const list = nodesByCbs.get(node.cbsId) ?? [];
    list.push({id: node.id, width: nodeWidth, height: nodeHeight});
    nodesByCbs.set(node.cbsId, list);
  }
  const cbsByZone = new Map<string, ElkNode[]>();
  for (const cbs of project.cbs) {
    const list = cbsByZone.get(cbs.zoneId) ?? [];
    list.push({id: cbs.id, children: nodesByCbs.get(cbs.id) ?? []});
    cbsByZone.set(cbs.zoneId, list);
  }
  const edges: ElkExtendedEdge[] = project.edges.map((e) => ({id: e.id, sources: [e.source], targets: [e.target]}));
  return {
    id: 'root',
    layoutOptions: {'elk.algorithm': 'layered', 'elk.hierarchyHandling': 'INCLUDE_CHILDREN'},
    children: project.zones.map((zone) => ({id: zone.id, children: cbsByZone.get(zone.id) ?? []})),
    edges,
  };
}

/** ELK positions children relative to their parent: add the parents' offsets up the tree. */
export function readBaselineGraph(graph: ElkNode, project: Project): TopologyLayout {
  const groups: LayoutGroup[] = [];
  const nodes: LayoutNode[] = [];
  for (const zone of graph.children ?? []) {
    const zx = zone.x ?? 0;
    const zy = zone.y ?? 0;
    groups.push({id: zone.id, kind: 'zone', x: zx, y: zy, width: zone.width ?? 0, height: zone.height ?? 0});
    for (const cbs of zone.children ?? []) {
      const cx = zx + (cbs.x ?? 0);
      const cy = zy + (cbs.y ?? 0);
      groups.push({id: cbs.id, kind: 'cbs', parentId: zone.id, x: cx, y: cy, width: cbs.width ?? 0, height: cbs.height ?? 0});
      for (const node of cbs.children ?? []) {
        nodes.push({id: node.id, parentId: cbs.id, x: cx + (node.x ?? 0), y: cy + (node.y ?? 0), width: node.width ?? 0, height: node.height ?? 0});
      }
    }
  }
  return {
    view: 'all',
    direction: 'RIGHT',
    bounds: {x: 0, y: 0, width: graph.width ?? 0, height: graph.height ?? 0},
    groups,
    nodes,
    stubs: [],
    edges: project.edges.map((e) => ({id: e.id, source: e.source, target: e.target, kind: e.kind, edgeIds: [e.id]})),
    // Plain ELK summarises nothing: every link is an edge.
    bundles: [],
  };
}

export async function baselineLayout(project: Project): Promise<TopologyLayout> {
  const elk = new ELK();
  const result = (await elk.layout(buildBaselineGraph(project))) as ElkNode;
  return readBaselineGraph(result, project);
}
