// Inventories that fill the engine's limits (50,000 rows, 200,000 connections) with structures
// the bench's realistic generator (generate-inventory.ts) never draws, for `npm run bench --
// --dense --stress`: each link written once, on the row of the asset added later, so the file
// lists exactly as many connections as there are links. Seeded, so every run draws the same file.
//
// - `attachmentInventory`: components of `componentSize` assets, each asset after the first
//   linked to up to `linksPerAsset` earlier assets of its component (the first ~1/12 are network
//   devices and are picked as often as all the others together). Every asset has at most
//   ceil(linksPerAsset) links to assets added before it, so no group is ever a 6-core and nothing
//   is bundled (layout/elk/dense-groups.ts): everything reaches ELK.
// - `fabricInventory`: leaf-spine fabrics, every leaf linked to every spine. With 5 spines a leaf
//   has 5 links, below the dense threshold of 6: ELK gets each fabric whole; with 6 the fabric
//   is a dense group, drawn as a bundle.

import {type GeneratedAsset, seededRandom} from './generate-inventory';

export interface StressShape {
  assets: number;
  /** Links to add per asset (fractions are drawn at random), at most 5. */
  linksPerAsset: number;
  /** Assets per connected component; the last one of a CBS may be smaller. */
  componentSize: number;
  /** Components per CBS. */
  componentsPerCbs: number;
  cbsPerZone?: number;
  seed?: number;
}

const NETWORK_SHARE = 1 / 12;
const NETWORK_TYPES = ['router', 'firewall', 'switch', 'switch', 'load-balancer'];
const HOST_TYPES = ['server', 'server', 'server', 'database', 'storage', 'pc'];

function idOf(n: number): string {
  return `S${String(n).padStart(5, '0')}`;
}

function placeOf(index: number, perCbs: number, cbsPerZone: number): {zone: string; cbs: string} {
  const cbs = Math.floor(index / perCbs);
  return {zone: `Zone ${Math.floor(cbs / cbsPerZone) + 1}`, cbs: `CBS ${(cbs % cbsPerZone) + 1}`};
}

export function attachmentInventory(shape: StressShape): GeneratedAsset[] {
  const random = seededRandom(shape.seed ?? 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const perCbs = shape.componentSize * shape.componentsPerCbs;
  const assets: GeneratedAsset[] = [];
  for (let start = 0; start < shape.assets; start += shape.componentSize) {
    const size = Math.min(shape.componentSize, shape.assets - start);
    const network = Math.max(1, Math.round(size * NETWORK_SHARE));
    const members: GeneratedAsset[] = [];
    for (let i = 0; i < size; i++) {
      const n = start + i + 1;
      const type = i < network ? NETWORK_TYPES[i % NETWORK_TYPES.length] : pick(HOST_TYPES);
      const asset: GeneratedAsset = {id: idOf(n), name: `${type}-${n}`, type, ip: '', ...placeOf(start + i, perCbs, shape.cbsPerZone ?? 10), status: 'normal', connections: []};
      // Up to linksPerAsset distinct earlier members, half of the picks among the network devices.
      const want = Math.min(members.length, Math.floor(shape.linksPerAsset) + (random() < shape.linksPerAsset % 1 ? 1 : 0));
      const chosen = new Set<GeneratedAsset>();
      for (let tries = 0; chosen.size < want && tries < want * 8; tries++) {
        const devices = members.slice(0, Math.min(network, members.length));
        chosen.add(random() < 0.5 ? pick(devices) : pick(members));
      }
      asset.connections = [...chosen].map((other) => other.id);
      members.push(asset);
      assets.push(asset);
    }
  }
  return assets;
}

export function fabricInventory(shape: {fabrics: number; spines: number; leaves: number; fabricsPerCbs: number; cbsPerZone?: number}): GeneratedAsset[] {
  const size = shape.spines + shape.leaves;
  const assets: GeneratedAsset[] = [];
  for (let start = 0; start < shape.fabrics * size; start += size) {
    const spines: string[] = [];
    for (let i = 0; i < size; i++) {
      const n = start + i + 1;
      const spine = i < shape.spines;
      const asset: GeneratedAsset = {id: idOf(n), name: `${spine ? 'spine' : 'leaf'}-${n}`, type: 'switch', ip: '', ...placeOf(start + i, size * shape.fabricsPerCbs, shape.cbsPerZone ?? 10), status: 'normal', connections: spine ? [] : [...spines]};
      if (spine) spines.push(asset.id);
      assets.push(asset);
    }
  }
  return assets;
}
