// Stage 3 (convert): validated assets -> zones, CBS groups and nodes with stable ids.
// Zones and CBS groups keep the order in which the file first names them; their ids are never an
// asset's (separate-ids.ts).

import type {Asset, Cbs, Node, ProjectDraft, Zone} from '../model/types';
import {separateIds} from './separate-ids';
import {slugIds, slugify} from './slug';

export const ZONE_ID_PREFIX = 'zone:';
export const CBS_ID_PREFIX = 'cbs:';
export const PROJECT_ID_PREFIX = 'project:';

/** The project is named after the file, without its extension. */
export function projectNameOf(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base || 'topology';
}

export function convertAssets(assets: readonly Asset[], fileName: string): ProjectDraft {
  const zoneSlugs = slugIds(assets.map((a) => a.zone));
  const zones = new Map<string, Zone>();
  const cbsByKey = new Map<string, Cbs>();
  // CBS names are scoped by zone: "Core" in two zones is two groups.
  const cbsNamesByZone = new Map<string, Set<string>>();
  for (const asset of assets) {
    let names = cbsNamesByZone.get(asset.zone);
    if (!names) cbsNamesByZone.set(asset.zone, (names = new Set()));
    names.add(asset.cbs);
  }
  const cbsSlugs = new Map<string, Map<string, string>>();
  for (const [zone, names] of cbsNamesByZone) cbsSlugs.set(zone, slugIds(names));

  const nodes: Node[] = [];
  for (const asset of assets) {
    const zoneSlug = zoneSlugs.get(asset.zone)!;
    const zoneId = ZONE_ID_PREFIX + zoneSlug;
    let zone = zones.get(asset.zone);
    if (!zone) zones.set(asset.zone, (zone = {id: zoneId, name: asset.zone, cbsIds: []}));

    const cbsKey = `${asset.zone}\u0000${asset.cbs}`;
    let cbs = cbsByKey.get(cbsKey);
    if (!cbs) {
      const cbsId = `${CBS_ID_PREFIX}${zoneSlug}/${cbsSlugs.get(asset.zone)!.get(asset.cbs)!}`;
      cbsByKey.set(cbsKey, (cbs = {id: cbsId, name: asset.cbs, zoneId, nodeIds: []}));
      zone.cbsIds.push(cbsId);
    }
    cbs.nodeIds.push(asset.id);

    const node: Node = {
      id: asset.id,
      name: asset.name,
      type: asset.type,
      status: asset.status,
      zoneId,
      cbsId: cbs.id,
      row: asset.row,
      properties: asset.properties,
    };
    if (asset.ip !== undefined) node.ip = asset.ip;
    nodes.push(node);
  }

  const name = projectNameOf(fileName);
  return separateIds({
    id: PROJECT_ID_PREFIX + slugify(name),
    name,
    zones: [...zones.values()],
    cbs: [...cbsByKey.values()],
    nodes,
  });
}
