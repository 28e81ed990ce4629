// A highlight over the diagram (a find, a trace, a failure's impact, the single points of failure,
// a filter):
// the rest dimmed under a veil with the lit assets cut out of it, traced links drawn over, rings,
// and what a failure cuts off tinted. One SVG in React Flow's viewport, like the Changes view: it
// pans and zooms with the diagram, is the same on the level-of-detail layer, and draws a handful
// of paths whatever the number of assets (export/highlight-shapes.ts, shared with the files).

import {ViewportPortal} from '@xyflow/react';
import React, {useMemo} from 'react';
import {boundsOf, type Rect} from '../../../engine';
import {edgePath, highlightGeometry, type HighlightPlaces} from '../../../export';
import {type EdgeType, flowIdOf} from '../../../model';
import type {FlowEdge, FlowNode, HighlightMarks} from '../../../store';
import {overlayClass} from '../Changes/ChangesLayer';
import styles from './styles.module.css';

/** Above the assets (React Flow lifts a selected one by 1,000), under the Changes view's marks. */
export const HIGHLIGHT_Z = 1990;

export interface HighlightLayerProps {
  /** What to mark: the highlight's, and the filter's (selectOverlayMarks). */
  marks: HighlightMarks;
  /** The highlight's kind, or 'filter' when only the filter is on (for tests and styles). */
  kind: string;
  /** The flow graph's nodes, moves and drags applied. */
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  edgeType: EdgeType;
}

export function HighlightLayer({marks, kind, nodes, edges, edgeType}: HighlightLayerProps): React.ReactElement {
  const places = useDrawnPlaces(nodes, edges, edgeType, marks);
  const shapes = useMemo(() => highlightGeometry(marks, places), [marks, places]);
  return (
    <ViewportPortal>
      <svg className={overlayClass} width="1" height="1" style={{zIndex: HIGHLIGHT_Z}} data-testid="palito-highlight" data-highlight-kind={kind} aria-hidden="true">
        {shapes.veil && <path d={shapes.veil} className={styles.veil} fillRule="evenodd" data-highlight-part="veil" />}
        {shapes.cutOff && <path d={shapes.cutOff} className={styles.cutOff} vectorEffect="non-scaling-stroke" data-highlight-part="cut-off" />}
        {shapes.links.map((d, i) => (
          <path key={i} d={d} className={styles.link} vectorEffect="non-scaling-stroke" data-highlight-part="link" />
        ))}
        {shapes.rings && <path d={shapes.rings} className={styles.ring} vectorEffect="non-scaling-stroke" data-highlight-part="ring" />}
        {shapes.failed && <path d={shapes.failed} className={styles.failed} vectorEffect="non-scaling-stroke" data-highlight-part="failed" />}
      </svg>
    </ViewportPortal>
  );
}

/** The flow ids of every asset the highlight marks: those its shapes ask the box of. */
function markedFlowIds(marks: HighlightMarks): Set<string> {
  const ids = new Set<string>();
  const add = (id: string) => void ids.add(flowIdOf(id));
  marks.lit?.forEach(add);
  for (const list of [marks.rings, marks.failed, marks.cutOff]) list.forEach(add);
  for (const [a, b] of marks.links) {
    add(a);
    add(b);
  }
  return ids;
}

/**
 * The boxes that hold assets (zones, CBS groups) and the marked assets, by flow id: what a marked
 * asset's place is read from. A click that selects an asset makes a new node list, and the
 * thousands of other assets are not entered each time.
 */
function placedNodes(nodes: readonly FlowNode[], marked: ReadonlySet<string>): Map<string, FlowNode> {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) if (node.data.kind !== 'asset' || marked.has(node.id)) byId.set(node.id, node);
  return byId;
}

/**
 * Where the marked assets are drawn now and how their links run. Only the marked assets are placed
 * (through their parents), and only the traced links are looked for among the edges: a drag makes
 * a new node list, and a 20,000-asset diagram would otherwise place every asset again each time.
 */
function useDrawnPlaces(nodes: readonly FlowNode[], edges: readonly FlowEdge[], edgeType: EdgeType, marks: HighlightMarks): HighlightPlaces {
  const {links} = marks;
  const marked = useMemo(() => markedFlowIds(marks), [marks]);
  const byId = useMemo(() => placedNodes(nodes, marked), [nodes, marked]);
  // The top-level boxes (zones, or Zone View's CBS boxes and stubs) hold everything drawn.
  const bounds = useMemo(() => boundsOf(nodes.filter((node) => !node.parentId).map((node) => ({...node.position, width: node.width, height: node.height}))), [nodes]);
  const routes = useMemo(() => tracedEdges(edges, links), [edges, links]);
  return useMemo(() => {
    const boxOf = (id: string): Rect | undefined => {
      const node = byId.get(flowIdOf(id));
      if (!node || node.hidden || node.data.kind !== 'asset') return undefined;
      let {x, y} = node.position;
      for (let parent = node.parentId ? byId.get(node.parentId) : undefined; parent; parent = parent.parentId ? byId.get(parent.parentId) : undefined) {
        x += parent.position.x;
        y += parent.position.y;
      }
      return {x, y, width: node.width, height: node.height};
    };
    const lineOf = (a: string, b: string, from: Rect, to: Rect) => {
      const forward = routes.get(flowIdOf(a))?.get(flowIdOf(b));
      if (forward) return edgePath(from, to, edgeType, forward.data.points);
      const backward = routes.get(flowIdOf(b))?.get(flowIdOf(a));
      return backward ? edgePath(to, from, edgeType, backward.data.points) : edgePath(from, to, 'straight');
    };
    return {boxOf, bounds, lineOf};
  }, [byId, bounds, routes, edgeType]);
}

/** The drawn edges between the linked pairs, by source then target flow id; one pass over the edges, no key built per edge. */
function tracedEdges(edges: readonly FlowEdge[], links: HighlightMarks['links']): Map<string, Map<string, FlowEdge>> {
  const found = new Map<string, Map<string, FlowEdge>>();
  if (!links.length) return found;
  const wanted = new Map<string, Set<string>>();
  const want = (a: string, b: string) => {
    const targets = wanted.get(a);
    if (targets) targets.add(b);
    else wanted.set(a, new Set([b]));
  };
  for (const [a, b] of links) {
    want(flowIdOf(a), flowIdOf(b));
    want(flowIdOf(b), flowIdOf(a));
  }
  for (const edge of edges) {
    if (edge.hidden || !wanted.get(edge.source)?.has(edge.target)) continue;
    let targets = found.get(edge.source);
    if (!targets) found.set(edge.source, (targets = new Map()));
    targets.set(edge.target, edge);
  }
  return found;
}
