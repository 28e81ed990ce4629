// A project file as the editor's state: what opening it sets, besides the layout and the versions
// (the store lays the view out and merges the versions with those the browser keeps).

import {dict, editZones, nestedDict, normaliseProject, type Project, sameZones, type Version} from '../model';
import {EMPTY_HISTORY} from './history';
import type {PalitoState} from './state';
import type {ProjectFile} from '../project-file';

export type RestoredEdits = Pick<
  PalitoState,
  'zones' | 'hidden' | 'statuses' | 'properties' | 'positions' | 'history' | 'view' | 'zoneId' | 'graphStyle' | 'selection' | 'inventoryDiff' | 'previousInventory' | 'changesShown' | 'filter'
>;

/** The edits, view and style of a checked file, for `project` (the file's, normalised). */
export function restoredEdits(file: ProjectFile, project: Project): RestoredEdits {
  const zones = file.zones ? editZones(project.zones, file.zones) : null;
  const assets = new Set(project.nodes.map((node) => node.id));
  const zoneId = file.view.zoneId ?? project.zones[0]?.id ?? null;
  return {
    zones: zones && !sameZones(zones, project.zones) ? zones : null,
    hidden: file.hidden.filter((id) => assets.has(id)),
    statuses: dict(file.statuses),
    properties: nestedDict(file.properties),
    positions: nestedDict(file.positions),
    history: EMPTY_HISTORY,
    view: file.view.kind === 'zone' && zoneId ? 'zone' : 'all',
    zoneId,
    graphStyle: {...file.graphStyle, edgeColors: {...file.graphStyle.edgeColors}},
    selection: [],
    // A file saved after an inventory update shows the same changes again.
    inventoryDiff: file.update?.diff ?? null,
    previousInventory: file.update ? {project: normaliseProject(file.update.previous), ghosts: file.update.ghosts} : null,
    changesShown: file.update?.shown ?? true,
    filter: file.filter ? {...file.filter, properties: dict(file.filter.properties)} : null,
  };
}

/**
 * The versions after opening: the file's, and those the browser keeps for the project that the
 * file does not have (none is lost), oldest first.
 */
export function mergedVersions(fromFile: readonly Version[], kept: readonly Version[]): Version[] {
  const inFile = new Set(fromFile.map((version) => version.id));
  return [...kept.filter((version) => !inFile.has(version.id)), ...fromFile].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}
