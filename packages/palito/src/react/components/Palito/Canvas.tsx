// The React Flow canvas: the store's layout drawn as zone → CBS → asset boxes, with drag, select,
// pan/zoom, the minimap and zoom controls. Drags are shown locally while they last and recorded
// in the store (undoable) when they end.

import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  useReactFlow,
  useStore,
  type Node as FlowNodeRF,
  type NodeChange,
  type NodeMouseHandler,
  type XYPosition,
} from '@xyflow/react';
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import {applySelection, selectCurrentProject, selectMoved, toFlow, type FlowGraph, type FlowNode} from '../../../store';
import {flowIdOf, idOfFlowId} from '../../../model';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {FLOW_EDGE_COMPONENTS, FLOW_NODE_COMPONENTS} from '../flow';
import {ASSET_Z, AssetLayer} from '../flow/AssetLayer';
import {LAYER_ABOVE_ASSETS, detailWindow, windowRect} from '../flow/detail-level';
import {assetAt, assetsIn, buildScene} from '../flow/scene';
import {useSceneLines} from '../flow/use-scene-lines';
import {ariaLabels, flowLabels, minimapColor, minimapStroke} from './flow-labels';
import {Legend} from './Legend';
import {StatusOverlay} from './StatusOverlay';
import {Toolbar} from './Toolbar';
import {FIT_PADDING} from './use-commands';
import {useDrawingStage} from './use-drawing-stage';
import {useProgressiveReveal} from './use-progressive-reveal';
import styles from './styles.module.css';

const EMPTY_GRAPH: FlowGraph = {nodes: [], edges: []};
const NO_DRAG: ReadonlyMap<string, XYPosition> = new Map();
const NO_EDGES: FlowGraph['edges'] = [];
/** How far out a diagram drawn on the level-of-detail layer can be zoomed: 20,000 assets fit in view. */
const MIN_ZOOM_LAYERED = 0.005;
/** Above this many drawn nodes (zone and CBS boxes, stubs and assets), only what is in view is rendered. */
const VISIBLE_ONLY_ABOVE = 500;

/**
 * Touch screens: one finger on an asset moves it; one finger elsewhere (a zone or CBS box, the
 * background) pans; two fingers pan and zoom. (React Flow's `panOnDrag={false}` would also
 * turn off pinch zoom, so boxes are made non-draggable instead.)
 */
function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return undefined;
    const query = window.matchMedia('(pointer: coarse)');
    const update = () => setCoarse(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return coarse;
}

export interface CanvasProps {
  context: PalitoContextValue;
  colorMode: 'light' | 'dark';
}

