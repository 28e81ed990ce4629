// A new layout is put on the canvas a slice of assets per frame. React Flow mounts a component
// (and a minimap shape) per node: 200 assets in one commit is a 150-250 ms task on a 2-core
// machine, long enough to freeze input; slices of REVEAL_PER_FRAME keep each frame's work well
// under 100 ms. Boxes (zones, CBS groups, bundles) and stubs come in the first frame, so the
// diagram's outline and the view fitted to it are there from the start.

import {useEffect, useState} from 'react';
import type {FlowEdge, FlowNode} from '../../core/to-flow';

/** Assets added per animation frame; a layout with fewer is drawn in one go, as before. */
export const REVEAL_PER_FRAME = 60;

interface Reveal {
  of: unknown;
  assets: number;
}

export function useProgressiveReveal<N extends FlowNode>(
  layout: unknown,
  nodes: N[],
  edges: FlowEdge[],
): {nodes: N[]; edges: FlowEdge[]; complete: boolean} {
  const total = nodes.reduce((n, node) => (node.data.kind === 'asset' ? n + 1 : n), 0);
  const [reveal, setReveal] = useState<Reveal>({of: layout, assets: total > REVEAL_PER_FRAME ? REVEAL_PER_FRAME : Infinity});
  // A new layout starts over (React's "adjust state while rendering" pattern: no frame of the
  // whole new layout at once in between).
  let current = reveal;
  if (reveal.of !== layout) {
    current = {of: layout, assets: total > REVEAL_PER_FRAME ? REVEAL_PER_FRAME : Infinity};
    setReveal(current);
  }
  const complete = current.assets >= total;

  useEffect(() => {
    if (complete) return;
    const frame = requestAnimationFrame(() =>
      setReveal((r) => (r.of === current.of ? {of: r.of, assets: r.assets + REVEAL_PER_FRAME} : r)),
    );
    return () => cancelAnimationFrame(frame);
  }, [complete, current]);

  if (complete) return {nodes, edges, complete};
  const shown = new Set<string>();
  let assets = 0;
  const partial = nodes.filter((node) => {
    if (node.data.kind === 'asset' && ++assets > current.assets) return false;
    shown.add(node.id);
    return true;
  });
  return {nodes: partial, edges: edges.filter((e) => shown.has(e.source) && shown.has(e.target)), complete};
}
