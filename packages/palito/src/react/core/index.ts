export {createPalitoStore} from './store';
export type {PalitoActions, PalitoEvents, PalitoStore, PalitoStoreApi, PalitoStoreOptions} from './store';
export type {PalitoState, PalitoStatus} from './state';
export * from './selectors';
export * from './types';
export {DEFAULT_EDGE_COLORS, DEFAULT_GRAPH_STYLE, EDGE_KINDS, mergeGraphStyle} from './graph-style';
export type {GraphStyleInput} from './graph-style';
export {FLOW_EDGE_TYPE, FLOW_NODE_TYPES, absolutePositions, applySelection, layoutOnScreen, toFlow} from './to-flow';
export {flowIdOf, idOfFlowId} from './flow-id';
export {xmlSafe} from './xml-chars';
export {own} from './dict';
export type {
  AssetNodeData,
  BundleNodeData,
  CbsNodeData,
  FlowEdge,
  FlowEdgeData,
  FlowGraph,
  FlowLabels,
  FlowNode,
  FlowNodeData,
  StubNodeData,
  ZoneNodeData,
} from './to-flow';
export {browserStorage, createMemoryStorage} from './storage';
export {DEFAULT_STORAGE_KEY, VersionStorageError, listVersions, versionsKey} from './versions';
export {ALL_VIEW_KEY, viewKeyOf} from './view-key';
export {editZones, stepZoneId} from './zones';
export type {ZoneInput} from './zones';
export {createPalitoApi} from './api';
export type {ExportFormat, PalitoApi, PalitoScreen} from './api';
