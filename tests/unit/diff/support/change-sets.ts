// Seeded change sets for diffProjects: a base inventory and an edited copy, built together, with
// the diff the edits must give known from how they were made (not computed again from the two
// projects). Every kind of change the diff reports is among them: assets added, removed, renamed
// by id (a hint), changed (each field, extra columns too), moved (other CBS, other zone), links
// added and removed (also by removing an end), zones added, removed (every asset of one) and
// renamed, CBS groups added and removed.

import fc from 'fast-check';
import type {Asset, Edge, NodeStatus, Project} from '../../../../packages/palito/src/engine/model/types';
import type {LinkPair} from '../../../../packages/palito/src/engine/diff/types';

/** A row of the generated inventory: an asset as the contract has it, without its links and row number. */
export type Row = Omit<Asset, 'connections' | 'row'>;

/** The fields a change set may edit, with a new value for each (always another value). */
const EDITS = {
  name: (row: Row) => ({...row, name: `${row.name}-new`}),
  type: (row: Row) => ({...row, type: row.type === 'server' ? 'switch' : 'server'}),
  ip: (row: Row) => ({...row, ip: row.ip ? undefined : '10.9.9.9'}),
  status: (row: Row) => ({...row, status: row.status === 'error' ? 'normal' : 'error'}) as Row,
  owner: (row: Row) => ({...row, properties: {...row.properties, owner: `${row.properties.owner ?? ''}+`}}),
  rack: (row: Row) => ({...row, properties: {...row.properties, rack: row.properties.rack ? '' : 'R9'}}),
} as const;
type Field = keyof typeof EDITS;
const FIELDS = Object.keys(EDITS) as Field[];

const zoneId = (zone: string) => `zone:${zone.toLowerCase()}`;
const cbsId = (zone: string, cbs: string) => `cbs:${zone.toLowerCase()}/${cbs.toLowerCase()}`;

/** A Project as the engine makes it, from rows and links (ids from names, lower-cased, as slugs are). */
export function projectOf(rows: readonly Row[], links: readonly LinkPair[], zoneNames: Record<string, string> = {}): Project {
  const zones = new Map<string, {id: string; name: string; cbsIds: string[]}>();
  const groups = new Map<string, {id: string; name: string; zoneId: string; nodeIds: string[]}>();
  for (const row of rows) {
    const zone = zones.get(zoneId(row.zone)) ?? {id: zoneId(row.zone), name: zoneNames[row.zone] ?? row.zone, cbsIds: []};
    zones.set(zone.id, zone);
    const id = cbsId(row.zone, row.cbs);
    if (!groups.has(id)) {
      groups.set(id, {id, name: row.cbs, zoneId: zone.id, nodeIds: []});
      zone.cbsIds.push(id);
    }
    groups.get(id)!.nodeIds.push(row.id);
  }
  const nodes = rows.map((row, index) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    ...(row.ip === undefined ? {} : {ip: row.ip}),
    status: row.status,
    zoneId: zoneId(row.zone),
    cbsId: cbsId(row.zone, row.cbs),
    row: index + 2,
    properties: Object.assign(Object.create(null), row.properties),
  }));
  const edges: Edge[] = links.map(([source, target], index) => ({id: `e${index}`, source, target, kind: 'intra-cbs'}));
  return {id: 'p', name: 'inventory', zones: [...zones.values()], cbs: [...groups.values()], nodes, edges, analysis: Object.create(null)};
}

export interface Expected {
  added: string[];
  removed: string[];
  changed: Map<string, Set<string>>;
  moved: Set<string>;
  linksAdded: LinkPair[];
  linksRemoved: LinkPair[];
  renames: Array<{before: string; after: string}>;
  renamedZones: Set<string>;
}

export interface ChangeSet {
  before: Project;
  after: Project;
  expected: Expected;
}

type Action = {kind: 'keep'} | {kind: 'remove'} | {kind: 'rename-id'} | {kind: 'edit'; fields: Field[]} | {kind: 'move'; to: number} | {kind: 'edit-move'; fields: Field[]; to: number};

