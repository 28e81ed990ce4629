// The edits slice: what the user changes on top of the loaded project. Moves (per view, undoable),
// hidden assets, statuses, optional properties, and zone names and order.

import {dict, editZones, own, type Point, viewKeyOf, viewOfKey} from '../../model';
import {NODE_STATUSES, isNodeStatus} from '../../engine';
import {EMPTY_HISTORY, record, redoStep, undoStep, type History, type InventorySnapshot, type MoveEntry} from '../history';
import {selectNodeById, selectScreenViewKey} from '../selectors';
import type {PalitoState} from '../state';
import type {PalitoActions} from '../store-types';
import type {SliceKit} from './kit';

type EditsState = Pick<PalitoState, 'zones' | 'hidden' | 'statuses' | 'properties' | 'positions' | 'history'>;
type EditsActions = Pick<
  PalitoActions,
  'moveNodes' | 'undo' | 'redo' | 'hide' | 'unhide' | 'showAll' | 'setStatus' | 'setOptionalProperties' | 'setZones'
>;

/**
 * A project without edits: the state a new load starts from. The records are keyed by asset ids
 * and view keys, so they are null-prototype objects (see dict.ts), as every change keeps them.
 */
export const NO_EDITS: EditsState = {
  zones: null,
  hidden: [],
  statuses: dict(),
  properties: dict(),
  positions: dict(),
  history: EMPTY_HISTORY,
};

const samePoint = (a: Point | null | undefined, b: Point | null | undefined) =>
  (!a && !b) || (!!a && !!b && a.x === b.x && a.y === b.y);

/**
 * The moves that change a position of the view (`view`: its moved positions), as one undoable
 * entry; none when nothing changes. Positions that are not finite numbers are left out.
 */
function moveEntry(viewKey: string, view: Record<string, Point> | undefined, moves: Parameters<PalitoActions['moveNodes']>[0]): MoveEntry | undefined {
  const entry: MoveEntry = {kind: 'move', viewKey, before: dict(), after: dict()};
  let changed = false;
  for (const {id, position} of moves) {
    if (!Number.isFinite(position?.x) || !Number.isFinite(position?.y)) continue;
    const after = {x: position.x, y: position.y};
    const before = own(view, id) ?? null;
    if (samePoint(before, after)) continue;
    entry.before[id] = before;
    entry.after[id] = after;
    changed = true;
  }
  return changed ? entry : undefined;
}

/**
 * Undo and redo go back through the moves of every view, in order. When a step belongs to
 * another view, that view is shown, so the change undone is never out of sight.
 */
function showViewOf({get}: SliceKit, entry: MoveEntry): void {
  const {view, zoneId} = get();
  if (entry.viewKey === viewKeyOf(view, zoneId)) return;
  const target = viewOfKey(entry.viewKey);
  if (target.view === 'zone' && !get().project?.zones.some((z) => z.id === target.zoneId)) return;
  get()
    .setView(target.view, target.zoneId ?? undefined)
    .catch(() => undefined);
}

/** One side of an inventory update back on screen, in one step; a run in flight is stopped first, as its result would belong to the other side. */
function restoreInventory({set, runs}: SliceKit, history: History, side: InventorySnapshot): true {
  runs.cancel('load');
  runs.cancel('layout');
  set({...side, history, selection: [], status: 'ready', progress: null, error: null});
  return true;
}

/** Moves, recorded per view, and undo and redo through them. */
function moveActions(kit: SliceKit): Pick<EditsActions, 'moveNodes' | 'undo' | 'redo'> {
  const {set, get} = kit;
  return {
    moveNodes(moves) {
      const state = get();
      const viewKey = selectScreenViewKey(state);
      const view = own(state.positions, viewKey);
      const entry = moveEntry(viewKey, view, moves);
      if (!entry) return;
      const next = dict(view, Object.entries(entry.after) as Array<[string, Point]>);
      set({positions: dict(state.positions, [[viewKey, next]]), history: record(state.history, entry)});
    },

    undo() {
      const step = undoStep(get().history, get().positions);
      if (!step) return false;
      if (step.entry.kind !== 'move') return restoreInventory(kit, step.history, step.entry.before);
      set({history: step.history, positions: step.positions});
      showViewOf(kit, step.entry);
      return true;
    },

    redo() {
      const step = redoStep(get().history, get().positions);
      if (!step) return false;
      if (step.entry.kind !== 'move') return restoreInventory(kit, step.history, step.entry.after);
      set({history: step.history, positions: step.positions});
      showViewOf(kit, step.entry);
      return true;
    },
  };
}

export function editsSlice(kit: SliceKit): EditsState & EditsActions {
  const {set, get} = kit;
  return {
    ...NO_EDITS,
    ...moveActions(kit),

    hide(ids) {
      const state = get();
      const wanted = ids.filter((id) => selectNodeById(state, id) && !state.hidden.includes(id));
      if (wanted.length === 0) return;
      const hidden = [...state.hidden, ...wanted];
      get().select(state.selection.filter((id) => !wanted.includes(id)));
      set({hidden});
    },

    unhide(ids) {
      const hidden = get().hidden.filter((id) => !ids.includes(id));
      if (hidden.length !== get().hidden.length) set({hidden});
    },

    showAll() {
      if (get().hidden.length) set({hidden: []});
    },

    setStatus(nodeId, status) {
      kit.requireNode('setStatus', nodeId);
      if (!isNodeStatus(status)) {
        throw new RangeError(`setStatus: unknown status "${String(status)}" (use ${NODE_STATUSES.join(', ')}).`);
      }
      set({statuses: dict(get().statuses, [[nodeId, status]])});
    },

    setOptionalProperties(nodeId, properties) {
      kit.requireNode('setOptionalProperties', nodeId);
      if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
        throw new TypeError('setOptionalProperties: properties must be an object of names to values.');
      }
      const merged = dict(own(get().properties, nodeId));
      for (const [key, value] of Object.entries(properties)) {
        if (value === undefined || value === null) continue;
        merged[key] = typeof value === 'string' ? value : String(value);
      }
      set({properties: dict(get().properties, [[nodeId, merged]])});
    },

    setZones(zones) {
      const project = kit.requireProject('setZones');
      // Checked (and thrown) before anything changes; zone order and names change the layout.
      return kit.relayout({zones: editZones(project.zones, zones)});
    },
  };
}
