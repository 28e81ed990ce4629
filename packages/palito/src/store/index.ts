// The store's face: the vanilla zustand store (state, actions in slices, selectors), the versions
// kept in the browser's storage, and the editor's state as a project file and back.
export {createPalitoStore} from './store';
export type {PalitoActions, PalitoEvents, PalitoStore, PalitoStoreApi, PalitoStoreOptions} from './store';
export type {PalitoState, PalitoStatus} from './state';
export * from './selectors';
export {highlightMarksOf, selectFilterMatches, selectHighlight, selectOverlayMarks, selectTracingFrom} from './highlight';
export type {HighlightMarks} from '../export';
export type {FoundHighlight, Highlight, HighlightState, ImpactHighlight, SinglePointsHighlight, TraceHighlight} from './highlight-types';
export {selectInventoryChanges, selectShownChanges} from './inventory-changes';
export type {InventoryChanges} from './inventory-changes';
export {applySelection, toFlow} from './to-flow';
export {FLOW_EDGE_TYPE, FLOW_NODE_TYPES} from './flow-types';
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
} from './flow-types';
export {absolutePositionOf, absolutePositions, layoutAsDrawn, layoutOnScreen} from './layout-positions';
export {browserStorage, createMemoryStorage} from './storage';
export {DEFAULT_STORAGE_KEY, VersionStorageError, assetsMissingFrom, listVersions, versionsKey} from './versions';
export {projectFileText, toProjectFile} from './to-project-file';
