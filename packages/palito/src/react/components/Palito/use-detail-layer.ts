// The level-of-detail layer of a big diagram (flow/AssetLayer.tsx): its scene and lines, the
// detail window of the view (flow/detail-level.ts), and the nodes React Flow then gets: the boxes,
// and as components only the assets near the view once zoomed in.

import {useCallback, useMemo} from 'react';
import {useStore} from '@xyflow/react';
import type {EdgeKind, TopologyLayout} from '../../../model';
import type {FlowEdge, FlowLabels, FlowNode} from '../../../store';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {ASSET_Z} from '../flow/AssetLayer';
import {detailWindow, windowRect} from '../flow/detail-level';
import {assetsIn, buildScene, type Scene, type SceneLines} from '../flow/scene';
import {useSceneLines} from '../flow/use-scene-lines';
import type {DrawingStage} from './use-drawing-stage';
import type {DragPositions} from './use-drag-overlay';

export interface DetailLayerInput {
  layout: TopologyLayout | null;
  layered: boolean;
  stage: DrawingStage;
  /** The flow graph's nodes, drags applied: what the layer draws. */
  placed: FlowNode[];
  /** The same with the selection marked: what React Flow gets. */
  nodes: FlowNode[];
  edges: readonly FlowEdge[];
  drag: DragPositions;
  labels: FlowLabels;
}

export interface DetailLayer {
  /** What the layer draws; none on a small diagram, or before its last drawing stage. */
  scene: Scene | undefined;
  lines: SceneLines | undefined;
  /** The detail window (detailWindow()); '' when zoomed out, where the layer shows the assets. */
  detail: string;
  edgeColors: Record<EdgeKind, string>;
  /** What React Flow renders. */
  flowNodes: FlowNode[];
}

export function useDetailLayer({layout, layered, stage, placed, nodes, edges, drag, labels}: DetailLayerInput): DetailLayer {
  const edgeType = usePalitoStore((s) => s.graphStyle.edgeType);
  const edgeColors = usePalitoStore((s) => s.graphStyle.edgeColors);
  const scene = useMemo(() => (layered && stage === 'scene' ? buildScene(placed) : undefined), [layered, stage, placed]);
  const lines = useSceneLines(layout, scene, edges, edgeType);
  const detail = useStore(useCallback((s) => (layered ? detailWindow(s.transform, s.width, s.height) : ''), [layered]));
  const flowNodes = useMemo(() => {
    if (!layered) return nodes;
    const near = detail && scene ? assetsIn(scene, windowRect(detail)) : undefined;
    const shown: typeof nodes = [];
    for (const node of nodes) {
      if (node.data.kind !== 'asset') shown.push(node);
      // Zoomed in: the assets near the view, the selected and those being dragged, above the layer.
      else if (near && (near.has(node.id) || node.selected || drag.has(node.id))) {
        shown.push({...node, zIndex: ASSET_Z, ariaLabel: labels.asset?.(node.data.node)});
      }
    }
    return shown;
  }, [layered, scene, nodes, detail, drag, labels]);
  return {scene, lines, detail, edgeColors, flowNodes};
}
