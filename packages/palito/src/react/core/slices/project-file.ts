// The project file slice: opening a `.palito.json` file. The file is read and checked first
// (project-file/read.ts); one that cannot be opened is reported as a load's errors are, and
// nothing else changes. A good one is a load: the newest load wins, its view is laid out with
// its style before anything is replaced, and then the project, its edits, view and versions
// replace the previous ones at once.

import {readProjectFile} from '../../project-file/read';
import {mergedVersions, restoredEdits} from '../../project-file/restore';
import {dict} from '../dict';
import {normaliseProject} from '../project-input';
import {selectCurrentProject} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import {listVersions, writeVersions} from '../versions';
import {viewKeyOf} from '../view-key';
import {infoOf, type SliceKit} from './kit';
import {failedLoad} from './runs';

type ProjectFileActions = Pick<PalitoActions, 'openProject'>;

async function textOf(input: unknown): Promise<string> {
  if (typeof input === 'string') return input;
  if (typeof Blob !== 'undefined' && input instanceof Blob) return input.text();
  throw new TypeError('openProject expects a File, a Blob or the file\'s text (a string).');
}

export function projectFileSlice(kit: SliceKit): ProjectFileActions {
  const {set, get, runs, settings} = kit;

  return {
    async openProject(input) {
      let text: string;
      try {
        text = await textOf(input);
      } catch (error) {
        return {ok: false, problems: [], error};
      }
      const reading = readProjectFile(text);
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
      try {
        const engine = await run.step(kit.engine());
        const project = normaliseProject(file.project);
        const edits = restoredEdits(file, project);
        // The view is laid out as it will be shown: zone names and order applied, with the file's style.
        const shown = selectCurrentProject({...get(), ...edits, project, scope: {}} as PalitoState)!;
        const start = performance.now();
        const layout = await run.step(engine.layout(shown, kit.runOptions(edits.view, edits.zoneId, run.signal, edits.graphStyle)));
        const info = infoOf(layout, performance.now() - start);
        run.end();
        const {storageKey} = get();
        const versions = mergedVersions(file.versions, listVersions(settings.storage, storageKey, project.id));
        // Refused (the storage is full or blocked): the versions are still shown, for this session.
        writeVersions(settings.storage, storageKey, project.id, versions);
        set({
          status: 'ready',
          progress: null,
          problems: [],
          error: null,
          project,
          layout,
          layouts: dict(undefined, [[viewKeyOf(edits.view, edits.zoneId), layout]]),
          lastLayout: info,
          ...edits,
          versions,
          versionId: file.currentVersionId,
        });
        settings.events.onProblems?.([]);
        settings.events.onLayout?.(info);
        return {ok: true, problems: []};
      } catch (error) {
        return failedLoad(kit, run, error);
      }
    },
  };
}
