// The React Flow canvas: the store's layout drawn as zone → CBS → asset boxes, with drag, select,
// pan/zoom, the minimap and zoom controls. Each job is a hook of its own: the flow graph from the
// store (use-flow-graph.ts), drags shown while they last (use-drag-overlay.ts), a big diagram's
// level-of-detail layer (use-detail-layer.ts) and clicks on it (use-layer-hit-test.ts), React
// Flow's changes as store actions (use-node-changes.ts), fitting a new layout
// (use-fit-new-layout.ts), clicks and context menus (use-canvas-clicks.ts); over it, a highlight
// (Highlight/) and the Changes view (Changes/).

import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  useReactFlow,
  type Node as FlowNodeRF,
} from '@xyflow/react';
import React, {useMemo} from 'react';
import {selectHighlight, selectOverlayMarks, selectShownChanges, type FlowGraph} from '../../../store';
import {t} from '../../../i18n';
import type {PalitoContextValue} from '../../hooks/context';
import {FLOW_EDGE_COMPONENTS, FLOW_NODE_COMPONENTS} from '../flow';
import {AssetLayer} from '../flow/AssetLayer';
import {CbsLinkLayer} from '../flow/CbsLinkLayer';
import {ChangesLayer} from '../Changes/ChangesLayer';
import {HighlightLayer} from '../Highlight/HighlightLayer';
import {TracePrompt} from '../Highlight/TracePrompt';
import {AssetTable} from '../Table/AssetTable';
import {usePalitoStore} from '../../hooks/use-palito-store';
import {ariaLabels, minimapColor, minimapStroke} from './flow-labels';
import {Legend} from './Legend';
import {StatusOverlay} from './StatusOverlay';
import {Toolbar} from './Toolbar';
import {FIT_PADDING} from './use-commands';
import {useCanvasClicks} from './use-canvas-clicks';
import {useDetailLayer} from './use-detail-layer';
import {useDragOverlay} from './use-drag-overlay';
import {useFitNewLayout} from './use-fit-new-layout';
import {useFlowGraph, useSelectionOn} from './use-flow-graph';
import {useLayerHitTest} from './use-layer-hit-test';
import {useNodeChanges} from './use-node-changes';
import {useProgressiveReveal} from './use-progressive-reveal';
import styles from './styles.module.css';

const NO_EDGES: FlowGraph['edges'] = [];
/** How far out a diagram drawn on the level-of-detail layer can be zoomed: 20,000 assets fit in view. */
const MIN_ZOOM_LAYERED = 0.005;
/** Above this many drawn nodes (zone and CBS boxes, stubs and assets), only what is in view is rendered. */
const VISIBLE_ONLY_ABOVE = 500;

export interface CanvasProps {
  context: PalitoContextValue;
  colorMode: 'light' | 'dark';
}

export function Canvas({context, colorMode}: CanvasProps): React.ReactElement {
  const {store, locale, commands} = context;
  const rf = useReactFlow();
  const {layout, layered, labels, stage, graph} = useFlowGraph(locale);
  const {drag, setDrag, nodes: placed} = useDragOverlay(graph.nodes);
  const nodes = useSelectionOn(placed);
  const {scene, lines, detail, edgeColors, flowNodes} = useDetailLayer({layout, layered, stage, placed, nodes, edges: graph.edges, drag, labels});
  const revealed = useProgressiveReveal(layout, flowNodes, layered ? NO_EDGES : graph.edges);
  const hitTest = useLayerHitTest(store, scene, detail, rf);
  const onNodesChange = useNodeChanges(store, graph.nodes, setDrag);
  useFitNewLayout(layout, rf, commands);
  const {onNodeClick, onPaneClick, onNodeContextMenu, onPaneContextMenu} = useCanvasClicks({store, commands, scene, detail, ...hitTest});
  const ariaLabelConfig = useMemo(() => ariaLabels(locale), [locale]);
  const changes = usePalitoStore(selectShownChanges);
  const marks = usePalitoStore(selectOverlayMarks);
  const overview = Boolean(scene) && !detail;
  const tableShown = usePalitoStore((s) => s.tableShown);
  const highlightKind = usePalitoStore((s) => selectHighlight(s)?.kind ?? 'filter');
  const edgeType = usePalitoStore((s) => s.graphStyle.edgeType);

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
      // Behind the Table view, the assets leave the Tab order: the table is what the keyboard reaches.
      nodesFocusable={!tableShown}
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
      {/* Zoomed out, the overview: one line per pair of CBS groups instead of one per link. */}
      {/* Zoomed in, the layer draws the assets too while they are still coming on as components (use-progressive-reveal.ts). */}
      {scene && <AssetLayer scene={scene} lines={overview ? undefined : lines} drawAssets={!detail || !revealed.complete} colorMode={colorMode} edgeColors={edgeColors} />}
      {overview && <CbsLinkLayer nodes={placed} edges={graph.edges} edgeColors={edgeColors} locale={locale} />}
      {marks && layout && <HighlightLayer marks={marks} kind={highlightKind} nodes={placed} edges={graph.edges} edgeType={edgeType} />}
      {changes && layout && (
        <ChangesLayer changes={changes} nodes={placed} edges={graph.edges} edgeType={edgeType} zonesOnCanvas={layout.view === 'all'} locale={locale} />
      )}
      {/* The Table view covers the diagram, under the toolbar (later in the page, so drawn over it). */}
      <AssetTable context={context} />
      {/* One row for the toolbar and the legend, so a toolbar that grows wraps the legend below it instead of running under it. */}
      <Panel position="top-left" className={styles.topPanel}>
        <Toolbar context={context} />
        {!tableShown && (
          <div className={styles.legendSlot}>
            <Legend context={context} overview={overview} />
          </div>
        )}
      </Panel>
      <Panel position="bottom-center" className={styles.panel}>
        <TracePrompt context={context} buttonClassName={styles.textButton} />
      </Panel>
      <StatusOverlay context={context} />
      {!tableShown && <Controls showInteractive={false} fitViewOptions={{padding: FIT_PADDING}} />}
      {!tableShown && (
        <MiniMap
          pannable
          zoomable
          className={styles.minimap}
          nodeColor={minimapColor}
          nodeStrokeColor={minimapStroke}
          nodeStrokeWidth={2}
          ariaLabel={t(locale, 'rf.minimap')}
        />
      )}
    </ReactFlow>
  );
}
