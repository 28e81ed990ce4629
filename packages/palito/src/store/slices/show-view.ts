// Showing the layout of the view asked for (view + current zone): from the cache, or from a layout
// run in the 'layout' lane, where the newest run wins. setView, setZone, setZones, setGraphStyle,
// a restored version and the end of a load all come through here.

import {isAbortError} from '../../engine';
import {dict, own, type Project, viewKeyOf, type ViewKind} from '../../model';
import {selectCurrentProject} from '../selectors';
import type {Run} from '../newest-run';
import {infoOf, type KitBase, type SliceKit} from './kit';

export function createShowView(kit: KitBase): Pick<SliceKit, 'showView' | 'relayout'> {
  const {set, get, runs} = kit;
  /** Bumped whenever the cached layouts go stale, so a run is only reused for the same view AND the same generation. */
  let generation = 0;
  let inFlight: {target: string; run: Run; done: Promise<void>} | null = null;

  const layOut = async (run: Run, project: Project, view: ViewKind, zoneId: string | null, key: string) => {
    set({status: 'loading', progress: null, error: null});
    try {
      const engine = await run.step(kit.engine());
      const start = performance.now();
      const layout = await run.step(engine.layout(project, kit.runOptions(view, zoneId, run.signal)));
      run.end();
      const info = infoOf(layout, performance.now() - start);
      set({layout, layouts: dict(get().layouts, [[key, layout]]), status: 'ready', progress: null, lastLayout: info});
      kit.settings.events.onLayout?.(info);
    } catch (error) {
      // Replaced: the newer run reports.
      if (!run.current) return;
      run.end();
      if (isAbortError(error)) set({status: 'ready', progress: null});
      else set({status: 'error', error, progress: null});
    }
  };

  const showView = async (): Promise<void> => {
    // A load in flight shows the view asked for when it ends: wait for it rather than race it.
    while (runs.busy('load')) await runs.idle('load');
    const state = get();
    const project = selectCurrentProject(state);
    if (!project) return;
    const key = viewKeyOf(state.view, state.zoneId);
    const cached = own(state.layouts, key);
    if (cached) {
      runs.cancel('layout');
      inFlight = null;
      if (state.layout !== cached || state.status !== 'ready') set({layout: cached, status: 'ready', progress: null});
      return;
    }
    // The same view asked for again while it is being laid out: wait for that run, do not restart it.
    const target = `${generation}|${key}`;
    if (inFlight && inFlight.target === target && inFlight.run.current) return inFlight.done;
    const run = runs.start('layout');
    const done = layOut(run, project, state.view, state.zoneId, key);
    inFlight = {target, run, done};
    return done;
  };

  return {
    showView,
    relayout(changes) {
      generation += 1;
      set({...changes, layouts: dict()});
      return showView();
    },
  };
}
