// Assets are put on the canvas a slice per frame. React Flow mounts a component (and a minimap
// shape) per node: a few hundred assets in one commit make a task long enough to freeze input on a
// slow machine. That happens with a new layout, and on a big diagram whenever the view jumps to a
// part whose assets are not components yet (the find box, a zone, a zoom past the detail level).
// Boxes (zones, CBS groups, bundles) and stubs come at once, so the diagram's outline and the view
// fitted to it are there from the start; a few new assets come at once too, so a small change
// (one asset shown again, a short pan) shows in the same frame.
//
// The slice adapts to the machine: the time from one slice's frame to the next is what a slice
// costs (React's render and commit, the browser's style, layout and paint), so the next slice is
// as many assets as fit in SLICE_BUDGET_MS at that rate, at most twice or half the last. A fast
// desktop draws a big diagram in a few frames; a slow, loaded machine keeps every task near the
// budget instead of well over it.

import {useEffect, useMemo, useRef, useState} from 'react';
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
  slice: number;
  /** When the last slice was added (an animation frame's time), if one was. */
  at?: number;
}

const start = (layout: unknown): Reveal => ({of: layout, slice: FIRST_SLICE});

/** The next slice, from the last one and the milliseconds it took to reach the next frame. */
export function nextSlice(slice: number, tookMs: number): number {
  const fits = Math.floor((SLICE_BUDGET_MS * slice) / Math.max(tookMs, 1));
  return Math.min(MAX_SLICE, slice * 2, Math.max(MIN_SLICE, Math.ceil(slice / 2), fits));
}

/**
 * What to render now: every node that is not an asset, the assets already on the canvas, and the
 * first `free` of the others, in order; `waiting`: those others (the free ones first).
 */
export function admit<N extends FlowNode>(nodes: readonly N[], onCanvas: ReadonlySet<string>, free: number): {nodes: N[]; waiting: string[]} {
  const shown: N[] = [];
  const waiting: string[] = [];
  for (const node of nodes) {
    if (node.data.kind !== 'asset' || onCanvas.has(node.id)) shown.push(node);
    else if (waiting.push(node.id) <= free) shown.push(node);
  }
  return {nodes: shown, waiting};
}

export function useProgressiveReveal<N extends FlowNode>(
  layout: unknown,
  nodes: N[],
  edges: FlowEdge[],
): {nodes: N[]; edges: FlowEdge[]; complete: boolean} {
  const [reveal, setReveal] = useState<Reveal>(() => start(layout));
  // The assets React Flow has as components (flow ids): written after each commit, grown by the
  // frames. An asset that leaves the view leaves it, and comes back in a slice like any other.
  const onCanvas = useRef(new Set<string>());
  // A new layout starts over (React's "adjust state while rendering" pattern: no frame of the
  // whole new layout at once in between).
  let current = reveal;
  if (reveal.of !== layout) {
    current = start(layout);
    onCanvas.current = new Set();
    setReveal(current);
  }
  const {nodes: shown, waiting} = useMemo(() => admit(nodes, onCanvas.current, FIRST_SLICE), [nodes, current]);
  const complete = waiting.length <= FIRST_SLICE;

  useEffect(() => {
    onCanvas.current = new Set(shown.filter((node) => node.data.kind === 'asset').map((node) => node.id));
    if (complete) {
      // The next run of slices (another jump) starts from the last slice, not from this one's last frame.
      if (current.at !== undefined) setReveal((r) => (r.of === current.of ? {of: r.of, slice: r.slice} : r));
      return undefined;
    }
    const frame = requestAnimationFrame((now) => {
      const slice = current.at === undefined ? current.slice : nextSlice(current.slice, now - current.at);
      for (const id of waiting.slice(FIRST_SLICE, FIRST_SLICE + slice)) onCanvas.current.add(id);
      setReveal((r) => (r.of === current.of ? {of: r.of, slice, at: now} : r));
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, waiting, complete, current]);

  if (complete) return {nodes: shown, edges, complete};
  const onScreen = new Set(shown.map((node) => node.id));
  return {nodes: shown, edges: edges.filter((e) => onScreen.has(e.source) && onScreen.has(e.target)), complete};
}
