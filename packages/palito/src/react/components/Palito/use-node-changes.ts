// React Flow's node changes turned into the store's actions: a drag's positions shown locally
// while it lasts and recorded (undoable) when it ends; selection changes on screen. React Flow
// speaks flow ids (flow-id.ts), the store model ids: converted here, where they meet.

import {useCallback, useMemo, type Dispatch, type SetStateAction} from 'react';
import type {NodeChange, XYPosition} from '@xyflow/react';
import {idOfFlowId} from '../../../model';
import type {FlowNode, PalitoStoreApi} from '../../../store';
import {type DragPositions, withDragChanges} from './use-drag-overlay';

/** What a batch of changes asks for. */
interface ChangeBatch {
  /** Drags that ended, by model id. */
  moves: {id: string; position: XYPosition}[];
  /** Drags going on, by flow id. */
  dragging: Map<string, XYPosition>;
  /** Drags that ended, by flow id. */
  ended: string[];
  /** The selection after the batch, when it changed it. */
  selection?: string[];
}

/** Reads a batch; `selected` is the store's selection among the nodes on screen. */
function readChanges(changes: readonly NodeChange[], selected: Set<string>): ChangeBatch {
  const batch: ChangeBatch = {moves: [], dragging: new Map(), ended: []};
  let selectionChanged = false;
  for (const change of changes) {
    if (change.type === 'position') {
      if (change.dragging && change.position) batch.dragging.set(change.id, change.position);
      else if (!change.dragging) {
        batch.ended.push(change.id);
        if (change.position) batch.moves.push({id: idOfFlowId(change.id), position: change.position});
      }
    } else if (change.type === 'select') {
      selectionChanged = true;
      if (change.selected) selected.add(idOfFlowId(change.id));
      else selected.delete(idOfFlowId(change.id));
    }
  }
  if (selectionChanged) batch.selection = [...selected];
  return batch;
}

export function useNodeChanges(store: PalitoStoreApi, graphNodes: readonly FlowNode[], setDrag: Dispatch<SetStateAction<DragPositions>>) {
  const onScreen = useMemo(() => new Set(graphNodes.map((n) => idOfFlowId(n.id))), [graphNodes]);
  return useCallback(
    (changes: NodeChange[]) => {
      // React Flow only reports the nodes it draws: a selection change on screen replaces
      // whatever was selected in another view.
      const {moves, dragging, ended, selection} = readChanges(changes, new Set(store.getState().selection.filter((id) => onScreen.has(id))));
      if (moves.length) store.getState().moveNodes(moves);
      if (dragging.size || ended.length) setDrag((previous) => withDragChanges(previous, dragging, ended));
      if (selection) store.getState().select(selection);
    },
    [store, onScreen, setDrag],
  );
}
