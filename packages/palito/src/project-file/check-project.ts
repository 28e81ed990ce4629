// The project inside a project file, checked and rebuilt before anything is laid out: each field's
// type, the counts against PROJECT_FILE_LIMITS, and every reference between the parts (a zone's
// CBS groups exist and belong to it, a CBS group's assets exist and belong to it, a link joins two
// distinct assets and has the kind their places give it). The layout relies on all of these; a
// zone naming a missing CBS group used to pass and then fail inside the layout with a TypeError.
//
// The project is rebuilt from the fields the model names, in the order the engine writes them, so
// a file Palito wrote reads back the same, and nothing else from the text (an unknown field, a
// nested value of any depth) reaches the editor or the layout worker. `analysis` is derived from
// the links rather than read.

import {analysisOf, type Cbs, classifyConnection, type Edge, isNodeStatus, type Node, type Project, PROJECT_FILE_LIMITS, type Zone} from '../engine';
import {dict, isRecord} from '../model';
import {isString, isStringArray, need, within} from './check-fields';

const EDGE_KINDS: ReadonlySet<string> = new Set(['intra-cbs', 'inter-cbs', 'inter-zone']);

/** A record of strings (an asset's extra columns), rebuilt as a null-prototype object. */
export function strings(value: unknown, field: string): Record<string, string> {
  need(isRecord(value), field);
  const result: Record<string, string> = dict();
  for (const [key, text] of Object.entries(value)) {
    need(isString(text), `${field}.${key}`);
    result[key] = text;
  }
  return result;
}

/** Ids are unique across zones, CBS groups and assets alike (they share React Flow's id space). */
function idRegistry() {
  const ids = new Set<string>();
  return (id: unknown, field: string): string => {
    need(isString(id) && id !== '' && !ids.has(id), field);
    ids.add(id);
    return id;
  };
}

/** Each id of `ids` not yet in `listed` (across the lists of one kind), then added to it. */
function listedOnce(listed: Set<string>, ids: readonly string[], field: string): void {
  ids.forEach((id, j) => {
    need(!listed.has(id), `${field}[${j}]`);
    listed.add(id);
  });
}

function zonesOf(value: unknown[], unique: ReturnType<typeof idRegistry>): Zone[] {
  const listed = new Set<string>();
  return value.map((zone: unknown, i) => {
    const at = `project.zones[${i}]`;
    need(isRecord(zone), at);
    const id = unique(zone.id, `${at}.id`);
    need(isString(zone.name), `${at}.name`);
    need(isStringArray(zone.cbsIds), `${at}.cbsIds`);
    // A CBS group belongs to one zone, listed once.
    listedOnce(listed, zone.cbsIds, `${at}.cbsIds`);
    return {id, name: zone.name, cbsIds: [...zone.cbsIds]};
  });
}

function cbsOf(value: unknown[], zones: readonly Zone[], unique: ReturnType<typeof idRegistry>): Cbs[] {
  const zoneOfCbs = new Map(zones.flatMap((zone) => zone.cbsIds.map((cbsId) => [cbsId, zone.id] as const)));
  const listed = new Set<string>();
  return value.map((group: unknown, i) => {
    const at = `project.cbs[${i}]`;
    need(isRecord(group), at);
    const id = unique(group.id, `${at}.id`);
    need(isString(group.name), `${at}.name`);
    // Its zone exists and lists it.
    need(isString(group.zoneId) && zoneOfCbs.get(id) === group.zoneId, `${at}.zoneId`);
    need(isStringArray(group.nodeIds), `${at}.nodeIds`);
    listedOnce(listed, group.nodeIds, `${at}.nodeIds`);
    return {id, name: group.name, zoneId: group.zoneId, nodeIds: [...group.nodeIds]};
  });
}

