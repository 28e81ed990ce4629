// A new layout is put on the canvas a slice of assets per frame. React Flow mounts a component
// (and a minimap shape) per node: a few hundred assets in one commit make a task long enough to
// freeze input on a slow machine. Boxes (zones, CBS groups, bundles) and stubs come in the
// first frame, so the diagram's outline and the view fitted to it are there from the start.
//
// The slice adapts to the machine: the time from one slice's frame to the next is what a slice
// costs (React's render and commit, the browser's style, layout and paint), so the next slice is
// as many assets as fit in SLICE_BUDGET_MS at that rate, at most twice or half the last. A fast
// desktop draws a big diagram in a few frames; a slow, loaded machine keeps every task near the
// budget instead of well over it.

import {useEffect, useState} from 'react';
import type {FlowEdge, FlowNode} from '../../../store';

/** Assets in the first slice; a layout with no more is drawn in one go. */
export const FIRST_SLICE = 30;
/** The bounds of a slice: always some progress, never the freeze this hook is here to avoid. */
const MIN_SLICE = 10;
const MAX_SLICE = 1000;
/** What a slice's frame should cost; well under the 100-200 ms at which input feels frozen. */
const SLICE_BUDGET_MS = 50;

interface Reveal {
  of: unknown;
  assets: number;
  slice: number;
  /** When the last slice was added (an animation frame's time), if one was. */
  at?: number;
}

function start(layout: unknown, total: number): Reveal {
  return {of: layout, assets: total > FIRST_SLICE ? FIRST_SLICE : Infinity, slice: FIRST_SLICE};
}

/** The next slice, from the last one and the milliseconds it took to reach the next frame. */
export function nextSlice(slice: number, tookMs: number): number {
  const fits = Math.floor((SLICE_BUDGET_MS * slice) / Math.max(tookMs, 1));
  return Math.min(MAX_SLICE, slice * 2, Math.max(MIN_SLICE, Math.ceil(slice / 2), fits));
}

export function useProgressiveReveal<N extends FlowNode>(
  layout: unknown,
  nodes: N[],
  edges: FlowEdge[],
): {nodes: N[]; edges: FlowEdge[]; complete: boolean} {
  const total = nodes.reduce((n, node) => (node.data.kind === 'asset' ? n + 1 : n), 0);
  const [reveal, setReveal] = useState<Reveal>(() => start(layout, total));
  // A new layout starts over (React's "adjust state while rendering" pattern: no frame of the
  // whole new layout at once in between).
  let current = reveal;
  if (reveal.of !== layout) {
    current = start(layout, total);
    setReveal(current);
  }
  const complete = current.assets >= total;

  useEffect(() => {
    if (complete) return;
    const frame = requestAnimationFrame((now) => {
      const slice = current.at === undefined ? current.slice : nextSlice(current.slice, now - current.at);
      setReveal((r) => (r.of === current.of ? {of: r.of, assets: r.assets + slice, slice, at: now} : r));
    });
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
