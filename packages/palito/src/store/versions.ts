// Saved versions of a project's diagram, in a Storage under `<storageKey>:versions:<projectId>`.
// Reading never throws: unreadable or foreign data is treated as "no versions".

import {PROJECT_FILE_LIMITS} from '../engine';
import {isRecord, type Project, readVersion, type StorageLike, type Version} from '../model';

export const DEFAULT_STORAGE_KEY = 'palito';
const FORMAT = 1;

export function versionsKey(storageKey: string, projectId: string): string {
  return `${storageKey}:versions:${projectId}`;
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

/**
 * How many assets a version keeps edits for (moves, hidden, statuses, properties) that the project
 * on screen no longer has: restoring it onto a later inventory leaves their edits out. A moved id
 * that is a zone or CBS box of the project, or of the inventory before its last update, is a box.
 */
export function assetsMissingFrom(version: Version, project: Project, previous: Project | null = null): number {
  const present = new Set(project.nodes.map((node) => node.id));
  const boxes = new Set([project, previous].flatMap((p) => (p ? [...p.zones.map((z) => z.id), ...p.cbs.map((c) => c.id)] : [])));
  const missing = new Set<string>();
  const note = (id: string) => {
    if (!present.has(id) && !boxes.has(id)) missing.add(id);
  };
  for (const id of [...version.hidden, ...Object.keys(version.statuses), ...Object.keys(version.properties)]) note(id);
  for (const moves of Object.values(version.positions)) for (const id of Object.keys(moves)) note(id);
  return missing.size;
}
