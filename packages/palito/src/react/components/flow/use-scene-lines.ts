// The layer's lines, drawn off the task that draws the assets: slices of at most SLICE_MS, one
// per task, so a new 20,000-asset layout never blocks the page on its 30,000 lines. While they
// are drawn the layer keeps the lines it had if they belong to the same layout (a drag, a
// selection: they are nearly right), and shows none for a new layout.

import {useEffect, useRef, useState} from 'react';
import type {FlowEdge} from '../../../store';
import type {EdgeType} from '../../../model';
import {continueLines, startLines, type LineCache, type Scene, type SceneLines} from './scene';

/** The longest a slice of line drawing runs before giving the page its turn. */
const SLICE_MS = 25;

export function useSceneLines(layout: unknown, scene: Scene | undefined, edges: readonly FlowEdge[], edgeType: EdgeType): SceneLines | undefined {
  const cache = useRef<LineCache>(new Map());
  const [drawn, setDrawn] = useState<{layout: unknown; lines: SceneLines}>();

  useEffect(() => {
    if (!scene) return undefined;
    const job = startLines();
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      const lines = continueLines(job, edges, scene.boxes, edgeType, cache.current, () => performance.now() > until);
      if (lines) setDrawn({layout, lines});
      else timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [layout, scene, edges, edgeType]);

  return drawn && drawn.layout === layout ? drawn.lines : undefined;
}
