// Zone edits (rename, reorder) and stepping through zones.

import type {Zone} from './types';

/** What `setZones` takes: zones by id, in the wanted order, with an optional new name. */
export interface ZoneInput {
  id: string;
  name?: string;
}

/**
 * The zones in the order `input` lists them (zones it leaves out keep their order, after the listed
 * ones), renamed where it gives a name. Throws on an unknown or repeated id.
 */
export function editZones(zones: readonly Zone[], input: readonly ZoneInput[]): Zone[] {
  if (!Array.isArray(input)) throw new TypeError('setZones expects an array of zones, e.g. [{id, name}].');
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  const seen = new Set<string>();
  const listed: Zone[] = [];
  for (const entry of input) {
    const id = entry?.id;
    const zone = typeof id === 'string' ? byId.get(id) : undefined;
    if (!zone) {
      const known = zones.map((z) => `"${z.id}"`).join(', ');
      throw new RangeError(`setZones: no zone with id "${String(id)}" in this project. Known zone ids: ${known}.`);
    }
    if (seen.has(id)) throw new RangeError(`setZones: zone id "${id}" is listed more than once.`);
    seen.add(id);
    const name = typeof entry.name === 'string' && entry.name.trim() !== '' ? entry.name.trim() : zone.name;
    listed.push(name === zone.name ? zone : {...zone, name});
  }
  return [...listed, ...zones.filter((zone) => !seen.has(zone.id))];
}

/** Whether two zone lists have the same zones, names and order. */
export function sameZones(a: readonly Zone[], b: readonly Zone[]): boolean {
  return a.length === b.length && a.every((zone, i) => zone.id === b[i].id && zone.name === b[i].name);
}

/** The zone `step` places after `currentId` (negative: before), wrapping around at both ends. */
export function stepZoneId(zones: readonly Zone[], currentId: string | null, step: number): string | null {
  if (zones.length === 0) return null;
  const index = zones.findIndex((zone) => zone.id === currentId);
  if (index < 0) return zones[0].id;
  const n = zones.length;
  return zones[(((index + step) % n) + n) % n].id;
}
