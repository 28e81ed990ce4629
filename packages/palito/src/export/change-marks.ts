// What the Changes view shows after an inventory update, as plain data: each added, changed or
// moved asset with what changed (a field as before → after, the CBS it came from), the removed
// assets, CBS boxes and zones as ghosts where they were, and the links added and removed. Without
// React or a DOM: the canvas's overlay draws it, and the files can.
//
// A ghost is kept relative to the box it sat in (an asset to its CBS box, a CBS box to its zone, a
// zone to the canvas): the layout over the previous one leaves a removed asset's place empty, but a
// neighbour that grew may have pushed the whole box, and the ghost moves with it.

import type {ProjectDiff, Rect, TopologyLayout} from '../engine';
import {GHOST_KINDS, type GhostKind, type GhostPlace, type Node, type Project} from '../model';

/** A ghost where it is drawn now, in absolute coordinates. */
export interface Ghost extends Rect {
  kind: GhostKind;
  id: string;
  name: string;
}

/** One field of an asset as the previous inventory and this one have it. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What changed about an asset that is in both inventories, or that is new. */
export interface AssetChange {
  id: string;
  added: boolean;
  /** The zone and CBS group it was in, when it is in another now. */
  movedFrom?: {zoneId: string; cbsId: string; zoneName: string; cbsName: string};
  fields: FieldChange[];
}

/** The removed zones, CBS boxes and assets of a diff, where the layouts the user saw drew them (the first layout that has one wins). */
export function ghostPlacesOf(diff: ProjectDiff, before: Project, layouts: readonly TopologyLayout[]): GhostPlace[] {
  const names = new Map<string, string>();
  for (const zone of before.zones) names.set(`zone ${zone.id}`, zone.name);
  for (const cbs of before.cbs) names.set(`cbs ${cbs.id}`, cbs.name);
  for (const node of before.nodes) names.set(`asset ${node.id}`, node.name);
  const wanted: [GhostKind, string[]][] = [
    ['zone', diff.zones.removed],
    ['cbs', diff.cbs.removed],
    ['asset', diff.assets.removed],
  ];
  const places: GhostPlace[] = [];
  for (const [kind, ids] of wanted) {
    for (const id of ids) {
      const place = placeIn(layouts, kind, id);
      if (place) places.push({...place, kind, id, name: names.get(`${kind} ${id}`) ?? id});
    }
  }
  return places;
}

function placeIn(layouts: readonly TopologyLayout[], kind: GhostKind, id: string): (Rect & {parentId?: string}) | undefined {
  for (const layout of layouts) {
    const item = kind === 'asset' ? layout.nodes.find((n) => n.id === id) : layout.groups.find((g) => g.kind === kind && g.id === id);
    if (!item) continue;
    const parent = item.parentId === undefined ? undefined : layout.groups.find((g) => g.id === item.parentId);
    if (item.parentId !== undefined && !parent) continue;
    const origin = parent ?? {x: 0, y: 0};
    return {x: item.x - origin.x, y: item.y - origin.y, width: item.width, height: item.height, parentId: item.parentId};
  }
  return undefined;
}

/**
 * The ghosts where they are drawn now: `boxOf` gives a zone's or CBS box's absolute rectangle on
 * screen (undefined when it is not drawn). A ghost whose box is neither drawn nor a ghost itself is
 * left out; a removed zone is drawn only where zones sit on the canvas (All View: `zonesOnCanvas`).
 */
export function placeGhosts(places: readonly GhostPlace[], boxOf: (id: string) => Rect | undefined, zonesOnCanvas: boolean): Ghost[] {
  const ghostBoxes = new Map<string, Rect>();
  const ghosts: Ghost[] = [];
  for (const kind of GHOST_KINDS) {
    for (const place of places) {
      if (place.kind !== kind) continue;
      let origin: {x: number; y: number} | undefined;
      if (place.parentId === undefined) origin = zonesOnCanvas ? {x: 0, y: 0} : undefined;
      else origin = boxOf(place.parentId) ?? ghostBoxes.get(`${kind === 'asset' ? 'cbs' : 'zone'} ${place.parentId}`);
      if (!origin) continue;
      const ghost: Ghost = {kind, id: place.id, name: place.name, x: origin.x + place.x, y: origin.y + place.y, width: place.width, height: place.height};
      if (kind !== 'asset') ghostBoxes.set(`${kind} ${place.id}`, ghost);
      ghosts.push(ghost);
    }
  }
  return ghosts;
}

/** A field's value as the diff names it: `name`, `type`, `ip`, `status`, or an extra column by its header. */
function fieldValue(node: Node, field: string): string {
  if (field === 'name' || field === 'type' || field === 'ip' || field === 'status') return node[field] ?? '';
  return Object.hasOwn(node.properties, field) ? node.properties[field] : '';
}

/** Every added, changed or moved asset of a diff, by asset id, with its fields before and after. */
export function assetChangesOf(diff: ProjectDiff, before: Project, after: Project): Map<string, AssetChange> {
  const beforeNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const afterNodes = new Map(after.nodes.map((node) => [node.id, node]));
  const zoneNames = new Map(before.zones.map((zone) => [zone.id, zone.name]));
  const cbsNames = new Map(before.cbs.map((cbs) => [cbs.id, cbs.name]));
  const changes = new Map<string, AssetChange>();
  const entry = (id: string) => {
    let change = changes.get(id);
    if (!change) changes.set(id, (change = {id, added: false, fields: []}));
    return change;
  };
  for (const id of diff.assets.added) entry(id).added = true;
  for (const {id, from} of diff.assets.moved) {
    entry(id).movedFrom = {...from, zoneName: zoneNames.get(from.zoneId) ?? from.zoneId, cbsName: cbsNames.get(from.cbsId) ?? from.cbsId};
  }
  for (const {id, fields} of diff.assets.changed) {
    const was = beforeNodes.get(id);
    const now = afterNodes.get(id);
    if (!was || !now) continue;
    entry(id).fields = fields.map((field) => ({field, before: fieldValue(was, field), after: fieldValue(now, field)}));
  }
  return changes;
}

/** One key per unordered pair of asset ids, whatever characters they hold. */
export function linkKey(a: string, b: string): string {
  return JSON.stringify(a < b ? [a, b] : [b, a]);
}

/** The keys (linkKey) of the links a diff added. */
export function addedLinkKeys(diff: ProjectDiff): Set<string> {
  return new Set(diff.links.added.map(([a, b]) => linkKey(a, b)));
}
