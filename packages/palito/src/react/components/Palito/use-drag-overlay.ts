// Drags shown locally while they last: the positions of the nodes being dragged, by flow id,
// laid over the flow graph's. The store records a move (undoable) only when its drag ends.

import {useMemo, useState, type Dispatch, type SetStateAction} from 'react';
import type {XYPosition} from '@xyflow/react';
import type {FlowNode} from '../../../store';

export type DragPositions = ReadonlyMap<string, XYPosition>;

const NO_DRAG: DragPositions = new Map();

export interface DragOverlay {
  drag: DragPositions;
  setDrag: Dispatch<SetStateAction<DragPositions>>;
  /** The nodes with the dragged ones where the pointer has them. */
  nodes: FlowNode[];
}

export function useDragOverlay(controlled: FlowNode[]): DragOverlay {
  const [drag, setDrag] = useState<DragPositions>(NO_DRAG);
  const nodes = useMemo(
    () =>
      drag.size === 0
        ? controlled
        : controlled.map((node) => {
            const position = drag.get(node.id);
            return position ? {...node, position, dragging: true} : node;
          }),
    [controlled, drag],
  );
  return {drag, setDrag, nodes};
}

/** The drags after React Flow's changes: `dragging` moved on, `ended` let go. */
export function withDragChanges(previous: DragPositions, dragging: DragPositions, ended: readonly string[]): DragPositions {
  const next = new Map(previous);
  for (const [id, position] of dragging) next.set(id, position);
  for (const id of ended) next.delete(id);
  return next.size ? next : NO_DRAG;
}
