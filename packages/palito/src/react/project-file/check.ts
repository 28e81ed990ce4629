// A project file's contents, checked field by field before anything in the editor changes. The
// first field found wrong is named (`project.nodes[3].zoneId`), and the file is reported damaged.
// What passes is rebuilt, so nothing from the text is kept that the schema does not name; records
// keyed by asset ids and view keys are null-prototype objects (see core/dict.ts).

import {dict} from '../core/dict';
import {isNodeStatus} from '../../engine/validate/status';
import {DEFAULT_GRAPH_STYLE, mergeGraphStyle, type GraphStyleInput} from '../core/graph-style';
import type {Cbs, Edge, Node, NodeStatus, Point, PositionOverrides, Project, Version, Zone} from '../core/types';
import {readVersion} from '../core/versions';
import {PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile, type ProjectFileView} from './schema';

export type Checked<T> = {ok: true; value: T} | {ok: false; field: string};

const EDGE_KINDS: ReadonlySet<string> = new Set(['intra-cbs', 'inter-cbs', 'inter-zone']);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Thrown inside the checks with the path of the field found wrong; caught once, in checkProjectFile. */
class Wrong extends Error {
  constructor(readonly field: string) {
    super(field);
  }
}

function need(condition: unknown, field: string): asserts condition {
  if (!condition) throw new Wrong(field);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function strings(value: unknown, field: string): Record<string, string> {
  need(isRecord(value), field);
  const result: Record<string, string> = dict();
  for (const [key, text] of Object.entries(value)) {
    need(isString(text), `${field}.${key}`);
    result[key] = text;
  }
  return result;
}

function point(value: unknown, field: string): Point {
  need(isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y), field);
  return {x: value.x as number, y: value.y as number};
}

function checkProject(value: unknown): Project {
  need(isRecord(value), 'project');
  const {id, name, zones, cbs, nodes, edges, analysis} = value;
  need(isString(id) && id !== '', 'project.id');
  need(isString(name), 'project.name');
  need(Array.isArray(zones) && zones.length > 0, 'project.zones');
  need(Array.isArray(cbs), 'project.cbs');
  need(Array.isArray(nodes), 'project.nodes');
  need(Array.isArray(edges), 'project.edges');
  need(analysis === undefined || isRecord(analysis), 'project.analysis');
  const ids = new Set<string>();
  const unique = (itemId: unknown, field: string) => {
    need(isString(itemId) && itemId !== '' && !ids.has(itemId), field);
    ids.add(itemId);
  };
  const zoneIds = new Set<string>();
  zones.forEach((zone: unknown, i) => {
    const at = `project.zones[${i}]`;
    need(isRecord(zone), at);
    unique(zone.id, `${at}.id`);
    need(isString(zone.name), `${at}.name`);
    need(isStringArray(zone.cbsIds), `${at}.cbsIds`);
    zoneIds.add(zone.id as string);
  });
  const cbsZone = new Map<string, string>();
  cbs.forEach((group: unknown, i) => {
    const at = `project.cbs[${i}]`;
    need(isRecord(group), at);
    unique(group.id, `${at}.id`);
    need(isString(group.name), `${at}.name`);
    need(isString(group.zoneId) && zoneIds.has(group.zoneId), `${at}.zoneId`);
    need(isStringArray(group.nodeIds), `${at}.nodeIds`);
    cbsZone.set(group.id as string, group.zoneId);
  });
  const nodeIds = new Set<string>();
  nodes.forEach((node: unknown, i) => {
    const at = `project.nodes[${i}]`;
    need(isRecord(node), at);
    unique(node.id, `${at}.id`);
    need(isString(node.name), `${at}.name`);
    need(isString(node.type), `${at}.type`);
    need(node.ip === undefined || isString(node.ip), `${at}.ip`);
    need(isNodeStatus(node.status), `${at}.status`);
    need(isString(node.zoneId) && zoneIds.has(node.zoneId), `${at}.zoneId`);
    need(isString(node.cbsId) && cbsZone.get(node.cbsId) === node.zoneId, `${at}.cbsId`);
    need(node.row === undefined || Number.isFinite(node.row), `${at}.row`);
    if (node.properties !== undefined) strings(node.properties, `${at}.properties`);
    nodeIds.add(node.id as string);
  });
  edges.forEach((edge: unknown, i) => {
    const at = `project.edges[${i}]`;
    need(isRecord(edge), at);
    need(isString(edge.id), `${at}.id`);
    need(isString(edge.source) && nodeIds.has(edge.source), `${at}.source`);
    need(isString(edge.target) && nodeIds.has(edge.target), `${at}.target`);
    need(isString(edge.kind) && EDGE_KINDS.has(edge.kind), `${at}.kind`);
  });
  // Kept as written (key order included, so a file read and written again is the same file).
  return value as unknown as Project & {zones: Zone[]; cbs: Cbs[]; nodes: Node[]; edges: Edge[]};
}

