// The Changes view over the diagram: a ring and a badge on each added, changed or moved asset
// (the badge's tooltip says what changed), the removed assets, CBS boxes and zones as dashed ghosts
// where they were, added lines drawn over in the added colour and removed links as dashed lines.
//
// One SVG in React Flow's viewport (ViewportPortal), in flow coordinates: it pans and zooms with
// the diagram and works the same whether the assets are components or drawn on the
// level-of-detail layer. Its strokes keep their width at any zoom, so a changed asset still shows
// as a coloured ring on a 5,000-asset diagram zoomed out. Only its badges take the pointer.

import {ViewportPortal} from '@xyflow/react';
import React, {useMemo} from 'react';
import type {Rect} from '../../../engine';
import {changeLines, type ChangeKind, edgePath, type Ghost, kindsOf, placeGhosts} from '../../../export';
import type {Locale} from '../../../i18n';
import {type EdgeType, flowIdOf} from '../../../model';
import type {FlowEdge, FlowNode, InventoryChanges} from '../../../store';
import {absoluteBoxes} from '../flow/scene';
import styles from './styles.module.css';

/** An SVG laid over the diagram in flow coordinates, passing the pointer through (the highlight's too). */
export const overlayClass = styles.layer;

/** Above the assets, even a selected or dragged one (React Flow lifts those by 1,000). */
export const CHANGES_Z = 2000;
/** How far a ring stands off its asset's box. */
const RING_GAP = 4;
const GLYPHS: Record<ChangeKind, string> = {added: '+', removed: '−', changed: 'Δ', moved: '→'};

export interface ChangesLayerProps {
  changes: InventoryChanges;
  /** The flow graph's nodes, moves and drags applied. */
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  edgeType: EdgeType;
  /** All View: zones sit on the canvas, so a removed zone's ghost can too. */
  zonesOnCanvas: boolean;
  locale: Locale;
}

interface AssetMark {
  flowId: string;
  rect: Rect;
  kinds: ChangeKind[];
  lines: string[];
}

export function ChangesLayer({changes, nodes, edges, edgeType, zonesOnCanvas, locale}: ChangesLayerProps): React.ReactElement {
  const boxes = useMemo(() => absoluteBoxes(nodes), [nodes]);
  const shown = useMemo(() => new Set(nodes.filter((node) => !node.hidden).map((node) => node.id)), [nodes]);
  const ghosts = useMemo(() => placeGhosts(changes.ghosts, (id) => boxes.get(flowIdOf(id)), zonesOnCanvas), [changes, boxes, zonesOnCanvas]);
  const marks = useMemo(() => assetMarks(changes, boxes, shown, locale), [changes, boxes, shown, locale]);
  const added = useMemo(() => addedLines(changes, edges, boxes, edgeType), [changes, edges, boxes, edgeType]);
  const removed = useMemo(() => removedLines(changes, ghosts, boxes, shown), [changes, ghosts, boxes, shown]);
  return (
    <ViewportPortal>
      <svg className={styles.layer} width="1" height="1" style={{zIndex: CHANGES_Z}} data-testid="palito-changes" aria-hidden="true">
        {ghosts.map((ghost) => (
          <GhostMark key={`${ghost.kind} ${ghost.id}`} ghost={ghost} />
        ))}
        {removed.map((d, i) => (
          <path key={i} d={d} className={styles.removedLine} vectorEffect="non-scaling-stroke" data-change-line="removed" />
        ))}
        {added.map(({id, d}) => (
          <path key={id} d={d} className={styles.addedLine} vectorEffect="non-scaling-stroke" data-change-line="added" />
        ))}
        {marks.map((mark) => (
          <ChangeMark key={mark.flowId} mark={mark} />
        ))}
      </svg>
    </ViewportPortal>
  );
}

function GhostMark({ghost}: {ghost: Ghost}): React.ReactElement {
  const isAsset = ghost.kind === 'asset';
  return (
    <g className={styles.removed} data-change-kind="removed" data-ghost-kind={ghost.kind} data-change-id={flowIdOf(ghost.id)}>
      <rect
        x={ghost.x}
        y={ghost.y}
        width={ghost.width}
        height={ghost.height}
        rx={isAsset ? 8 : 10}
        className={styles.ghost}
        vectorEffect="non-scaling-stroke"
      />
      <text x={ghost.x + 10} y={isAsset ? ghost.y + ghost.height / 2 : ghost.y + 18} dominantBaseline="central" className={styles.ghostName}>
        {ghost.name}
      </text>
    </g>
  );
}

function ChangeMark({mark}: {mark: AssetMark}): React.ReactElement {
  const {rect, kinds} = mark;
  const [first] = kinds;
  return (
    <g className={styles[first]} data-change-kind={kinds.join(' ')} data-change-id={mark.flowId}>
      <rect
        x={rect.x - RING_GAP}
        y={rect.y - RING_GAP}
        width={rect.width + RING_GAP * 2}
        height={rect.height + RING_GAP * 2}
        rx={10}
        className={styles.ring}
        vectorEffect="non-scaling-stroke"
      />
      <g className={styles.badge} transform={`translate(${rect.x + rect.width} ${rect.y})`}>
        <title>{mark.lines.join('\n')}</title>
        <circle r={9} />
        <text>{GLYPHS[first]}</text>
      </g>
    </g>
  );
}

function assetMarks(changes: InventoryChanges, boxes: ReadonlyMap<string, Rect>, shown: ReadonlySet<string>, locale: Locale): AssetMark[] {
  const marks: AssetMark[] = [];
  for (const change of changes.assets.values()) {
    const flowId = flowIdOf(change.id);
    const rect = boxes.get(flowId);
    const kinds = kindsOf(change);
    if (!rect || !shown.has(flowId) || kinds.length === 0) continue;
    marks.push({flowId, rect, kinds, lines: changeLines(change, locale)});
  }
  return marks;
}

/** The lines that draw an added link, as the diagram draws them. */
function addedLines(changes: InventoryChanges, edges: readonly FlowEdge[], boxes: ReadonlyMap<string, Rect>, edgeType: EdgeType): {id: string; d: string}[] {
  if (changes.addedEdges.size === 0) return [];
  const lines: {id: string; d: string}[] = [];
  for (const edge of edges) {
    if (edge.hidden || !edge.data.edgeIds.some((id) => changes.addedEdges.has(id))) continue;
    const source = boxes.get(edge.source);
    const target = boxes.get(edge.target);
    if (source && target)
      lines.push({
        id: edge.id,
        d: edgePath(source, target, edgeType, edge.data.points),
      });
  }
  return lines;
}

/** A removed link, straight between its two ends as they are drawn now (an end that is gone: its ghost). */
function removedLines(changes: InventoryChanges, ghosts: readonly Ghost[], boxes: ReadonlyMap<string, Rect>, shown: ReadonlySet<string>): string[] {
  if (changes.diff.links.removed.length === 0) return [];
  const ghostAt = new Map(ghosts.filter((ghost) => ghost.kind === 'asset').map((ghost) => [ghost.id, ghost]));
  const endOf = (id: string) => {
    const flowId = flowIdOf(id);
    return shown.has(flowId) ? boxes.get(flowId) : ghostAt.get(id);
  };
  const lines: string[] = [];
  for (const [a, b] of changes.diff.links.removed) {
    const source = endOf(a);
    const target = endOf(b);
    if (source && target) lines.push(edgePath(source, target, 'straight'));
  }
  return lines;
}
