// Undo/redo of moves and of inventory updates. A move entry records, for one view, each moved
// item's position before and after (null: it had no moved position, so the layout's applied). An
// inventory entry records what an update (or a tidy-up) replaced and what it put on screen, so the
// whole of it is one step.

import type {ProjectDiff} from '../engine';
import {dict, own, type LayoutInfo, type PreviousInventory, type Point, type PositionOverrides, type Problem, type Project, type TopologyLayout, type ViewKind, type Zone} from '../model';

export interface MoveEntry {
  kind: 'move';
  viewKey: string;
  /** Keyed by item ids (null-prototype objects: an asset may be called `__proto__`). */
  before: Record<string, Point | null>;
  after: Record<string, Point | null>;
}

/** What an inventory update changes, on either side of it. */
export interface InventorySnapshot {
  project: Project | null;
  zones: readonly Zone[] | null;
  layout: TopologyLayout | null;
  layouts: Readonly<Record<string, TopologyLayout>>;
  lastLayout: LayoutInfo | null;
  problems: readonly Problem[];
  inventoryDiff: ProjectDiff | null;
  previousInventory: PreviousInventory | null;
  changesShown: boolean;
  positions: PositionOverrides;
  view: ViewKind;
  zoneId: string | null;
}

export interface InventoryEntry {
  /** An inventory update, or a tidy-up (a fresh layout of what is on screen). */
  kind: 'inventory' | 'tidy';
  before: InventorySnapshot;
  after: InventorySnapshot;
}

export type HistoryEntry = MoveEntry | InventoryEntry;

export interface History {
  undo: HistoryEntry[];
  redo: HistoryEntry[];
}

/** Enough to undo a working session; older moves fall off. */
export const HISTORY_LIMIT = 200;

export const EMPTY_HISTORY: History = {undo: [], redo: []};

export function record(history: History, entry: HistoryEntry): History {
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
): {history: History; positions: PositionOverrides; entry: HistoryEntry} | null {
  const entry = history.undo.at(-1);
  if (!entry) return null;
  return {
    history: {undo: history.undo.slice(0, -1), redo: [...history.redo, entry]},
    positions: entry.kind === 'move' ? applyEntrySide(positions, entry.viewKey, entry.before) : positions,
    entry,
  };
}

export function redoStep(
  history: History,
  positions: PositionOverrides,
): {history: History; positions: PositionOverrides; entry: HistoryEntry} | null {
  const entry = history.redo.at(-1);
  if (!entry) return null;
  return {
    history: {undo: [...history.undo, entry], redo: history.redo.slice(0, -1)},
    positions: entry.kind === 'move' ? applyEntrySide(positions, entry.viewKey, entry.after) : positions,
    entry,
  };
}
