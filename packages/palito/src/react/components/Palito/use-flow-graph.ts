// The canvas's flow graph: the store's project, layout, moves and hidden assets turned into React
// Flow's nodes and edges (toFlow), staged for a big layout; the selection is marked on them apart
// (useSelectionOn), so that a click does not build the graph, or what is drawn from it, again.

import {useMemo} from 'react';
import {applySelection, selectCurrentProject, selectMoved, toFlow, type FlowGraph, type FlowLabels, type FlowNode} from '../../../store';
import type {Locale} from '../../../i18n';
import type {TopologyLayout} from '../../../model';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {LAYER_ABOVE_ASSETS} from '../flow/detail-level';
import {flowLabels} from './flow-labels';
import {type DrawingStage, useDrawingStage} from './use-drawing-stage';
import {useCoarsePointer} from './use-coarse-pointer';

const EMPTY_GRAPH: FlowGraph = {nodes: [], edges: []};

export interface CanvasGraph {
  layout: TopologyLayout | null;
  /** Whether the assets are drawn on the level-of-detail layer (a big diagram). */
  layered: boolean;
  /** The accessible names, assets' included. */
  labels: FlowLabels;
  stage: DrawingStage;
  graph: FlowGraph;
}

export function useFlowGraph(locale: Locale): CanvasGraph {
  const project = usePalitoStore(selectCurrentProject);
  const layout = usePalitoStore((s) => s.layout);
  const moved = usePalitoStore(selectMoved);
  const hidden = usePalitoStore((s) => s.hidden);
  const coarse = useCoarsePointer();

  // A big diagram's assets and lines are drawn on one canvas (flow/AssetLayer.tsx); React Flow gets
  // the boxes, and the assets near the view once they are large enough to read (flow/detail-level.ts).
  const layered = (layout?.nodes.length ?? 0) > LAYER_ABOVE_ASSETS;
  const labels = useMemo(() => flowLabels(locale), [locale]);
  // On the layer, an asset's accessible name is written when it becomes a component, not for thousands up front.
  const graphLabels = useMemo(() => (layered ? {...labels, asset: undefined} : labels), [labels, layered]);
  // A new big layout comes in three tasks: boxes, flow graph, the layer's scene (use-drawing-stage.ts).
  const stage = useDrawingStage(layout, layered);
  const withAssets = stage !== 'boxes';
  const graph = useMemo(
    () =>
      project && layout
        ? toFlow({project, layout, moved, hidden, labels: graphLabels, groupsDraggable: !coarse, assets: withAssets})
        : EMPTY_GRAPH,
    [project, layout, moved, hidden, graphLabels, coarse, withAssets],
  );
  return {layout, layered, labels, stage, graph};
}

/** The nodes with the store's selection marked (React Flow's `selected`): new objects only for those that change. */
export function useSelectionOn(nodes: FlowNode[]): FlowNode[] {
  const selection = usePalitoStore((s) => s.selection);
  return useMemo(() => applySelection(nodes, selection), [nodes, selection]);
}