const ZONES = ['Core', 'DMZ', 'Office'];
const GROUPS = ['Web', 'DB', 'Edge'];
/** Places an asset can move to: every CBS of every zone, and a zone and a CBS group that only the edited file has. */
const PLACES = [...ZONES.flatMap((zone) => GROUPS.map((cbs) => ({zone, cbs}))), {zone: 'Lab', cbs: 'Bench'}, {zone: 'Core', cbs: 'Spare'}];

interface BaseRow {
  zone: string;
  cbs: string;
  type: string;
  ip?: string;
  status: NodeStatus;
  owner?: string;
  rack?: string;
}

const baseRow: fc.Arbitrary<BaseRow> = fc.record({
  zone: fc.constantFrom(...ZONES),
  cbs: fc.constantFrom(...GROUPS),
  type: fc.constantFrom('server', 'switch', 'router', ''),
  ip: fc.option(fc.constantFrom('10.0.0.1', '10.0.0.2', '2001:db8::1'), {nil: undefined}),
  status: fc.constantFrom<NodeStatus>('normal', 'warning', 'error', 'offline'),
  owner: fc.option(fc.constantFrom('ops', 'net'), {nil: undefined}),
  rack: fc.option(fc.constantFrom('R1', 'R2'), {nil: undefined}),
});

const action: fc.Arbitrary<Action> = fc.oneof(
  {weight: 6, arbitrary: fc.constant({kind: 'keep'} as const)},
  {weight: 1, arbitrary: fc.constant({kind: 'remove'} as const)},
  {weight: 1, arbitrary: fc.constant({kind: 'rename-id'} as const)},
  {weight: 2, arbitrary: fc.record({kind: fc.constant('edit' as const), fields: fc.uniqueArray(fc.constantFrom(...FIELDS), {minLength: 1})})},
  {weight: 1, arbitrary: fc.record({kind: fc.constant('move' as const), to: fc.nat(PLACES.length - 1)})},
  {weight: 1, arbitrary: fc.record({kind: fc.constant('edit-move' as const), fields: fc.uniqueArray(fc.constantFrom(...FIELDS), {minLength: 1}), to: fc.nat(PLACES.length - 1)})},
);

/** A link's key whichever end is named first: the two ids in order, a space between (test ids have none). */
export const pairKey = ([a, b]: LinkPair) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** A base inventory of `size` assets and its edited copy. */
export const changeSets = (size: {min: number; max: number}) =>
  fc
    .record({
      rows: fc.array(fc.tuple(baseRow, action), {minLength: size.min, maxLength: size.max}),
      linkSeeds: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), {maxLength: size.max * 2}),
      newRows: fc.array(fc.tuple(baseRow, fc.nat(PLACES.length - 1)), {maxLength: Math.ceil(size.max / 5)}),
      newLinkSeeds: fc.array(fc.tuple(fc.nat(), fc.nat()), {maxLength: size.max}),
      renameZone: fc.boolean(),
      dropZone: fc.boolean(),
    })
    .map(({rows, linkSeeds, newRows, newLinkSeeds, renameZone, dropZone}) => build(rows, linkSeeds, newRows, newLinkSeeds, renameZone, dropZone));

