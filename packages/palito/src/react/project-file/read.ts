// Reading a project file: its text → a checked, current-version ProjectFile, or the one problem
// that stops it (damaged, foreign, newer), as a Problem the message catalogues translate. Pure:
// reading never changes anything, so a file that cannot be opened leaves the editor as it was.

import {problem, type Problem} from '../../engine/model/problem';
import {checkProjectFile, isRecord} from './check';
import {isVersion0, migrate} from './migrate';
import {PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile} from './schema';

export type ProjectFileReading =
  | {ok: true; file: ProjectFile; /** The schema version the file was written in (older ones are migrated). */ from: number}
  | {ok: false; problem: Problem};

const damaged = (field?: string) => ({ok: false as const, problem: problem('project-file-damaged', {}, field ? {field} : {})});
const foreign = () => ({ok: false as const, problem: problem('project-file-foreign')});

export function readProjectFile(text: string): ProjectFileReading {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return damaged();
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    // Cut off or broken JSON starts as a file did; anything else (a CSV, an image) is not one.
    return body.startsWith('{') ? damaged() : foreign();
  }
  if (!isRecord(value)) return foreign();
  let from: number;
  if (isVersion0(value)) from = 0;
  else if (value.format !== PROJECT_FILE_FORMAT) return foreign();
  else if (!Number.isInteger(value.version) || (value.version as number) < 1) return damaged('version');
  else from = value.version as number;
  if (from > PROJECT_FILE_VERSION) {
    return {ok: false, problem: problem('project-file-newer', {}, {version: from, supported: PROJECT_FILE_VERSION})};
  }
  const checked = checkProjectFile(migrate(value, from, PROJECT_FILE_VERSION));
  return checked.ok ? {ok: true, file: checked.value, from} : damaged(checked.field);
}
