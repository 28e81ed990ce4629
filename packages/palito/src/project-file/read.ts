// Reading a project file: its text → a checked, current-version ProjectFile, or the one problem
// that stops it (too large, damaged, foreign, newer), as a Problem the message catalogues
// translate. Pure: reading never changes anything, so a file that cannot be opened leaves the
// editor as it was. The size and the nesting are checked on the text, before it is parsed.

import {problem, type Problem, PROJECT_FILE_LIMITS} from '../engine';
import {isRecord} from '../model';
import {checkProjectFile} from './check';
import type {OverLimit} from './check-fields';
import {nestsDeeperThan} from './json-depth';
import {isVersion0, migrate} from './migrate';
import {PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, type ProjectFile} from './schema';

export type ProjectFileReading =
  | {ok: true; file: ProjectFile; /** The schema version the file was written in (older ones are migrated). */ from: number}
  | {ok: false; problem: Problem};

const damaged = (field?: string) => ({ok: false as const, problem: problem('project-file-damaged', {}, field ? {field} : {})});
const foreign = () => ({ok: false as const, problem: problem('project-file-foreign')});
const tooLarge = ({what, limit, found}: OverLimit) => ({ok: false as const, problem: problem('project-file-too-large', {}, {what, limit, found})});

/** The problem of a file of `bytes` bytes when that is past the limit: checked before the file is read at all. */
export function projectFileSizeProblem(bytes: number): Problem | null {
  return bytes > PROJECT_FILE_LIMITS.fileBytes ? tooLarge({what: 'fileBytes', limit: PROJECT_FILE_LIMITS.fileBytes, found: bytes}).problem : null;
}

export function readProjectFile(text: string): ProjectFileReading {
  // Characters, not bytes: a text given directly was never a file (a file's size is checked before it is read).
  const oversize = projectFileSizeProblem(text.length);
  if (oversize) return {ok: false, problem: oversize};
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return damaged();
  // No Palito file nests that deep; everything that walks the parsed value would overflow the stack.
  if (nestsDeeperThan(body, PROJECT_FILE_LIMITS.depth)) {
    return tooLarge({what: 'depth', limit: PROJECT_FILE_LIMITS.depth, found: PROJECT_FILE_LIMITS.depth + 1});
  }
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
  if (checked.ok) return {ok: true, file: checked.value, from};
  return 'over' in checked ? tooLarge(checked.over) : damaged(checked.field);
}
