// Zone View: one zone in detail. Its connections to other zones end at stubs on the zone's border,
// one stub per other zone, on the side facing that zone.

import type {Edge, Project} from '../../model/types';
import {WorkMeter} from '../arrange/work-meter';
import type {LocalLayout} from './compose-cbs';
import type {LayoutMetrics} from '../geometry/options';
import type {LayoutEdge, LayoutStub, Point, Rect, TopologyLayout} from '../geometry/types';
import {indexEdges, type EdgeIndex} from './edge-index';
import {emitLayout} from './emit';
import {nodeCentre, type CbsFrame} from './frames';
import {orientFrames} from './orient';
import {settleLoneAssets} from './settle-lone';
import {planZone, type ExternalAnchor} from './plan-zone';
import {placeStubs, stubIdOf, type StubRequest} from './stubs';
import {zoneDirections} from './zone-directions';

/** How far out the "other zone" anchors sit, in zone sizes: far enough to act as a direction. */
const ANCHOR_DISTANCE = 2;

export const STUB_EDGE_ID_PREFIX = 'stub-edge:';

export function placeZoneView(
  project: Project,
  zoneId: string,
  locals: ReadonlyMap<string, LocalLayout>,
  m: LayoutMetrics,
): TopologyLayout {
  const zone = project.zones.find((z) => z.id === zoneId);
  if (!zone) throw new RangeError(`No zone with id "${zoneId}" in this project.`);
  const index = indexEdges(project);
  const cbsNames = new Map(project.cbs.map((c) => [c.id, c.name]));
  const zoneOf = (nodeId: string) => index.nodeById.get(nodeId)!.zoneId;

  const leaving = leavingEdges(index, zoneId);
  const meter = new WorkMeter();
  const directions = zoneDirections(project, zoneId, index, m, meter);
  const first = planZone(zone, cbsNames, locals, index, [], m, meter);
  const reach = Math.max(first.width, first.height) * ANCHOR_DISTANCE;
  const farPoint = (otherZone: string): Point => {
    const d = directions.get(otherZone) ?? {x: 1, y: 0};
    return {x: first.width / 2 + d.x * reach, y: first.height / 2 + d.y * reach};
  };
  const anchors: ExternalAnchor[] = leaving.map(({inside, otherZone}) => ({nodeId: inside, ...farPoint(otherZone), weight: 1}));
  const plan = leaving.length ? planZone(zone, cbsNames, locals, index, anchors, m, meter) : first;

  const frames = new Map<string, CbsFrame>();
  for (const [cbsId, box] of plan.cbs) {
    frames.set(cbsId, {cbsId, zoneId, ...box, mirrored: false, local: locals.get(cbsId)!});
  }
  const outside = (edge: Edge, inside: string) => farPoint(zoneOf(edge.source === inside ? edge.target : edge.source));
  orientFrames(frames, index, outside, m);
  settleLoneAssets(frames, index, outside, m, meter);

  const zoneRect: Rect = {x: 0, y: 0, width: plan.width, height: plan.height};
  const placed = zoneViewStubs(leaving, frames, zoneRect, zoneId, directions, index, m);

  const inside = project.edges.filter((e) => e.kind !== 'inter-zone' && zoneOf(e.source) === zoneId);
  return emitLayout({
    project,
    view: 'zone',
    zoneId,
    zoneRects: new Map([[zoneId, placed.zone]]),
    frames,
    edges: inside,
    stubs: placed.stubs,
    stubEdges: placed.stubEdges,
    m,
  });
}

/** An edge leaving the shown zone: its asset inside, the other zone, the edge. */
export interface LeavingEdge {
  inside: string;
  otherZone: string;
  edge: Edge;
}

export function leavingEdges(index: EdgeIndex, zoneId: string): LeavingEdge[] {
  const zoneOf = (nodeId: string) => index.nodeById.get(nodeId)!.zoneId;
  const leaving: LeavingEdge[] = [];
  for (const edge of index.interZone) {
    if (zoneOf(edge.source) === zoneId) leaving.push({inside: edge.source, otherZone: zoneOf(edge.target), edge});
    else if (zoneOf(edge.target) === zoneId) leaving.push({inside: edge.target, otherZone: zoneOf(edge.source), edge});
  }
  return leaving;
}

/**
 * The stubs of a Zone View, placed on the border of `zoneRect` (which grows only when its sides
 * cannot hold them all), and one edge per asset and other zone, merging that pair's links.
 */
export function zoneViewStubs(
  leaving: readonly LeavingEdge[],
  frames: ReadonlyMap<string, CbsFrame>,
  zoneRect: Rect,
  zoneId: string,
  directions: ReadonlyMap<string, Point>,
  index: EdgeIndex,
  m: LayoutMetrics,
): {zone: Rect; stubs: LayoutStub[]; stubEdges: LayoutEdge[]} {
  const requests = new Map<string, StubRequest>();
  const stubEdgeByKey = new Map<string, LayoutEdge>();
  for (const {inside, otherZone, edge} of leaving) {
    let request = requests.get(otherZone);
    if (!request) requests.set(otherZone, (request = {zoneId: otherZone, direction: directions.get(otherZone) ?? {x: 1, y: 0}, endpoints: []}));
    request.endpoints.push(nodeCentre(frames.get(index.nodeById.get(inside)!.cbsId)!, inside, m));
    const key = `${inside}|${otherZone}`;
    const existing = stubEdgeByKey.get(key);
    if (existing) existing.edgeIds.push(edge.id);
    else {
      stubEdgeByKey.set(key, {
        id: STUB_EDGE_ID_PREFIX + key,
        source: inside,
        target: stubIdOf(otherZone),
        kind: 'inter-zone',
        edgeIds: [edge.id],
      });
    }
  }
  const placed = placeStubs(zoneRect, [...requests.values()], zoneId, m);
  return {zone: placed.zone, stubs: placed.stubs, stubEdges: [...stubEdgeByKey.values()]};
}
