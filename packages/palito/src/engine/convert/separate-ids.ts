// Asset ids are the file's text; zone and CBS ids (and the Zone View stub ids the layout derives
// from zone ids) are made up. Everything downstream keeps them side by side under one key (React
// Flow's nodes, moved positions, the selection), so a made-up id must never be an asset's: an
// asset written `zone:dmz` would otherwise be the zone box too. The asset keeps its id (it is the
// user's); the zone or CBS group gets another.

import {stubIdOf} from '../layout/place/stubs';
import type {ProjectDraft} from '../model/types';
import {shortHash} from './slug';

/**
 * The first of `id-<hash of name>`, `id-<hash>-2`, `id-<hash>-3`, ... that is free. The hash
 * comes from the name alone, so the new id does not depend on row order.
 */
function freeId(id: string, name: string, isFree: (candidate: string) => boolean): string {
  const base = `${id}-${shortHash(name)}`;
  let candidate = base;
  for (let n = 2; !isFree(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * The project with every zone and CBS id distinct from every asset id and from each other, and no
 * zone whose stub id is an asset id. Unchanged (the same object) when nothing clashes, as in any
 * ordinary inventory, so ids (and the versions saved under them) stay as they were. (Ids the
 * engine makes never clash with each other; a Project built by hand may.)
 */
export function separateIds<P extends ProjectDraft>(project: P): P {
  const assetIds = new Set(project.nodes.map((node) => node.id));
  const zoneIds = new Set(project.zones.map((zone) => zone.id));
  const zoneClashes = (id: string) => assetIds.has(id) || assetIds.has(stubIdOf(id));
  const cbsClashes = (id: string) => assetIds.has(id) || zoneIds.has(id);
  if (!project.zones.some((zone) => zoneClashes(zone.id)) && !project.cbs.some((cbs) => cbsClashes(cbs.id))) {
    return project;
  }

  // Every id in use, so a new one clashes with nothing, whichever comes first.
  const taken = new Set([...assetIds, ...zoneIds, ...project.cbs.map((cbs) => cbs.id)]);
  const fresh = (id: string, name: string, clashes: (candidate: string) => boolean) => {
    const next = freeId(id, name, (candidate) => !taken.has(candidate) && !clashes(candidate));
    taken.add(next);
    return next;
  };
  const zoneIdOf = new Map<string, string>();
  const cbsIdOf = new Map<string, string>();
  for (const zone of project.zones) if (zoneClashes(zone.id)) zoneIdOf.set(zone.id, fresh(zone.id, zone.name, zoneClashes));
  for (const cbs of project.cbs) if (cbsClashes(cbs.id)) cbsIdOf.set(cbs.id, fresh(cbs.id, cbs.name, cbsClashes));

  const zoneId = (id: string) => zoneIdOf.get(id) ?? id;
  const cbsId = (id: string) => cbsIdOf.get(id) ?? id;
  return {
    ...project,
    zones: project.zones.map((zone) => ({...zone, id: zoneId(zone.id), cbsIds: zone.cbsIds.map(cbsId)})),
    cbs: project.cbs.map((cbs) => ({...cbs, id: cbsId(cbs.id), zoneId: zoneId(cbs.zoneId)})),
    nodes: project.nodes.map((node) => ({...node, zoneId: zoneId(node.zoneId), cbsId: cbsId(node.cbsId)})),
  };
}
