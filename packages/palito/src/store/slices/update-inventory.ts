// Next quarter's inventory over this one: the new file (or Project) is converted and laid out over
// the layouts the user sees (their moves applied), so what did not change stays where it was; the
// edits stay (statuses, properties, hidden assets, zone names and order, moves), kept by asset id
// even for assets that are gone, so undo or a later re-add brings them back; what changed is kept as
// `inventoryDiff`, and the whole update is one undo step. A tidy-up lays the view on screen out
// afresh, moves dropped, also as one step: the way back from an update's kept places to a new drawing.

import {diffProjects, type ProjectDiff} from '../../engine';
import {ghostPlacesOf} from '../../export';
import {dict, isProject, normaliseProject, own, type Project, type TopologyLayout, viewKeyOf, type Zone} from '../../model';
import {record, type InventorySnapshot} from '../history';
import {layoutOnScreen} from '../layout-positions';
import {selectCurrentProject} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import {failedLoad} from './runs';
import {infoOf, type SliceKit} from './kit';

/** The zone edits carried to the new inventory: renamed and ordered zones that remain, in their order and with their names; new zones after them. */
export function carryZones(edited: readonly Zone[] | null, zones: readonly Zone[]): Zone[] | null {
  if (!edited) return null;
  const now = new Map(zones.map((zone) => [zone.id, zone]));
  const kept = edited.filter((zone) => now.has(zone.id)).map((zone) => ({...now.get(zone.id)!, name: zone.name}));
  const listed = new Set(kept.map((zone) => zone.id));
  return [...kept, ...zones.filter((zone) => !listed.has(zone.id))];
}

function snapshotOf(state: PalitoState): InventorySnapshot {
  const {project, zones, layout, layouts, lastLayout, problems, inventoryDiff, previousInventory, changesShown, positions, view, zoneId} = state;
  return {project, zones, layout, layouts, lastLayout, problems, inventoryDiff, previousInventory, changesShown, positions, view, zoneId};
}

/** The layouts the user saw, their moves applied, All View's first: where the removed items' ghosts go. */
function layoutsOnScreen(state: PalitoState): TopologyLayout[] {
  const keys = Object.keys(state.layouts).sort((a, b) => Number(b === viewKeyOf('all', null)) - Number(a === viewKeyOf('all', null)));
  return keys.map((key) => onScreen(state, key)!);
}

/** The layout of a view as the user sees it (their moves applied), if that view was laid out. */
function onScreen(state: PalitoState, viewKey: string): TopologyLayout | undefined {
  const layout = own(state.layouts, viewKey);
  return layout && layoutOnScreen(layout, own(state.positions, viewKey) ?? {});
}

export function updateInventorySlice(kit: SliceKit): Pick<PalitoState, 'changesShown'> & Pick<PalitoActions, 'updateInventory' | 'tidyUp' | 'showChanges'> {
  const {set, get, runs, settings} = kit;
  return {
    changesShown: true,

    showChanges(shown) {
      set({changesShown: shown});
    },

    async updateInventory(input, options = {}) {
      if (!get().project) return get().load(input, options);
      const run = runs.start('load');
      const before = get();
      set({status: 'loading', progress: null, error: null});
      try {
        if (input === null || input === undefined) {
          throw new TypeError('updateInventory expects a Project, a File, a Blob, a string or an ArrayBuffer.');
        }
        const engine = await run.step(kit.engine());
        const allKey = viewKeyOf('all', null);
        const allOptions = {...kit.runOptions('all', null, run.signal), previous: onScreen(before, allKey)};
        let project: Project;
        let warnings = [] as PalitoState['problems'];
        let allLayout: TopologyLayout | undefined;
        const start = performance.now();
        if (isProject(input)) project = normaliseProject(input);
        else {
          const result = await run.step(engine.generate(input, options.fileName, allOptions));
          if (!result.ok) {
            run.end();
            set({status: 'error', problems: result.problems, progress: null});
            settings.events.onProblems?.(result.problems);
            return {ok: false, problems: result.problems};
          }
          ({project, warnings} = result);
          allLayout = result.layout;
        }
        const zones = carryZones(before.zones, project.zones);
        const edited = selectCurrentProject({...before, project, zones})!;
        // The engine laid out the file as read; renamed or reordered zones are laid out as edited.
        if (!allLayout || zones) allLayout = await run.step(engine.layout(edited, allOptions));
        const layouts: Record<string, TopologyLayout> = dict(undefined, [[allKey, allLayout]]);
        const zoneId = project.zones.some((z) => z.id === before.zoneId) ? before.zoneId : (project.zones[0]?.id ?? null);
        const view = before.view === 'zone' && zoneId ? 'zone' : 'all';
        let layout = allLayout;
        if (view === 'zone' && zoneId) {
          const zoneKey = viewKeyOf('zone', zoneId);
          layout = await run.step(engine.layout(edited, {...kit.runOptions('zone', zoneId, run.signal), previous: onScreen(before, zoneKey)}));
          layouts[zoneKey] = layout;
        }
        run.end();
        const diff: ProjectDiff = diffProjects(before.project!, project);
        const problems = [...warnings, ...diff.hints];
        const lastLayout = infoOf(layout, performance.now() - start);
        const previousInventory = {project: before.project!, ghosts: ghostPlacesOf(diff, before.project!, layoutsOnScreen(before))};
        const changes = {inventoryDiff: diff, previousInventory, changesShown: true};
        const after: InventorySnapshot = {project, zones, layout, layouts, lastLayout, problems, ...changes, positions: before.positions, view, zoneId};
        set({...after, status: 'ready', progress: null, error: null, selection: [], history: record(before.history, {kind: 'inventory', before: snapshotOf(before), after})});
        settings.events.onProblems?.(problems);
        settings.events.onLayout?.(after.lastLayout!);
        return {ok: true, problems, diff};
      } catch (error) {
        return failedLoad(kit, run, error);
      }
    },

    async tidyUp() {
      const project = kit.requireProject('tidyUp');
      const run = runs.start('load');
      const before = get();
      set({status: 'loading', progress: null, error: null});
      try {
        const engine = await run.step(kit.engine());
        const start = performance.now();
        const edited = selectCurrentProject(before) ?? project;
        const layout = await run.step(engine.layout(edited, kit.runOptions(before.view, before.zoneId, run.signal)));
        run.end();
        const lastLayout = infoOf(layout, performance.now() - start);
        const layouts = dict(undefined, [[viewKeyOf(before.view, before.zoneId), layout]]);
        const after: InventorySnapshot = {...snapshotOf(before), layout, layouts, lastLayout, positions: dict()};
        set({...after, status: 'ready', progress: null, history: record(before.history, {kind: 'tidy', before: snapshotOf(before), after})});
        settings.events.onLayout?.(lastLayout);
        return true;
      } catch (error) {
        failedLoad(kit, run, error);
        return false;
      }
    },
  };
}
