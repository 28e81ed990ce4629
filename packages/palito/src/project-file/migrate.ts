// Older schema versions, brought up to the current one step by step. Each step takes the file of
// its version as read from JSON (unchecked) and returns the next version's; the result is checked
// as any current file is (check.ts).

import {isProject, isRecord} from '../model';

import {PROJECT_FILE_FORMAT} from './schema';

type Raw = Record<string, unknown>;

/**
 * Version 0: `getCurrentProjectData()` saved as JSON, before there was a project file. Its project
 * has the edits applied (zone names and order, statuses, optional properties), so they become the
 * project as converted; its `positions` and `layout` (the view's absolute positions) are left out,
 * the moves being in `movedPositions`.
 */
export function isVersion0(value: Raw): boolean {
  return value.format === undefined && isProject(value.project) && isRecord(value.movedPositions);
}

const STEPS: Record<number, (file: Raw) => Raw> = {
  0: (snapshot) => ({
    format: PROJECT_FILE_FORMAT,
    version: 1,
    view: {kind: snapshot.view === 'zone' ? 'zone' : 'all', zoneId: snapshot.zoneId ?? null, name: ''},
    graphStyle: isRecord(snapshot.graphStyle) ? snapshot.graphStyle : {},
    zones: null,
    hidden: snapshot.hidden ?? [],
    statuses: {},
    properties: {},
    positions: snapshot.movedPositions,
    versions: snapshot.versions ?? [],
    currentVersionId: snapshot.currentVersionId ?? null,
    project: snapshot.project,
  }),
  // Version 1 files were written before inventory updates kept their changes.
  1: (file) => ({...file, version: 2, update: null}),
};

/** The file brought from schema `from` to `to` (the steps in between applied in turn). */
export function migrate(file: Raw, from: number, to: number): Raw {
  let result = file;
  for (let version = from; version < to; version++) result = STEPS[version](result);
  return result;
}
