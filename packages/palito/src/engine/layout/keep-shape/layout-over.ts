// A layout over the one the user sees (`layoutProject(project, {previous})`): what did not change
// stays where it was, what is new goes into free space beside it. The order of work:
//   1. planKeepShape: which CBS groups ELK must lay out (new ones, and the few whose old drawing
//      cannot be kept: none of their assets is left, or a dense group's shape changed); every
//      other CBS keeps its drawing and is never laid out again;
//   2. placeOverPrevious: each kept CBS keeps its box and its assets' places in it, new assets go
//      into free spots (kept-content.ts); each zone keeps its CBS boxes where they were, pushed
//      aside only by a neighbour that grew, new boxes beside them (kept-boxes.ts); the canvas does
//      the same with the zones. A new zone is planned as a fresh layout plans it.
// Removed assets, CBS groups and zones leave their space empty until the user tidies up (a
// layout without `previous`).

import type {Project} from '../../model/types';
import {WorkMeter} from '../arrange/work-meter';
import type {LayoutMetrics, ViewSpec} from '../geometry/options';
import type {Point, Rect, TopologyLayout} from '../geometry/types';
import type {LocalLayout} from '../place/compose-cbs';
import {indexEdges, type EdgeIndex} from '../place/edge-index';
import {emitLayout} from '../place/emit';
import {cbsBoxSize, zoneBoxSize, zoneContentOrigin, type CbsFrame} from '../place/frames';
import {planZone} from '../place/plan-zone';
import {zoneDirections} from '../place/zone-directions';
import {leavingEdges, zoneViewStubs} from '../place/zone-view';
import {DrawnLinks} from './drawn-links';
import {arrangeKeptBoxes, type BoxRequest} from './kept-boxes';
import {keptContent} from './kept-content';
import {readPrevious, type PreviousLayout} from './read-previous';
import {cbsFits, zoneRoom} from './room';
import {listAt} from '../../util/list-at';

export interface KeepShapePlan {
  previous: PreviousLayout;
  /** The CBS groups of the view that ELK lays out afresh. */
  fresh: Set<string>;
}

/** What a layout over `previous` must lay out afresh; none when `previous` cannot be kept (another flow or asset size). */
export function planKeepShape(project: Project, view: ViewSpec, previous: unknown, m: LayoutMetrics): KeepShapePlan | undefined {
  const read = readPrevious(previous, m);
  if (!read) return undefined;
  const members = membersByCbs(project);
  const drawnBefore = new Map<string, number>();
  for (const node of read.nodes.values()) drawnBefore.set(node.cbsId, (drawnBefore.get(node.cbsId) ?? 0) + 1);
  const fresh = new Set<string>();
  for (const cbs of project.cbs) {
    if (view.view === 'zone' && cbs.zoneId !== view.zoneId) continue;
    const now = members.get(cbs.id) ?? [];
    const stayed = now.filter((id) => read.nodes.get(id)?.cbsId === cbs.id).length;
    const before = drawnBefore.get(cbs.id) ?? 0;
    const changed = stayed !== now.length || stayed !== before;
    if (!read.cbs.has(cbs.id) || (now.length && !stayed) || (changed && read.bundles.has(cbs.id))) fresh.add(cbs.id);
  }
  return {previous: read, fresh};
}

function membersByCbs(project: Project): Map<string, string[]> {
  const members = new Map<string, string[]>();
  for (const node of project.nodes) listAt(members, node.cbsId).push(node.id);
  return members;
}

function neighboursOf(project: Project): Map<string, string[]> {
  const neighbours = new Map<string, string[]>();
  const add = (a: string, b: string) => listAt(neighbours, a).push(b);
  for (const edge of project.edges) {
    add(edge.source, edge.target);
    add(edge.target, edge.source);
  }
  return neighbours;
}

interface Placed {
  zoneRects: Map<string, Rect>;
  frames: Map<string, CbsFrame>;
}

/** Each CBS's content in its own frame, and its box's size. */
function contents(
  project: Project,
  view: ViewSpec,
  plan: KeepShapePlan,
  freshLocals: ReadonlyMap<string, LocalLayout>,
  index: EdgeIndex,
  room: ReadonlyMap<string, Point>,
  m: LayoutMetrics,
) {
  const neighbours = neighboursOf(project);
  const members = membersByCbs(project);
  const cbsOf = new Map(project.nodes.map((n) => [n.id, n.cbsId]));
  // Drawn from the start: the assets that stay in their box (a fresh CBS's are not weighed).
  const drawn = new DrawnLinks(neighbours, (id) => {
    const was = plan.previous.nodes.get(id);
    return was && was.cbsId === cbsOf.get(id) && !plan.fresh.has(was.cbsId) ? {x: was.x + was.width / 2, y: was.y + was.height / 2} : undefined;
  });
  const result = new Map<string, {local: LocalLayout; width: number; height: number}>();
  for (const cbs of project.cbs) {
    if (view.view === 'zone' && cbs.zoneId !== view.zoneId) continue;
    const fresh = freshLocals.get(cbs.id);
    if (fresh) result.set(cbs.id, {local: fresh, ...cbsBoxSize(fresh, cbs.name, m)});
    else {
      const edges = index.intraByCbs.get(cbs.id) ?? [];
      const fits = cbsFits(plan.previous, room, cbs.id, m);
      result.set(cbs.id, keptContent({cbsId: cbs.id, title: cbs.name, members: members.get(cbs.id) ?? [], edges, neighbours, previous: plan.previous, drawn, fits, m}));
    }
  }
  return result;
}

