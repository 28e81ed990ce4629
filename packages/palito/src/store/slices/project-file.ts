// The project file slice: opening a `.palito.json` file. The file is read and checked first
// (project-file/read.ts); one that cannot be opened is reported as a load's errors are, and
// nothing else changes, nor is anything stored. A good one is a load: the newest load wins, its
// view is laid out with its style before anything is replaced, and then the project, its edits,
// view and versions replace the previous ones at once.

import {isAbortError, problem, type Problem} from '../../engine';
import {projectFileSizeProblem, readProjectFile} from '../../project-file';
import {mergedVersions, restoredEdits} from '../restore-project-file';
import {dict, type LoadResult, normaliseProject, type PalitoEngine, type Version, viewKeyOf} from '../../model';
import {selectCurrentProject} from '../selectors';
import type {PalitoState} from '../state';
import type {Run} from '../newest-run';
import type {PalitoActions} from '../store-types';
import {listVersions, writeVersions} from '../versions';
import {infoOf, type SliceKit} from './kit';
import {failedLoad} from './runs';

type ProjectFileActions = Pick<PalitoActions, 'openProject'>;

/** The file's text; a file past PROJECT_FILE_LIMITS.fileBytes is refused before it is read. */
async function textOf(input: unknown): Promise<string | Problem> {
  if (typeof input === 'string') return input;
  if (typeof Blob !== 'undefined' && input instanceof Blob) return projectFileSizeProblem(input.size) ?? input.text();
  throw new TypeError('openProject expects a File, a Blob or the file\'s text (a string).');
}

/**
 * The versions the editor shows after opening: the file's and those the browser keeps for the
 * project, stored together for the next visit when the storage takes them. When it does not, a
 * warning says why and nothing is written, so none of the storage's own is lost; past the count
 * Palito keeps, only the file's are shown (a project file written from the editor must open again).
 */
function keepVersions(kit: SliceKit, projectId: string, fromFile: readonly Version[]): {versions: Version[]; warnings: Problem[]} {
  const {storageKey} = kit.get();
  const merged = mergedVersions(fromFile, listVersions(kit.settings.storage, storageKey, projectId));
  const refusal = writeVersions(kit.settings.storage, storageKey, projectId, merged);
  if (!refusal) return {versions: merged, warnings: []};
  const versions = refusal.reason === 'count' ? mergedVersions(fromFile, []) : merged;
  return {versions, warnings: [problem('versions-not-stored', {}, {count: fromFile.length, ...refusal})]};
}

/**
 * A file that passed every check and still failed to lay out: a translated problem, never the
 * engine's own error text (a developer finds the cause in the result's `error`). A cancelled or
 * superseded open reports as any load does.
 */
function unusableFile(kit: SliceKit, run: Run, error: unknown): LoadResult {
  if (!run.current || isAbortError(error)) return failedLoad(kit, run, error);
  run.end();
  const problems = [problem('project-file-unusable')];
  kit.set({status: 'error', problems, progress: null, error: null});
  kit.settings.events.onProblems?.(problems);
  return {ok: false, problems, error};
}

export function projectFileSlice(kit: SliceKit): ProjectFileActions {
  const {set, get, runs, settings} = kit;

  return {
    async openProject(input) {
      let text: string | Problem;
      try {
        text = await textOf(input);
      } catch (error) {
        return {ok: false, problems: [], error};
      }
      const reading = typeof text === 'string' ? readProjectFile(text) : {ok: false as const, problem: text};
      if (!reading.ok) {
        const problems = [reading.problem];
        // Shown over the canvas as a file's errors are; a load in flight reports its own outcome.
        if (!runs.busy('load')) set({status: 'error', problems, progress: null, error: null});
        settings.events.onProblems?.(problems);
        return {ok: false, problems};
      }
      const {file} = reading;
      const run = runs.start('load');
      set({status: 'loading', progress: null, error: null});
      let engine: PalitoEngine;
      try {
        engine = await run.step(kit.engine());
      } catch (error) {
        return failedLoad(kit, run, error);
      }
      try {
        const project = normaliseProject(file.project);
        const edits = restoredEdits(file, project);
        // The view is laid out as it will be shown: zone names and order applied, with the file's style.
        const shown = selectCurrentProject({...get(), ...edits, project, scope: {}} as PalitoState)!;
        const start = performance.now();
        const layout = await run.step(engine.layout(shown, kit.runOptions(edits.view, edits.zoneId, run.signal, edits.graphStyle)));
        const info = infoOf(layout, performance.now() - start);
        run.end();
        const {versions, warnings} = keepVersions(kit, project.id, file.versions);
        set({
          status: 'ready',
          progress: null,
          problems: warnings,
          error: null,
          project,
          layout,
          layouts: dict(undefined, [[viewKeyOf(edits.view, edits.zoneId), layout]]),
          lastLayout: info,
          ...edits,
          versions,
          versionId: file.currentVersionId,
        });
        settings.events.onProblems?.(warnings);
        settings.events.onLayout?.(info);
        return {ok: true, problems: warnings};
      } catch (error) {
        return unusableFile(kit, run, error);
      }
    },
  };
}
