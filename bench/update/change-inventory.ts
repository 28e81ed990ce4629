// Next quarter's file, from this quarter's: a seeded share of the rows changed the way inventories
// change, in equal parts: assets added (linked into their CBS), removed (with their links), fields
// changed, moved to another CBS of the zone, moved to another zone, links added and links removed.

import {seededRandom, type GeneratedAsset} from '../generate-inventory';

export const CHANGE_KINDS = ['added', 'removed', 'changed', 'moved-cbs', 'moved-zone', 'link-added', 'link-removed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface ChangedInventory {
  after: GeneratedAsset[];
  /** How many rows each kind of change touched. */
  counts: Record<ChangeKind, number>;
}

const clone = (asset: GeneratedAsset): GeneratedAsset => ({...asset, connections: [...asset.connections]});

/** `share` of the rows (0..1) changed, spread evenly over the kinds of change; the same `seed` gives the same file. */
export function changeInventory(before: readonly GeneratedAsset[], share: number, seed: number): ChangedInventory {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const after = before.map(clone);
  const byId = new Map(after.map((a) => [a.id, a]));
  const places = [...new Map(before.map((a) => [`${a.zone}|${a.cbs}`, {zone: a.zone, cbs: a.cbs}])).values()];
  const counts = Object.fromEntries(CHANGE_KINDS.map((k) => [k, 0])) as Record<ChangeKind, number>;
  const touched = new Set<string>();
  // An asset no earlier change of this file touched, so each change stays one of its kind.
  const untouched = (): GeneratedAsset | undefined => {
    for (let tries = 0; tries < 50; tries++) {
      const asset = pick(after);
      if (!touched.has(asset.id)) return asset;
    }
    return undefined;
  };
  const unlink = (a: GeneratedAsset, b: GeneratedAsset) => {
    a.connections = a.connections.filter((id) => id !== b.id);
    b.connections = b.connections.filter((id) => id !== a.id);
  };
  const sameCbs = (asset: GeneratedAsset) => after.filter((a) => a.zone === asset.zone && a.cbs === asset.cbs && a.id !== asset.id);

  const total = Math.max(CHANGE_KINDS.length, Math.round(before.length * share));
  for (let i = 0; i < total; i++) {
    const kind = CHANGE_KINDS[i % CHANGE_KINDS.length];
    if (kind === 'added') {
      const place = pick(places);
      const id = `N${seed}-${i}`;
      const mates = after.filter((a) => a.zone === place.zone && a.cbs === place.cbs);
      const asset: GeneratedAsset = {id, name: `server-new-${i}`, type: 'server', ip: `10.250.${i >> 8}.${i & 255}`, ...place, status: 'normal', connections: mates.length ? [pick(mates).id] : []};
      after.push(asset);
      byId.set(id, asset);
      touched.add(id);
      counts.added++;
      continue;
    }
    const asset = untouched();
    if (!asset) continue;
    touched.add(asset.id);
    if (kind === 'removed') {
      after.splice(after.indexOf(asset), 1);
      byId.delete(asset.id);
      for (const other of after) other.connections = other.connections.filter((id) => id !== asset.id);
    } else if (kind === 'changed') {
      asset.status = asset.status === 'error' ? 'normal' : 'error';
      asset.name = `${asset.name}-r`;
    } else if (kind === 'moved-cbs' || kind === 'moved-zone') {
      const others = places.filter((p) => (kind === 'moved-cbs' ? p.zone === asset.zone && p.cbs !== asset.cbs : p.zone !== asset.zone));
      if (!others.length) continue;
      Object.assign(asset, pick(others));
    } else if (kind === 'link-added') {
      const mates = sameCbs(asset).filter((a) => !asset.connections.includes(a.id) && !a.connections.includes(asset.id));
      if (!mates.length) continue;
      asset.connections.push(pick(mates).id);
    } else {
      const linked = after.filter((a) => a !== asset && (asset.connections.includes(a.id) || a.connections.includes(asset.id)));
      if (!linked.length) continue;
      unlink(asset, pick(linked));
    }
    counts[kind]++;
  }
  return {after, counts};
}
