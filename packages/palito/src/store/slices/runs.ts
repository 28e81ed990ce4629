// The runs slice: loading a project (a file converted by the engine, or a Project laid out), the
// engine itself, and what a run reports: status, progress, problems, the failure, the layouts.
// Which run may write is decided by the run lanes (../newest-run.ts), never here.

import {isAbortError} from '../../engine';
import {dict, type GenerateResult, isProject, type LoadResult, normaliseProject, sameLayoutOptions, type TopologyLayout, viewKeyOf} from '../../model';
import {supersededError, type Run} from '../newest-run';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import {NO_EDITS} from './edits';
import {infoOf, type SliceKit} from './kit';
import {versionsOf} from './versions';

type RunsState = Pick<PalitoState, 'status' | 'progress' | 'problems' | 'error' | 'project' | 'layout' | 'layouts' | 'lastLayout' | 'inventoryDiff' | 'previousInventory'>;
type RunsActions = Pick<PalitoActions, 'load' | 'setEngine' | 'dispose'>;

export const INITIAL_RUNS: RunsState = {
  status: 'idle',
  progress: null,
  problems: [],
  error: null,
  project: null,
  layout: null,
  layouts: dict(),
  lastLayout: null,
  inventoryDiff: null,
  previousInventory: null,
};

/** What a load (of a file, a Project or a project file) that threw reports, and leaves on screen. */
export function failedLoad({set, get}: SliceKit, run: Run, error: unknown): LoadResult {
  if (!run.current) return {ok: false, problems: [], error: supersededError()};
  run.end();
  if (isAbortError(error)) {
    set({status: get().project ? 'ready' : 'idle', progress: null});
  } else {
    // Problems with errors belong to an earlier file that was not drawn, not to this failure;
    // warnings alone belong to the diagram on screen, which stays.
    const problems = get().problems;
    const stale = problems.some((p) => p.severity === 'error');
    set({status: 'error', error, progress: null, problems: stale ? [] : problems});
  }
  return {ok: false, problems: [], error};
}

export function runsSlice(kit: SliceKit): RunsState & RunsActions {
  const {set, get, runs, settings} = kit;

  return {
    ...INITIAL_RUNS,

    async load(input, loadOptions = {}) {
      const run = runs.start('load');
      set({status: 'loading', progress: null, error: null});
      try {
        if (input === null || input === undefined) {
          throw new TypeError('setProject expects a Project, a File, a Blob, a string or an ArrayBuffer.');
        }
        const wanted = get();
        const engine = await run.step(kit.engine());
        const options = kit.runOptions('all', null, run.signal);
        let result: GenerateResult;
        if (isProject(input)) {
          const project = normaliseProject(input);
          const start = performance.now();
          const layout = await run.step(engine.layout(project, options));
          result = {ok: true, project, layout, warnings: [], layoutMs: performance.now() - start};
        } else {
          result = await run.step(engine.generate(input, loadOptions.fileName, options));
        }
        if (!result.ok) {
          run.end();
          set({status: 'error', problems: result.problems, progress: null});
          settings.events.onProblems?.(result.problems);
          return {ok: false, problems: result.problems};
        }
        const {project, warnings} = result;
        let layout = result.layout;
        let layoutMs = result.layoutMs;
        const zoneId = project.zones.some((z) => z.id === wanted.zoneId) ? wanted.zoneId : (project.zones[0]?.id ?? null);
        const view = get().view;
        let layouts: Record<string, TopologyLayout> = dict(undefined, [[viewKeyOf('all', null), layout]]);
        if (view === 'zone' && zoneId) {
          const start = performance.now();
          layout = await run.step(engine.layout(project, kit.runOptions('zone', zoneId, run.signal)));
          layoutMs = performance.now() - start;
          layouts[viewKeyOf('zone', zoneId)] = layout;
        }
        // The direction or spacing changed while this ran: its layouts are drawn, but not kept,
        // so the view is laid out again with the new options below.
        if (!sameLayoutOptions(options.layout, get().graphStyle)) layouts = dict();
        run.end();
        const info = infoOf(layout, layoutMs);
        set({
          status: 'ready',
          progress: null,
          problems: warnings,
          error: null,
          project,
          layout,
          layouts,
          lastLayout: info,
          inventoryDiff: null,
          previousInventory: null,
          view: view === 'zone' && zoneId ? 'zone' : view,
          zoneId,
          selection: [],
          ...NO_EDITS,
          filter: null,
          ...versionsOf(settings.storage, get().storageKey, project.id),
        });
        settings.events.onProblems?.(warnings);
        settings.events.onLayout?.(info);
        // The view may have been switched while the file was converting.
        await kit.showView();
        return {ok: true, problems: warnings};
      } catch (error) {
        return failedLoad(kit, run, error);
      }
    },

    setEngine: kit.setEngine,

    dispose() {
      runs.cancel('load');
      runs.cancel('layout');
    },
  };
}
