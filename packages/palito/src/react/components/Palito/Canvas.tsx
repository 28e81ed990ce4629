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
  type Node as FlowNodeRF,
  type NodeChange,
  type NodeMouseHandler,
  type XYPosition,
} from '@xyflow/react';
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import {
  applySelection,
  flowIdOf,
  idOfFlowId,
  selectCurrentProject,
  selectMoved,
  toFlow,
  type FlowGraph,
  type FlowNode,
} from '../../core';
import {t} from '../../i18n';
import type {PalitoContextValue} from '../../react/context';
import {usePalitoStore} from '../../react/use-palito-store';
import {FLOW_EDGE_COMPONENTS, FLOW_NODE_COMPONENTS} from '../flow';
import {ariaLabels, flowLabels, minimapColor, minimapStroke} from './flow-labels';
import {Legend} from './Legend';
import {StatusOverlay} from './StatusOverlay';
import {Toolbar} from './Toolbar';
import {FIT_PADDING} from './use-commands';
import {useProgressiveReveal} from './use-progressive-reveal';
import styles from './styles.module.css';

const EMPTY_GRAPH: FlowGraph = {nodes: [], edges: []};
const NO_DRAG: ReadonlyMap<string, XYPosition> = new Map();
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

  const labels = useMemo(() => flowLabels(locale), [locale]);
  const graph = useMemo(
    () =>
      project && layout ? toFlow({project, layout, moved, hidden, labels, groupsDraggable: !coarse}) : EMPTY_GRAPH,
    [project, layout, moved, hidden, labels, coarse],
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

  const revealed = useProgressiveReveal(layout, nodes, graph.edges);

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
    (_event, node) => {
      const data = node.data as FlowNode['data'];
      if (data.kind === 'stub') commands.setZone(data.zone.id);
    },
    [commands],
  );

  const onNodeContextMenu: NodeMouseHandler = useCallback(
    (event, node) => {
      event.preventDefault();
      const data = node.data as FlowNode['data'];
      // A context menu opened from the keyboard reports no pointer position: place it by the node.
      const at = event.clientX || event.clientY ? {x: event.clientX, y: event.clientY} : undefined;
      if (data.kind === 'asset') {
        const id = data.node.id;
        if (!store.getState().selection.includes(id)) store.getState().select([id]);
        commands.openNodeMenu(id, at);
      } else {
        commands.openCanvasMenu(at);
      }
    },
    [commands, store],
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
      minZoom={0.05}
      maxZoom={2.5}
      fitView
      fitViewOptions={{padding: FIT_PADDING}}
      onlyRenderVisibleElements={graph.nodes.length > VISIBLE_ONLY_ABOVE}
      className={styles.flow}>
      <Background variant={BackgroundVariant.Dots} gap={24} size={1} />
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
