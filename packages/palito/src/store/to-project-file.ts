// The editor's state as a project file: what `exportAs('project')` writes.

import {type Locale, viewName} from '../i18n';
import {selectCurrentProject, selectGraphStyle} from './selectors';
import type {PalitoState} from './state';
import {sameZones} from '../model';
import {PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile, type ProjectFileUpdate} from '../project-file';

/** The project file of the state (a copy: nothing in it is shared with the state); null before a project is loaded. */
export function toProjectFile(state: PalitoState, locale: Locale): ProjectFile | null {
  const current = selectCurrentProject(state);
  if (!state.project || !current) return null;
  const zones = state.zones && !sameZones(state.zones, state.project.zones) ? state.zones.map(({id, name}) => ({id, name})) : null;
  const file: ProjectFile = {
    format: PROJECT_FILE_FORMAT,
    version: PROJECT_FILE_VERSION,
    view: {
      kind: state.view,
      zoneId: state.zoneId,
      name: viewName(current, {view: state.view, zoneId: state.zoneId ?? undefined}, locale),
    },
    graphStyle: selectGraphStyle(state),
    zones,
    hidden: [...state.hidden],
    statuses: {...state.statuses},
    properties: structuredClone({...state.properties}),
    positions: structuredClone({...state.positions}),
    versions: state.versions.map((version) => structuredClone(version)),
    currentVersionId: state.versionId,
    project: structuredClone(state.project),
    update: updateOf(state),
    filter: state.filter && structuredClone({...state.filter, properties: {...state.filter.properties}}),
  };
  return file;
}

/** The last inventory update, as the file keeps it; null when the project on screen was not updated. */
function updateOf(state: PalitoState): ProjectFileUpdate | null {
  const {previousInventory, inventoryDiff} = state;
  if (!previousInventory || !inventoryDiff) return null;
  return structuredClone({previous: previousInventory.project, diff: inventoryDiff, ghosts: [...previousInventory.ghosts], shown: state.changesShown});
}

/** The file's text: indented JSON (so it diffs line by line in version control), ending with a newline. */
export function projectFileText(file: ProjectFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
