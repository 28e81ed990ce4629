// The versions slice: saved states of the project's diagram (moves, hidden assets, statuses,
// optional properties, zone names and order), kept in the storage under the store's storageKey.

import {PROJECT_FILE_LIMITS} from '../../engine';
import {createId, dict, editZones, nestedDict, type Project, sameZones, type StorageLike, type Version, type Zone} from '../../model';
import {EMPTY_HISTORY} from '../history';
import {selectNodeById} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import {DEFAULT_STORAGE_KEY, deleteVersion, listVersions, saveVersion, VersionStorageError} from '../versions';
import type {SliceKit} from './kit';

type VersionsState = Pick<PalitoState, 'storageKey' | 'versions' | 'versionId'>;
type VersionsActions = Pick<PalitoActions, 'saveVersion' | 'restoreVersion' | 'deleteVersion' | 'setStorageKey'>;

/** The versions of a project just loaded: the saved ones, none of them current. */
export function versionsOf(storage: StorageLike, storageKey: string, projectId: string): Pick<PalitoState, 'versions' | 'versionId'> {
  return {versions: listVersions(storage, storageKey, projectId), versionId: null};
}

/** The zones a version brings back: null (as loaded) when it kept none; zones the project no longer has are skipped. */
function zonesOf(version: Version, project: Project): Zone[] | null {
  if (!version.zones) return null;
  const known = new Set(project.zones.map((zone) => zone.id));
  const zones = editZones(project.zones, version.zones.filter((zone) => known.has(zone.id)));
  return sameZones(zones, project.zones) ? null : zones;
}

/** The first free `Version n`, counting on from how many there are (names stay unique after deletions). */
function defaultVersionName(settings: SliceKit['settings'], versions: readonly Version[]): string {
  const taken = new Set(versions.map((v) => v.name));
  let n = versions.length + 1;
  while (taken.has(settings.versionName(n))) n += 1;
  return settings.versionName(n);
}

/** The user's edits now, as a new version of `project` (zones only when they differ from the file's). */
function versionNow({settings}: SliceKit, state: PalitoState, project: Project, name: unknown): Version {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  const version: Version = {
    id: createId('version'),
    name: trimmed || defaultVersionName(settings, state.versions),
    createdAt: settings.now().toISOString(),
    projectId: project.id,
    positions: structuredClone(state.positions),
    hidden: [...state.hidden],
    statuses: {...state.statuses},
    properties: structuredClone(state.properties),
  };
  if (state.zones && state.project && !sameZones(state.zones, state.project.zones)) {
    version.zones = state.zones.map(({id, name: zoneName}) => ({id, name: zoneName}));
  }
  return version;
}

/** The state a version brings back: its edits (hidden assets the project no longer has skipped), no history. */
function restoredState(state: PalitoState, version: Version): Partial<PalitoState> {
  const hidden = version.hidden.filter((nodeId) => selectNodeById(state, nodeId));
  return {
    positions: nestedDict(version.positions),
    hidden,
    statuses: dict(version.statuses),
    properties: nestedDict(version.properties),
    history: EMPTY_HISTORY,
    selection: state.selection.filter((nodeId) => !hidden.includes(nodeId)),
    versionId: version.id,
    zones: zonesOf(version, state.project!),
  };
}

export function versionsSlice(kit: SliceKit, storageKey: string | undefined): VersionsState & VersionsActions {
  const {set, get, settings} = kit;
  return {
    storageKey: storageKey || DEFAULT_STORAGE_KEY,
    versions: [],
    versionId: null,

    saveVersion(name) {
      const state = get();
      const current = kit.requireProject('setVersion');
      // The list shown may hold an opened file's versions the storage did not take: a project file
      // written from it must still open.
      if (state.versions.length >= PROJECT_FILE_LIMITS.versions) throw new VersionStorageError('save', 'count');
      const version = versionNow(kit, state, current, name);
      const saved = saveVersion(settings.storage, state.storageKey, version);
      if (!saved.ok) throw new VersionStorageError('save', saved.refusal.reason);
      // The list shown, not the stored one: an opened file's versions the storage did not take stay in view.
      set({versions: [...state.versions.filter((v) => v.id !== version.id), version], versionId: version.id});
      return structuredClone(version);
    },

    restoreVersion(id) {
      kit.requireProject('setVersion');
      const state = get();
      const version = state.versions.find((v) => v.id === id);
      if (!version) throw new RangeError(`setVersion: no saved version with id "${String(id)}" for this project.`);
      const changes = restoredState(state, version);
      // Other zone names or order lay the diagram out again; the rest is drawn over the layouts kept.
      if (sameZones(changes.zones ?? state.project!.zones, state.zones ?? state.project!.zones)) set(changes);
      else void kit.relayout(changes);
      return structuredClone(version);
    },

    deleteVersion(id) {
      const state = get();
      if (!state.project || !state.versions.some((v) => v.id === id)) return false;
      const deleted = deleteVersion(settings.storage, state.storageKey, state.project.id, id);
      if (!deleted.ok) throw new VersionStorageError('delete', deleted.refusal.reason);
      set({
        versions: state.versions.filter((v) => v.id !== id),
        versionId: state.versionId === id ? null : state.versionId,
      });
      return true;
    },

    setStorageKey(key) {
      const next = key || DEFAULT_STORAGE_KEY;
      if (next === get().storageKey) return;
      const project = get().project;
      set({storageKey: next, versions: project ? listVersions(settings.storage, next, project.id) : [], versionId: null});
    },
  };
}