/** The CBS boxes of one zone, relative to the zone box's corner, and the zone's size. */
function placeZone(
  zone: Project['zones'][number],
  boxes: ReadonlyMap<string, {local: LocalLayout; width: number; height: number}>,
  previous: PreviousLayout,
  index: EdgeIndex,
  cbsNames: ReadonlyMap<string, string>,
  room: ReadonlyMap<string, Point>,
  m: LayoutMetrics,
): {width: number; height: number; cbs: Map<string, Rect>} {
  const was = previous.zones.get(zone.id);
  if (!was) {
    const locals = new Map([...boxes].map(([id, b]) => [id, b.local]));
    return planZone(zone, cbsNames, locals, index, [], m, new WorkMeter());
  }
  const requests: BoxRequest[] = zone.cbsIds.map((id) => {
    const box = boxes.get(id)!;
    const before = previous.cbs.get(id);
    const kept = before && before.zoneId === zone.id ? {x: before.x - was.x, y: before.y - was.y, width: before.width, height: before.height} : undefined;
    return {id, width: box.width, height: box.height, ...(kept ? {was: kept} : {})};
  });
  const limit = room.get(zone.id) ?? {x: Infinity, y: Infinity};
  const inZone = {x: limit.x - was.x - m.zonePadding, y: limit.y - was.y - m.zonePadding};
  const cbs = arrangeKeptBoxes(requests, m.cbsGap, zoneContentOrigin(m), {x: was.width - m.zonePadding, y: was.height - m.zonePadding}, m.aspectRatio, inZone);
  let right = 0;
  let bottom = 0;
  for (const r of cbs.values()) {
    right = Math.max(right, r.x + r.width);
    bottom = Math.max(bottom, r.y + r.height);
  }
  const origin = zoneContentOrigin(m);
  const least = zoneBoxSize(right - origin.x, bottom - origin.y, zone.name, m);
  return {width: Math.max(was.width, least.width), height: Math.max(was.height, least.height), cbs};
}

function placeZones(
  project: Project,
  view: ViewSpec,
  plan: KeepShapePlan,
  boxes: ReturnType<typeof contents>,
  index: EdgeIndex,
  room: ReadonlyMap<string, Point>,
  m: LayoutMetrics,
): Placed {
  const zones = view.view === 'zone' ? project.zones.filter((z) => z.id === view.zoneId) : project.zones;
  const cbsNames = new Map(project.cbs.map((c) => [c.id, c.name]));
  const inner = new Map(zones.map((zone) => [zone.id, placeZone(zone, boxes, plan.previous, index, cbsNames, room, m)]));
  const sameZoneView = view.view === 'zone' && plan.previous.view === 'zone' && plan.previous.zoneId === view.zoneId;
  const requests: BoxRequest[] = zones.map((zone) => {
    const size = inner.get(zone.id)!;
    const was = view.view === 'all' || sameZoneView ? plan.previous.zones.get(zone.id) : undefined;
    return {id: zone.id, width: size.width, height: size.height, ...(was ? {was} : {})};
  });
  let drawn = {x: 0, y: 0};
  for (const r of requests) if (r.was) drawn = {x: Math.max(drawn.x, r.was.x + r.was.width), y: Math.max(drawn.y, r.was.y + r.was.height)};
  const corners = arrangeKeptBoxes(requests, m.zoneGap, {x: 0, y: 0}, drawn, m.aspectRatio);
  const zoneRects = new Map<string, Rect>();
  const frames = new Map<string, CbsFrame>();
  for (const zone of zones) {
    const corner = corners.get(zone.id)!;
    zoneRects.set(zone.id, corner);
    for (const [cbsId, r] of inner.get(zone.id)!.cbs) {
      const box = boxes.get(cbsId)!;
      frames.set(cbsId, {cbsId, zoneId: zone.id, x: corner.x + r.x, y: corner.y + r.y, width: r.width, height: r.height, mirrored: false, local: box.local});
    }
  }
  return {zoneRects, frames};
}

/** The layout over the previous one, with ELK's fresh layouts of the CBS groups `plan.fresh` named. */
export function placeOverPrevious(project: Project, view: ViewSpec, plan: KeepShapePlan, freshLocals: ReadonlyMap<string, LocalLayout>, m: LayoutMetrics): TopologyLayout {
  const index = indexEdges(project);
  // In a Zone View the zone has no neighbours to reach.
  const room = view.view === 'all' ? zoneRoom(plan.previous, m) : new Map([...plan.previous.zones.keys()].map((id) => [id, {x: Infinity, y: Infinity}]));
  const boxes = contents(project, view, plan, freshLocals, index, room, m);
  const {zoneRects, frames} = placeZones(project, view, plan, boxes, index, room, m);
  if (view.view === 'all') return emitLayout({project, view: 'all', zoneRects, frames, edges: project.edges, m, keepOrigin: true});

  const zoneId = view.zoneId;
  const directions = zoneDirections(project, zoneId, index, m, new WorkMeter());
  const stubs = zoneViewStubs(leavingEdges(index, zoneId), frames, zoneRects.get(zoneId)!, zoneId, directions, index, m);
  const inside = project.edges.filter((e) => e.kind !== 'inter-zone' && index.nodeById.get(e.source)?.zoneId === zoneId);
  const sameZoneView = plan.previous.view === 'zone' && plan.previous.zoneId === zoneId;
  return emitLayout({
    project,
    view: 'zone',
    zoneId,
    zoneRects: new Map([[zoneId, stubs.zone]]),
    frames,
    edges: inside,
    stubs: stubs.stubs,
    stubEdges: stubs.stubEdges,
    m,
    keepOrigin: sameZoneView,
  });
}