function nodesOf(value: unknown[], cbs: readonly Cbs[], unique: ReturnType<typeof idRegistry>): Node[] {
  const cbsById = new Map(cbs.map((group) => [group.id, group]));
  const cbsOfNode = new Map(cbs.flatMap((group) => group.nodeIds.map((nodeId) => [nodeId, group.id] as const)));
  return value.map((node: unknown, i) => {
    const at = `project.nodes[${i}]`;
    need(isRecord(node), at);
    const id = unique(node.id, `${at}.id`);
    need(isString(node.name), `${at}.name`);
    need(isString(node.type), `${at}.type`);
    need(node.ip === undefined || isString(node.ip), `${at}.ip`);
    need(isNodeStatus(node.status), `${at}.status`);
    // Its CBS group exists, lists it, and is in its zone.
    need(isString(node.cbsId) && cbsOfNode.get(id) === node.cbsId, `${at}.cbsId`);
    need(isString(node.zoneId) && cbsById.get(node.cbsId)?.zoneId === node.zoneId, `${at}.zoneId`);
    need(node.row === undefined || Number.isFinite(node.row), `${at}.row`);
    const rebuilt: Node = {id, name: node.name, type: node.type, status: node.status, zoneId: node.zoneId, cbsId: node.cbsId} as Node;
    if (node.row !== undefined) rebuilt.row = node.row as number;
    if (node.properties !== undefined) rebuilt.properties = strings(node.properties, `${at}.properties`);
    if (node.ip !== undefined) rebuilt.ip = node.ip;
    return rebuilt;
  });
}

/** Every id a zone or CBS group lists is one the file has. */
function listsResolve(zones: readonly Zone[], cbs: readonly Cbs[], nodes: readonly Node[]): void {
  const cbsIds = new Set(cbs.map((group) => group.id));
  const nodeIds = new Set(nodes.map((node) => node.id));
  zones.forEach((zone, i) => zone.cbsIds.forEach((id, j) => need(cbsIds.has(id), `project.zones[${i}].cbsIds[${j}]`)));
  cbs.forEach((group, i) => group.nodeIds.forEach((id, j) => need(nodeIds.has(id), `project.cbs[${i}].nodeIds[${j}]`)));
}

function edgesOf(value: unknown[], nodes: readonly Node[]): Edge[] {
  const nodeById = new Map(nodes.map((node) => [node.id, node]));
  const ids = new Set<string>();
  return value.map((edge: unknown, i) => {
    const at = `project.edges[${i}]`;
    need(isRecord(edge), at);
    need(isString(edge.id) && !ids.has(edge.id), `${at}.id`);
    ids.add(edge.id);
    const source = isString(edge.source) ? nodeById.get(edge.source) : undefined;
    const target = isString(edge.target) ? nodeById.get(edge.target) : undefined;
    need(source, `${at}.source`);
    need(target && target !== source, `${at}.target`);
    // The kind is where the two ends are: the layout draws and routes each kind its own way.
    need(isString(edge.kind) && EDGE_KINDS.has(edge.kind) && edge.kind === classifyConnection(source, target), `${at}.kind`);
    return {id: edge.id, source: source.id, target: target.id, kind: edge.kind as Edge['kind']};
  });
}

/** The file's project, checked and rebuilt; throws WrongField or OverLimitError. */
export function checkProject(value: unknown): Project {
  need(isRecord(value), 'project');
  const {id, name, zones, cbs, nodes, edges} = value;
  need(isString(id) && id !== '', 'project.id');
  need(isString(name), 'project.name');
  need(Array.isArray(zones) && zones.length > 0, 'project.zones');
  need(Array.isArray(cbs), 'project.cbs');
  need(Array.isArray(nodes), 'project.nodes');
  need(Array.isArray(edges), 'project.edges');
  need(value.analysis === undefined || isRecord(value.analysis), 'project.analysis');
  within(zones.length, PROJECT_FILE_LIMITS.groups, 'zones');
  within(cbs.length, PROJECT_FILE_LIMITS.groups, 'cbs');
  within(nodes.length, PROJECT_FILE_LIMITS.assets, 'assets');
  within(edges.length, PROJECT_FILE_LIMITS.links, 'links');

  const unique = idRegistry();
  const checkedZones = zonesOf(zones, unique);
  const checkedCbs = cbsOf(cbs, checkedZones, unique);
  const checkedNodes = nodesOf(nodes, checkedCbs, unique);
  listsResolve(checkedZones, checkedCbs, checkedNodes);
  const checkedEdges = edgesOf(edges, checkedNodes);
  return {
    id,
    name,
    zones: checkedZones,
    cbs: checkedCbs,
    nodes: checkedNodes,
    edges: checkedEdges,
    analysis: analysisOf(checkedNodes, checkedEdges),
  };
}
