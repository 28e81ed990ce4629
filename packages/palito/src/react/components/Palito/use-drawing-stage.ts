// A new layout on the level-of-detail layer (more than LAYER_ABOVE_ASSETS assets) is drawn in
// three tasks, none of them long even on the bench's 20,000-asset inventory: the boxes (React
// Flow's nodes: cheap), then the flow graph of every asset and line (toFlow), then the layer's
// scene. Between them the browser paints: the outline of the diagram shows first. A layout of
// components (LAYER_ABOVE_ASSETS assets or fewer) is drawn at once, as it always was.

import {useEffect, useState} from 'react';

export type DrawingStage = 'boxes' | 'graph' | 'scene';

const STAGES: readonly DrawingStage[] = ['boxes', 'graph', 'scene'];

export function useDrawingStage(layout: unknown, staged: boolean): DrawingStage {
  const [stage, setStage] = useState<{of: unknown; step: number}>({of: layout, step: 0});
  // A new layout starts over (React's "adjust state while rendering" pattern).
  let current = stage;
  if (stage.of !== layout) {
    current = {of: layout, step: 0};
    setStage(current);
  }
  const last = STAGES.length - 1;

  useEffect(() => {
    if (!staged || current.step >= last) return undefined;
    // A task of its own (not a frame): the next stage runs after the browser has painted this one.
    const timer = setTimeout(() => setStage((s) => (s.of === current.of ? {of: s.of, step: s.step + 1} : s)), 0);
    return () => clearTimeout(timer);
  }, [staged, current, last]);

  return staged ? STAGES[current.step] : 'scene';
}