function build(
  rows: Array<[BaseRow, Action]>,
  linkSeeds: Array<[number, number, boolean]>,
  newRows: Array<[BaseRow, number]>,
  newLinkSeeds: Array<[number, number]>,
  renameZone: boolean,
  dropZone: boolean,
): ChangeSet {
  // A zone the edited file no longer has: its assets removed, nothing moved or added into it.
  const dropped = dropZone ? 'Office' : undefined;
  const placeAt = (index: number) => (PLACES[index].zone === dropped ? PLACES[PLACES.length - 2] : PLACES[index]);
  const toRow = (id: string, name: string, r: BaseRow): Row => {
    const properties: Record<string, string> = {};
    if (r.owner !== undefined) properties.owner = r.owner;
    if (r.rack !== undefined) properties.rack = r.rack;
    return {id, name, type: r.type, ...(r.ip === undefined ? {} : {ip: r.ip}), status: r.status, zone: r.zone, cbs: r.cbs, properties};
  };
  const before = rows.map(([r], i) => toRow(`a${i}`, `host-${i}`, r));
  const expected: Expected = {added: [], removed: [], changed: new Map(), moved: new Set(), linksAdded: [], linksRemoved: [], renames: [], renamedZones: new Set()};
  const after: Row[] = [];
  const removedIds = new Set<string>();
  rows.forEach(([, chosen], i) => {
    let row = before[i];
    const act: Action = row.zone === dropped ? {kind: 'remove'} : chosen;
    if (act.kind === 'remove' || act.kind === 'rename-id') {
      removedIds.add(row.id);
      expected.removed.push(row.id);
      if (act.kind === 'rename-id') {
        // The same asset under a new id: removed and added, with a hint naming both.
        after.push({...row, id: `${row.id}-renamed`});
        expected.added.push(`${row.id}-renamed`);
        expected.renames.push({before: row.id, after: `${row.id}-renamed`});
      }
      return;
    }
    if (act.kind === 'edit' || act.kind === 'edit-move') {
      for (const field of act.fields) row = EDITS[field](row);
      expected.changed.set(row.id, new Set(act.fields));
    }
    if (act.kind === 'move' || act.kind === 'edit-move') {
      const place = placeAt(act.to);
      if (place.zone !== row.zone || place.cbs !== row.cbs) {
        row = {...row, ...place};
        expected.moved.add(row.id);
      }
    }
    after.push(row);
  });
  newRows.forEach(([r, place], i) => {
    // New names: a new asset is never taken for a renamed one.
    after.push(toRow(`n${i}`, `new-${i}`, {...r, ...placeAt(place)}));
    expected.added.push(`n${i}`);
  });

  const baseLinks = new Map<string, LinkPair>();
  const kept: LinkPair[] = [];
  for (const [x, y, keep] of linkSeeds) {
    if (before.length < 2) break;
    const a = before[x % before.length].id;
    const b = before[y % before.length].id;
    const pair: LinkPair = [a, b];
    if (a === b || baseLinks.has(pairKey(pair))) continue;
    baseLinks.set(pairKey(pair), pair);
    // A link whose end is gone is gone with it; otherwise the seed says whether it stays.
    if (keep && !removedIds.has(a) && !removedIds.has(b)) kept.push(pair);
    else expected.linksRemoved.push(pair);
  }
  const afterLinks = new Map(kept.map((pair) => [pairKey(pair), pair]));
  for (const [x, y] of newLinkSeeds) {
    if (after.length < 2) break;
    // Written the other way round from time to time: the order of a pair means nothing.
    const pair: LinkPair = x % 2 === 0 ? [after[x % after.length].id, after[y % after.length].id] : [after[y % after.length].id, after[x % after.length].id];
    if (pair[0] === pair[1] || afterLinks.has(pairKey(pair))) continue;
    afterLinks.set(pairKey(pair), pair);
    if (baseLinks.has(pairKey(pair))) expected.linksRemoved.splice(expected.linksRemoved.findIndex((l) => pairKey(l) === pairKey(pair)), 1);
    else expected.linksAdded.push(pair);
  }
  // A zone's name written in capitals in the edited file: the same zone (same id), renamed.
  const zoneNames: Record<string, string> = {};
  if (renameZone && after.some((row) => row.zone === 'DMZ') && before.some((row) => row.zone === 'DMZ')) {
    zoneNames.DMZ = 'dmz';
    expected.renamedZones.add(zoneId('DMZ'));
  }
  // Links in the edited file are listed kept first, then new ones, each as written.
  return {before: projectOf(before, [...baseLinks.values()]), after: projectOf(after, [...afterLinks.values()], zoneNames), expected};
}
