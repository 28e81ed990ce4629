// Undo/redo of moves. An entry records, for one view, each moved item's position before and after
// (null: it had no moved position, so the layout's applied).

import {dict, own, type Point, type PositionOverrides} from '../model';

export interface MoveEntry {
  viewKey: string;
  /** Keyed by item ids (null-prototype objects: an asset may be called `__proto__`). */
  before: Record<string, Point | null>;
  after: Record<string, Point | null>;
}

export interface History {
  undo: MoveEntry[];
  redo: MoveEntry[];
}

/** Enough to undo a working session; older moves fall off. */
export const HISTORY_LIMIT = 200;

export const EMPTY_HISTORY: History = {undo: [], redo: []};

export function record(history: History, entry: MoveEntry): History {
  const undo = [...history.undo, entry];
  if (undo.length > HISTORY_LIMIT) undo.shift();
  return {undo, redo: []};
}

/** Writes one side of an entry into the overrides. */
export function applyEntrySide(
  positions: PositionOverrides,
  viewKey: string,
  side: Record<string, Point | null>,
): PositionOverrides {
  const view = dict(own(positions, viewKey));
  for (const [id, point] of Object.entries(side)) {
    if (point) view[id] = point;
    else delete view[id];
  }
  return dict(positions, [[viewKey, view]]);
}

export function undoStep(
  history: History,
  positions: PositionOverrides,
): {history: History; positions: PositionOverrides; entry: MoveEntry} | null {
  const entry = history.undo.at(-1);
  if (!entry) return null;
  return {
    history: {undo: history.undo.slice(0, -1), redo: [...history.redo, entry]},
    positions: applyEntrySide(positions, entry.viewKey, entry.before),
    entry,
  };
}

export function redoStep(
  history: History,
  positions: PositionOverrides,
): {history: History; positions: PositionOverrides; entry: MoveEntry} | null {
  const entry = history.redo.at(-1);
  if (!entry) return null;
  return {
    history: {undo: [...history.undo, entry], redo: history.redo.slice(0, -1)},
    positions: applyEntrySide(positions, entry.viewKey, entry.after),
    entry,
  };
}