function checkView(value: unknown, project: Project): ProjectFileView {
  need(isRecord(value), 'view');
  need(value.kind === 'all' || value.kind === 'zone', 'view.kind');
  const zoneId = value.zoneId ?? null;
  need(zoneId === null || (isString(zoneId) && project.zones.some((zone) => zone.id === zoneId)), 'view.zoneId');
  return {kind: value.kind, zoneId, name: isString(value.name) ? value.name : ''};
}

function checkZones(value: unknown, project: Project): ProjectFile['zones'] {
  if (value === null || value === undefined) return null;
  need(Array.isArray(value), 'zones');
  const known = new Set(project.zones.map((zone) => zone.id));
  const seen = new Set<string>();
  return value.map((zone: unknown, i) => {
    need(isRecord(zone) && isString(zone.id) && known.has(zone.id) && !seen.has(zone.id), `zones[${i}].id`);
    need(isString(zone.name), `zones[${i}].name`);
    seen.add(zone.id);
    return {id: zone.id, name: zone.name};
  });
}

function checkPositions(value: unknown): PositionOverrides {
  need(isRecord(value), 'positions');
  const result: PositionOverrides = dict();
  for (const [viewKey, items] of Object.entries(value)) {
    need(isRecord(items), `positions.${viewKey}`);
    const view: Record<string, Point> = dict();
    for (const [id, p] of Object.entries(items)) view[id] = point(p, `positions.${viewKey}.${id}`);
    result[viewKey] = view;
  }
  return result;
}

function checkStatuses(value: unknown): Record<string, NodeStatus> {
  const result = strings(value, 'statuses');
  for (const [id, status] of Object.entries(result)) need(isNodeStatus(status), `statuses.${id}`);
  return result as Record<string, NodeStatus>;
}

function checkProperties(value: unknown): Record<string, Record<string, string>> {
  need(isRecord(value), 'properties');
  return dict(undefined, Object.entries(value).map(([id, props]) => [id, strings(props, `properties.${id}`)] as const));
}

function checkVersions(value: unknown, projectId: string): Version[] {
  need(Array.isArray(value), 'versions');
  const seen = new Set<string>();
  return value.map((item: unknown, i) => {
    const version = readVersion(item, projectId);
    need(version && !seen.has(version.id), `versions[${i}]`);
    seen.add(version.id);
    return version;
  });
}

/** A version 1 file, checked; the first wrong field's path otherwise. */
export function checkProjectFile(value: Record<string, unknown>): Checked<ProjectFile> {
  try {
    const project = checkProject(value.project);
    need(isRecord(value.graphStyle), 'graphStyle');
    const versions = checkVersions(value.versions ?? [], project.id);
    const current = value.currentVersionId ?? null;
    need(current === null || isString(current), 'currentVersionId');
    const hidden = value.hidden ?? [];
    need(isStringArray(hidden), 'hidden');
    return {
      ok: true,
      value: {
        format: PROJECT_FILE_FORMAT,
        version: PROJECT_FILE_VERSION,
        view: checkView(value.view, project),
        graphStyle: mergeGraphStyle(DEFAULT_GRAPH_STYLE, value.graphStyle as GraphStyleInput),
        zones: checkZones(value.zones, project),
        hidden,
        statuses: checkStatuses(value.statuses ?? {}),
        properties: checkProperties(value.properties ?? {}),
        positions: checkPositions(value.positions ?? {}),
        versions,
        currentVersionId: current !== null && versions.some((v) => v.id === current) ? current : null,
        project,
      },
    };
  } catch (error) {
    if (error instanceof Wrong) return {ok: false, field: error.field};
    throw error;
  }
}
