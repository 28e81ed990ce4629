// A project file's contents, checked field by field before anything in the editor changes. The
// first field found wrong is named (`project.nodes[3].zoneId`), and the file is reported damaged;
// a list longer than PROJECT_FILE_LIMITS allows is refused before any of its items is read.
// What passes is rebuilt, so nothing from the text is kept that the schema does not name; records
// keyed by asset ids and view keys are null-prototype objects (see model/dict.ts).

import {diffProjects, isNodeStatus, PROJECT_FILE_LIMITS} from '../engine';
import {type AssetFilter, checkedFilter, DEFAULT_GRAPH_STYLE, dict, FilterError, GHOST_KINDS, type GhostPlace, type GraphStyleInput, isRecord, mergeGraphStyle, type NodeStatus, type Point, type PositionOverrides, type Project, readVersion, type Version} from '../model';
import {isString, isStringArray, need, OverLimitError, within, WrongField, type OverLimit} from './check-fields';
import {checkProject, strings} from './check-project';
import {PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile, type ProjectFileUpdate, type ProjectFileView} from './schema';


export type Checked<T> = {ok: true; value: T} | {ok: false; field: string} | {ok: false; over: OverLimit};

/** A moved position: finite, and within the coordinates any drawing has (past them, adding a box's offset overflows). */
function point(value: unknown, field: string): Point {
  const coordinate = (v: unknown) => typeof v === 'number' && Math.abs(v) <= PROJECT_FILE_LIMITS.coordinate;
  need(isRecord(value) && coordinate(value.x) && coordinate(value.y), field);
  return {x: value.x as number, y: value.y as number};
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
  within(value.length, PROJECT_FILE_LIMITS.versions, 'versions');
  const seen = new Set<string>();
  return value.map((item: unknown, i) => {
    const version = readVersion(item, projectId);
    need(version && !seen.has(version.id), `versions[${i}]`);
    seen.add(version.id);
    return version;
  });
}

/** The inventory before an update: a project as `project` is, its wrong fields named under `update.previous`. */
function checkPrevious(value: unknown): Project {
  try {
    return checkProject(value);
  } catch (error) {
    if (error instanceof WrongField) throw new WrongField(`update.previous${error.field.slice('project'.length)}`);
    throw error;
  }
}

function checkGhosts(value: unknown, previous: Project): GhostPlace[] {
  need(Array.isArray(value), 'update.ghosts');
  // A ghost per removed zone, CBS group or asset of the previous inventory, at most.
  need(value.length <= previous.zones.length + previous.cbs.length + previous.nodes.length, 'update.ghosts');
  const coordinate = (v: unknown) => typeof v === 'number' && Math.abs(v) <= PROJECT_FILE_LIMITS.coordinate;
  return value.map((ghost: unknown, i) => {
    const at = `update.ghosts[${i}]`;
    need(isRecord(ghost) && GHOST_KINDS.includes(ghost.kind as GhostPlace['kind']) && isString(ghost.id) && isString(ghost.name), at);
    need(ghost.parentId === undefined || isString(ghost.parentId), `${at}.parentId`);
    need(coordinate(ghost.x) && coordinate(ghost.y) && coordinate(ghost.width) && coordinate(ghost.height), at);
    const place: GhostPlace = {kind: ghost.kind as GhostPlace['kind'], id: ghost.id, name: ghost.name, x: ghost.x as number, y: ghost.y as number, width: ghost.width as number, height: ghost.height as number};
    if (ghost.parentId !== undefined) place.parentId = ghost.parentId as string;
    return place;
  });
}

/** The last inventory update; its diff is computed again from the two projects, never taken from the file. */
function checkUpdate(value: unknown, project: Project): ProjectFileUpdate | null {
  if (value === null || value === undefined) return null;
  need(isRecord(value), 'update');
  const previous = checkPrevious(value.previous);
  need(value.shown === undefined || typeof value.shown === 'boolean', 'update.shown');
  return {previous, diff: diffProjects(previous, project), ghosts: checkGhosts(value.ghosts, previous), shown: value.shown !== false};
}

/** The filter on the diagram, as setFilter checks it; its wrong field named under `filter`. */
function checkFilter(value: unknown): AssetFilter | null {
  try {
    return checkedFilter(value);
  } catch (error) {
    if (error instanceof FilterError) throw new WrongField(error.message === 'filter' ? 'filter' : `filter.${error.message}`);
    throw error;
  }
}

/** A current-version file, checked; the first wrong field's path otherwise. */
export function checkProjectFile(value: Record<string, unknown>): Checked<ProjectFile> {
  try {
    // The longest list first: a file of a million versions is refused before its project is read.
    if (Array.isArray(value.versions)) within(value.versions.length, PROJECT_FILE_LIMITS.versions, 'versions');
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
        update: checkUpdate(value.update, project),
        filter: checkFilter(value.filter),
      },
    };
  } catch (error) {
    if (error instanceof WrongField) return {ok: false, field: error.field};
    if (error instanceof OverLimitError) return {ok: false, over: error.over};
    throw error;
  }
}