export function Canvas({context, colorMode}: CanvasProps): React.ReactElement {
  const {store, locale, commands} = context;
  const rf = useReactFlow();
  const project = usePalitoStore(selectCurrentProject);
  const layout = usePalitoStore((s) => s.layout);
  const moved = usePalitoStore(selectMoved);
  const hidden = usePalitoStore((s) => s.hidden);
  const selection = usePalitoStore((s) => s.selection);
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
  const controlled = useMemo(() => applySelection(graph.nodes, selection), [graph.nodes, selection]);

  // React Flow speaks flow ids (flow-id.ts), the store model ids: converted wherever they meet.
  // Positions of nodes being dragged right now, by flow id; recorded in the store when the drag ends.
  const [drag, setDrag] = useState<ReadonlyMap<string, XYPosition>>(NO_DRAG);
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

  const edgeType = usePalitoStore((s) => s.graphStyle.edgeType);
  const edgeColors = usePalitoStore((s) => s.graphStyle.edgeColors);
  const scene = useMemo(() => (layered && stage === 'scene' ? buildScene(nodes) : undefined), [layered, stage, nodes]);
  const lines = useSceneLines(layout, scene, graph.edges, edgeType);
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

  const revealed = useProgressiveReveal(layout, flowNodes, layered ? NO_EDGES : graph.edges);

  /** The asset drawn on the layer under a pointer event, when the layer shows assets (zoomed out). */
  const layerAssetAt = useCallback(
    (event: {clientX: number; clientY: number}) =>
      scene && !detail ? assetAt(scene, rf.screenToFlowPosition({x: event.clientX, y: event.clientY})) : undefined,
    [scene, detail, rf],
  );
  /** A click on an asset of the layer selects it as a click on its component would (Shift, Ctrl or ⌘ add to the selection). */
  const selectOnLayer = useCallback(
    (event: React.MouseEvent, id: string | undefined) => {
      const {selection, select} = store.getState();
      const adding = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!id) select(adding ? selection : []);
      else if (!adding) select([id]);
      else select(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
    },
    [store],
  );

  const onScreen = useMemo(() => new Set(graph.nodes.map((n) => idOfFlowId(n.id))), [graph.nodes]);
  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      const moves: {id: string; position: XYPosition}[] = [];
      const dragging = new Map<string, XYPosition>();
      const ended: string[] = [];
      // React Flow only reports the nodes it draws: a selection change on screen replaces
      // whatever was selected in another view.
      const nextSelection = new Set(store.getState().selection.filter((id) => onScreen.has(id)));
      let selectionChanged = false;
      for (const change of changes) {
        if (change.type === 'position') {
          if (change.dragging && change.position) dragging.set(change.id, change.position);
          else if (!change.dragging) {
            ended.push(change.id);
            if (change.position) moves.push({id: idOfFlowId(change.id), position: change.position});
          }
        } else if (change.type === 'select') {
          selectionChanged = true;
          if (change.selected) nextSelection.add(idOfFlowId(change.id));
          else nextSelection.delete(idOfFlowId(change.id));
        }
      }
      if (moves.length) store.getState().moveNodes(moves);
      if (dragging.size || ended.length) {
        setDrag((previous) => {
          const next = new Map(previous);
          for (const [id, position] of dragging) next.set(id, position);
          for (const id of ended) next.delete(id);
          return next.size ? next : NO_DRAG;
        });
      }
      if (selectionChanged) store.getState().select([...nextSelection]);
    },
    [store, onScreen],
  );

  // A new layout (a file, a view or zone switch, a style change): fit it, or centre the asset asked for.
  useEffect(() => {
    if (!layout) return;
    const focus = commands.takePendingFocus();
    if (focus && layout.nodes.some((n) => n.id === focus)) {
      void rf.fitView({nodes: [{id: flowIdOf(focus)}], maxZoom: 1.1, minZoom: 0.4, padding: 0.6, duration: 250});
    } else {
      void rf.fitView({padding: FIT_PADDING});
    }
  }, [layout, rf, commands]);

  const onNodeClick: NodeMouseHandler = useCallback(
    (event, node) => {
      const data = node.data as FlowNode['data'];
      if (data.kind === 'stub') commands.setZone(data.zone.id);
      else if (scene && !detail && (data.kind === 'zone' || data.kind === 'cbs')) selectOnLayer(event, layerAssetAt(event)?.id);
    },
    [commands, scene, detail, selectOnLayer, layerAssetAt],
  );

  const onPaneClick = useCallback(
    (event: React.MouseEvent) => {
      if (scene && !detail) selectOnLayer(event, undefined);
    },
    [scene, detail, selectOnLayer],
  );

  const onNodeContextMenu: NodeMouseHandler = useCallback(
    (event, node) => {
      event.preventDefault();
      const data = node.data as FlowNode['data'];
      // A context menu opened from the keyboard reports no pointer position: place it by the node.
      const at = event.clientX || event.clientY ? {x: event.clientX, y: event.clientY} : undefined;
      const onLayer = data.kind === 'asset' ? undefined : layerAssetAt(event);
      if (data.kind === 'asset' || onLayer) {
        const id = data.kind === 'asset' ? data.node.id : onLayer!.id;
        if (!store.getState().selection.includes(id)) store.getState().select([id]);
        commands.openNodeMenu(id, at);
      } else {
        commands.openCanvasMenu(at);
      }
    },
    [commands, store, layerAssetAt],
  );

  const onPaneContextMenu = useCallback(
    (event: MouseEvent | React.MouseEvent) => {
      event.preventDefault();
      commands.openCanvasMenu({x: event.clientX, y: event.clientY});
    },
    [commands],
  );

  const ariaLabelConfig = useMemo(() => ariaLabels(locale), [locale]);

  return (
    <ReactFlow
      nodes={revealed.nodes as FlowNodeRF[]}
      edges={revealed.edges as FlowGraph['edges']}
      nodeTypes={FLOW_NODE_COMPONENTS}
      edgeTypes={FLOW_EDGE_COMPONENTS}
      onNodesChange={onNodesChange}
      onNodeClick={onNodeClick}
      onPaneClick={onPaneClick}
      onNodeContextMenu={onNodeContextMenu}
      onPaneContextMenu={onPaneContextMenu}
      onMoveStart={commands.closeMenu}
      colorMode={colorMode}
      ariaLabelConfig={ariaLabelConfig}
      nodesConnectable={false}
      edgesFocusable={false}
      edgesReconnectable={false}
      deleteKeyCode={null}
      panOnDrag
      zoomOnPinch
      // A big diagram fits in view: its assets are on the layer, which costs the same at any zoom.
      minZoom={layered ? MIN_ZOOM_LAYERED : 0.05}
      maxZoom={2.5}
      fitView
      fitViewOptions={{padding: FIT_PADDING}}
      onlyRenderVisibleElements={flowNodes.length > VISIBLE_ONLY_ABOVE}
      // Whether the layout is all on screen yet (see use-progressive-reveal.ts), for tests and benches.
      data-drawn={layout && revealed.complete && stage === 'scene' ? 'complete' : 'partial'}
      data-assets={layout?.nodes.length ?? 0}
      className={styles.flow}>
      <Background variant={BackgroundVariant.Dots} gap={24} size={1} />
      {scene && <AssetLayer scene={scene} lines={lines} drawAssets={!detail} colorMode={colorMode} edgeColors={edgeColors} />}
      <Panel position="top-left" className={styles.panel}>
        <Toolbar context={context} />
      </Panel>
      <Panel position="top-right" className={styles.legendPanel}>
        <Legend context={context} />
      </Panel>
      <StatusOverlay context={context} />
      <Controls showInteractive={false} fitViewOptions={{padding: FIT_PADDING}} />
      <MiniMap
        pannable
        zoomable
        className={styles.minimap}
        nodeColor={minimapColor}
        nodeStrokeColor={minimapStroke}
        nodeStrokeWidth={2}
        ariaLabel={t(locale, 'rf.minimap')}
      />
    </ReactFlow>
  );
}
