// A medium-dense component, as the engine's limits allow in thousands: assets each linked to up to
// `linksPerAsset` assets listed before them in the same CBS, half the picks among its network
// devices (bench/stress-inventory.ts). Nothing is dense enough to be bundled (a 6-core), so
// everything reaches ELK, and the component has ~linksPerAsset links per asset.

import {attachmentInventory} from '../../../../bench/stress-inventory';
import type {GeneratedAsset} from '../../../../bench/generate-inventory';
import type {Edge, Node} from '../../../../packages/palito/src/engine/model/types';

export interface MediumDense {
  /** As CSV rows would give them: each link written once, on the later asset's row. */
  assets: GeneratedAsset[];
  /** The same as the layout's pure steps take it (ids prefixed, cbsId `cbs:<zone>/<cbs>`). */
  component: {cbsId: string; nodes: Node[]; edges: Edge[]};
}

export function mediumDense(options: {prefix: string; assets: number; linksPerAsset: number; zone: string; cbs: string; seed?: number}): MediumDense {
  const raw = attachmentInventory({assets: options.assets, linksPerAsset: options.linksPerAsset, componentSize: options.assets, componentsPerCbs: 1, seed: options.seed});
  const id = (old: string) => `${options.prefix}${old}`;
  const assets = raw.map((a) => ({...a, id: id(a.id), zone: options.zone, cbs: options.cbs, connections: a.connections.map(id)}));
  const cbsId = `cbs:${options.zone.toLowerCase()}/${options.cbs.toLowerCase()}`;
  const nodes: Node[] = assets.map((a, row) => ({id: a.id, name: a.name, type: a.type, status: 'normal', zoneId: `zone:${options.zone.toLowerCase()}`, cbsId, row, properties: {}}));
  const edges: Edge[] = assets.flatMap((a) => a.connections.map((other) => ({id: `edge:${other}|${a.id}`, source: other, target: a.id, kind: 'intra-cbs' as const})));
  return {assets, component: {cbsId, nodes, edges}};
}
