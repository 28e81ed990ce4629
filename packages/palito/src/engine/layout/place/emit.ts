// Turns placed frames into the TopologyLayout a renderer reads: absolute boxes, parents first,
// ELK's routes for edges inside a CBS, everything shifted so the drawing starts at (0, 0). The
// links inside a dense group become its bundle, not edges: 19,900 lines of a 200-switch mesh
// would cost the renderer (and the worker's message) far more than they could show.

import type {Edge, Project} from '../../model/types';
import {boundsOf, round} from '../geometry/rects';
import type {LayoutMetrics} from '../geometry/options';
import type {LayoutBundle, LayoutEdge, LayoutGroup, LayoutNode, LayoutStub, Point, Rect, TopologyLayout} from '../geometry/types';
import {toCanvas, type CbsFrame} from './frames';

export interface EmitInput {
  project: Project;
  view: 'all' | 'zone';
  zoneId?: string;
  zoneRects: Map<string, Rect>;
  frames: Map<string, CbsFrame>;
  /** The Project edges to draw as they are (both ends in the view). */
  edges: readonly Edge[];
  stubs?: LayoutStub[];
  stubEdges?: LayoutEdge[];
  m: LayoutMetrics;
  /**
   * Keep the canvas's origin where it is (a layout over a previous one, keep-shape/): the drawing
   * is shifted only if something reaches above or left of (0, 0), so a zone removed from the top
   * left does not move everything else.
   */
  keepOrigin?: boolean;
}

function rect(r: Rect, dx: number, dy: number): Rect {
  return {x: round(r.x - dx), y: round(r.y - dy), width: round(r.width), height: round(r.height)};
}

export function emitLayout(input: EmitInput): TopologyLayout {
  const {project, frames, m} = input;
  const stubs = input.stubs ?? [];
  const drawn = boundsOf([...input.zoneRects.values(), ...stubs]);
  const bounds = input.keepOrigin ? boundsOf([drawn, {x: 0, y: 0, width: 0, height: 0}]) : drawn;
  const dx = bounds.x;
  const dy = bounds.y;
  const shift = (p: Point): Point => ({x: round(p.x - dx), y: round(p.y - dy)});

  const groups: LayoutGroup[] = [];
  for (const zone of project.zones) {
    const r = input.zoneRects.get(zone.id);
    if (r) groups.push({id: zone.id, kind: 'zone', ...rect(r, dx, dy)});
  }
  for (const cbs of project.cbs) {
    const frame = frames.get(cbs.id);
    if (frame) groups.push({id: cbs.id, kind: 'cbs', parentId: cbs.zoneId, ...rect(frame, dx, dy)});
  }

  const nodes: LayoutNode[] = [];
  const size = {width: m.nodeWidth, height: m.nodeHeight};
  for (const node of project.nodes) {
    const frame = frames.get(node.cbsId);
    if (!frame) continue;
    const corner = toCanvas(frame, frame.local.positions.get(node.id)!, m, size);
    nodes.push({id: node.id, parentId: node.cbsId, ...rect({...corner, ...size}, dx, dy)});
  }

  const bundles: LayoutBundle[] = [];
  const bundleOf = new Map<string, string>();
  for (const cbs of project.cbs) {
    const frame = frames.get(cbs.id);
    if (!frame) continue;
    for (const bundle of frame.local.bundles) {
      bundles.push({...bundle, ...rect({...toCanvas(frame, bundle, m, bundle), width: bundle.width, height: bundle.height}, dx, dy)});
      for (const id of bundle.nodeIds) bundleOf.set(id, bundle.id);
    }
  }
  const inBundle = (edge: Edge) => edge.kind === 'intra-cbs' && bundleOf.has(edge.source) && bundleOf.get(edge.source) === bundleOf.get(edge.target);

  const cbsOfNode = new Map(project.nodes.map((n) => [n.id, n.cbsId]));
  const lines = bundles.length ? input.edges.filter((edge) => !inBundle(edge)) : input.edges;
  const edges: LayoutEdge[] = lines.map((edge) => {
    const out: LayoutEdge = {id: edge.id, source: edge.source, target: edge.target, kind: edge.kind, edgeIds: [edge.id]};
    if (edge.kind === 'intra-cbs') {
      const frame = frames.get(cbsOfNode.get(edge.source) ?? '');
      const route = frame?.local.routes.get(edge.id);
      if (frame && route) out.points = route.map((p) => shift(toCanvas(frame, p, m)));
    }
    return out;
  });
  for (const stubEdge of input.stubEdges ?? []) edges.push(stubEdge);

  return {
    view: input.view,
    ...(input.zoneId ? {zoneId: input.zoneId} : {}),
    direction: m.direction,
    bounds: {x: 0, y: 0, width: round(bounds.width), height: round(bounds.height)},
    groups,
    nodes,
    stubs: stubs.map((stub) => ({...stub, ...rect(stub, dx, dy)})),
    edges,
    bundles,
  };
}
