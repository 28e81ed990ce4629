// Saved versions of a project's diagram, in a Storage under `<storageKey>:versions:<projectId>`.
// Reading never throws: unreadable or foreign data is treated as "no versions".

import {PROJECT_FILE_LIMITS} from '../../engine/limits';
import type {NodeStatus} from '../../engine/model/types';
import {isNodeStatus} from '../../engine/validate/status';
import {dict} from './dict';
import type {Point, PositionOverrides, StorageLike, Version} from './types';

type VersionZone = NonNullable<Version['zones']>[number];

export const DEFAULT_STORAGE_KEY = 'palito';
const FORMAT = 1;

export function versionsKey(storageKey: string, projectId: string): string {
  return `${storageKey}:versions:${projectId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A moved position within the coordinates any drawing has (a stored 1e308 would make the view's positions NaN). */
function readPoint(value: unknown): Point | null {
  if (!isRecord(value)) return null;
  const {x, y} = value;
  const coordinate = (v: unknown): v is number => typeof v === 'number' && Math.abs(v) <= PROJECT_FILE_LIMITS.coordinate;
  return coordinate(x) && coordinate(y) ? {x, y} : null;
}

// What is read is kept in null-prototype records (see dict.ts): the keys are asset ids and view keys.

function readPositions(value: unknown): PositionOverrides {
  const result: PositionOverrides = dict();
  if (!isRecord(value)) return result;
  for (const [viewKey, items] of Object.entries(value)) {
    if (!isRecord(items)) continue;
    const view: Record<string, Point> = dict();
    for (const [id, point] of Object.entries(items)) {
      const p = readPoint(point);
      if (p) view[id] = p;
    }
    result[viewKey] = view;
  }
  return result;
}

function readStrings(value: unknown): Record<string, string> {
  const result: Record<string, string> = dict();
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) if (typeof v === 'string') result[k] = v;
  return result;
}

/** Zones as a version keeps them; undefined when absent or unreadable (the version then has the zones as loaded). */
function readZones(value: unknown): VersionZone[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const seen = new Set<string>();
  const zones: VersionZone[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.name !== 'string' || seen.has(item.id)) continue;
    seen.add(item.id);
    zones.push({id: item.id, name: item.name});
  }
  return zones.length > 0 ? zones : undefined;
}

/** A stored version, checked field by field; null when it is not one. */
export function readVersion(value: unknown, projectId: string): Version | null {
  if (!isRecord(value)) return null;
  const {id, name, createdAt} = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof createdAt !== 'string') return null;
  if (value.projectId !== projectId) return null;
  const statuses: Record<string, NodeStatus> = dict();
  for (const [nodeId, status] of Object.entries(readStrings(value.statuses))) {
    if (isNodeStatus(status)) statuses[nodeId] = status;
  }
  const properties: Record<string, Record<string, string>> = dict();
  if (isRecord(value.properties)) {
    for (const [nodeId, props] of Object.entries(value.properties)) properties[nodeId] = readStrings(props);
  }
  const version: Version = {
    id,
    name,
    createdAt,
    projectId,
    positions: readPositions(value.positions),
    hidden: Array.isArray(value.hidden) ? value.hidden.filter((h): h is string => typeof h === 'string') : [],
    statuses,
    properties,
  };
  const zones = readZones(value.zones);
  if (zones) version.zones = zones;
  return version;
}

/** The saved versions of one project, oldest first. */
export function listVersions(storage: StorageLike, storageKey: string, projectId: string): Version[] {
  let raw: string | null;
  try {
    raw = storage.getItem(versionsKey(storageKey, projectId));
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.versions)) return [];
  const seen = new Set<string>();
  const versions: Version[] = [];
  for (const item of parsed.versions) {
    const version = readVersion(item, projectId);
    if (version && !seen.has(version.id)) {
      seen.add(version.id);
      versions.push(version);
    }
  }
  // Storage written before the limit existed may hold more: the newest are kept, as a file's would be.
  return versions.slice(-PROJECT_FILE_LIMITS.versions);
}

/** Why the storage did not take a change of the versions; `found` and `limit` for the two limits of Palito's own. */
export type VersionsRefusal =
  | {reason: 'count' | 'budget'; found: number; limit: number}
  | {reason: 'quota'};

/**
 * Writes the whole list, in one write: nothing when it has more versions than Palito keeps per
 * project, or would take more of the storage than Palito gives one project's versions, or the
 * storage refuses it (full, or blocked). A refused write changes nothing: never part of a list.
 */
export function writeVersions(
  storage: StorageLike,
  storageKey: string,
  projectId: string,
  versions: Version[],
  {shrinking = false}: {shrinking?: boolean} = {},
): VersionsRefusal | null {
  const key = versionsKey(storageKey, projectId);
  // A list that only gets shorter is always written: a list stored past a limit (by an older
  // Palito) must be one that deleting can bring back within it.
  if (!shrinking && versions.length > PROJECT_FILE_LIMITS.versions) {
    return {reason: 'count', found: versions.length, limit: PROJECT_FILE_LIMITS.versions};
  }
  const text = versions.length === 0 ? '' : JSON.stringify({format: FORMAT, versions});
  if (!shrinking && text.length > PROJECT_FILE_LIMITS.versionsStorageChars) {
    return {reason: 'budget', found: text.length, limit: PROJECT_FILE_LIMITS.versionsStorageChars};
  }
  try {
    if (versions.length === 0) storage.removeItem(key);
    else storage.setItem(key, text);
    return null;
  } catch {
    return {reason: 'quota'};
  }
}

/** The stored list after a change, or why the storage did not take it. */
export type VersionsChange = {ok: true; versions: Version[]} | {ok: false; refusal: VersionsRefusal};

function stored(storage: StorageLike, storageKey: string, projectId: string, versions: Version[], shrinking = false): VersionsChange {
  const refusal = writeVersions(storage, storageKey, projectId, versions, {shrinking});
  return refusal ? {ok: false, refusal} : {ok: true, versions};
}

/** Adds (or replaces) a version: the stored list, or why it was not stored. */
export function saveVersion(storage: StorageLike, storageKey: string, version: Version): VersionsChange {
  const versions = [...listVersions(storage, storageKey, version.projectId).filter((v) => v.id !== version.id), version];
  return stored(storage, storageKey, version.projectId, versions);
}

/** Removes a version: the stored list, or why the storage did not take the change. */
export function deleteVersion(storage: StorageLike, storageKey: string, projectId: string, id: string): VersionsChange {
  const versions = listVersions(storage, storageKey, projectId);
  const next = versions.filter((v) => v.id !== id);
  if (next.length === versions.length) return {ok: true, versions: next};
  return stored(storage, storageKey, projectId, next, true);
}

const refusalText = (action: 'save' | 'delete', reason: VersionsRefusal['reason']) =>
  reason === 'quota'
    ? `the browser's storage refused to ${action} the version (it may be full or blocked)`
    : `could not ${action} the version: ${
        reason === 'count'
          ? `a project keeps at most ${PROJECT_FILE_LIMITS.versions} versions`
          : `a project's versions may take at most ${PROJECT_FILE_LIMITS.versionsStorageChars} characters of storage`
      }`;

/**
 * Thrown when a version change is not stored: the browser's storage refuses it (full, or blocked),
 * or it would pass the versions Palito keeps per project (`reason`). Nothing was changed.
 */
export class VersionStorageError extends Error {
  readonly reason: VersionsRefusal['reason'];

  constructor(action: 'save' | 'delete', reason: VersionsRefusal['reason'] = 'quota') {
    super(`Palito: ${refusalText(action, reason)}. Nothing was changed.`);
    this.name = 'VersionStorageError';
    this.reason = reason;
  }
}
