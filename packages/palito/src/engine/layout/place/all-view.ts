// All View: every zone, its CBS boxes, their assets. Zones are placed first with a first guess of
// their content, then each zone's CBS boxes are re-placed toward the zones they connect to.

import type {Project} from '../../model/types';
import {WorkMeter} from '../arrange/work-meter';
import type {LocalLayout} from './compose-cbs';
import type {LayoutMetrics} from '../geometry/options';
import type {Point, Rect, TopologyLayout} from '../geometry/types';
import {indexEdges} from './edge-index';
import {emitLayout} from './emit';
import type {CbsFrame} from './frames';
import {orientFrames} from './orient';
import {settleLoneAssets} from './settle-lone';
import {planCanvas, type CanvasPlan} from './plan-canvas';
import {nodeOffsetInZone, planZone, type ExternalAnchor, type ZonePlan} from './plan-zone';

/** Rounds of "place zones, then pull each zone's CBS boxes toward the zones they connect to". */
const REFINE_ROUNDS = 2;

export function placeAllView(project: Project, locals: ReadonlyMap<string, LocalLayout>, m: LayoutMetrics): TopologyLayout {
  const index = indexEdges(project);
  const cbsNames = new Map(project.cbs.map((c) => [c.id, c.name]));
  const zoneOf = (nodeId: string) => index.nodeById.get(nodeId)!.zoneId;
  const meter = new WorkMeter();

  let plans = new Map<string, ZonePlan>(
    project.zones.map((zone) => [zone.id, planZone(zone, cbsNames, locals, index, [], m, meter)]),
  );
  // Asked for each end of each link between zones, several times a round: remembered per round
  // (the plans change between rounds), as a file may hold 200,000 such links.
  let offsets = new Map<string, Point>();
  const offsetInZone = (nodeId: string) => {
    let offset = offsets.get(nodeId);
    if (!offset) offsets.set(nodeId, (offset = nodeOffsetInZone(plans.get(zoneOf(nodeId))!, nodeId, index, locals, m)));
    return offset;
  };
  const placeZones = () => planCanvas([...plans.values()], index.interZone, zoneOf, offsetInZone, m, meter);
  let canvas: CanvasPlan = placeZones();

  for (let round = 0; round < REFINE_ROUNDS && index.interZone.length; round++) {
    const anchors = new Map<string, ExternalAnchor[]>();
    for (const edge of index.interZone) {
      for (const [inside, outside] of [
        [edge.source, edge.target],
        [edge.target, edge.source],
      ]) {
        const home = canvas.zones.get(zoneOf(inside))!;
        const away = canvas.zones.get(zoneOf(outside))!;
        const far = offsetInZone(outside);
        const list = anchors.get(zoneOf(inside)) ?? [];
        list.push({nodeId: inside, x: away.x + far.x - home.x, y: away.y + far.y - home.y, weight: 1});
        anchors.set(zoneOf(inside), list);
      }
    }
    plans = new Map(
      project.zones.map((zone) => [zone.id, planZone(zone, cbsNames, locals, index, anchors.get(zone.id) ?? [], m, meter)]),
    );
    offsets = new Map();
    canvas = placeZones();
  }

  const zoneRects = new Map<string, Rect>();
  const frames = new Map<string, CbsFrame>();
  for (const zone of project.zones) {
    const corner = canvas.zones.get(zone.id)!;
    const plan = plans.get(zone.id)!;
    zoneRects.set(zone.id, {x: corner.x, y: corner.y, width: plan.width, height: plan.height});
    for (const [cbsId, box] of plan.cbs) {
      frames.set(cbsId, {
        cbsId,
        zoneId: zone.id,
        x: corner.x + box.x,
        y: corner.y + box.y,
        width: box.width,
        height: box.height,
        mirrored: false,
        local: locals.get(cbsId)!,
      });
    }
  }
  orientFrames(frames, index, () => undefined, m);
  settleLoneAssets(frames, index, () => undefined, m, meter);
  return emitLayout({project, view: 'all', zoneRects, frames, edges: project.edges, m});
}
