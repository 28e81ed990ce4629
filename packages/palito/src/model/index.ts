// The editor's data without React or a store: the shapes it works with (the engine's Project, and
// the editor's own: graph style, versions, moved positions), and the rules on them that every layer
// shares (which colours and styles are taken, ids, zone edits, text safe for XML).

export type * from './types';
export {editZones, sameZones, stepZoneId} from './zones';
export type {ZoneInput} from './zones';
export {dict, isRecord, nestedDict, own} from './dict';
export {xmlSafe} from './xml-chars';
export {cssColour} from './css-colour';
export {DEFAULT_EDGE_COLORS, DEFAULT_GRAPH_STYLE, EDGE_KINDS, layoutOptionsOf, mergeGraphStyle, sameGraphStyle, sameLayoutOptions} from './graph-style';
export type {GraphStyleInput} from './graph-style';
export {flowIdOf, idOfFlowId} from './flow-id';
export {ALL_VIEW_KEY, viewKeyOf, viewOfKey, viewSpecOf} from './view-key';
export {createId} from './ids';
export {readVersion} from './read-version';
export {isProject, normaliseProject} from './project-input';
export {isBundleHidden} from './bundles';
export {GHOST_KINDS} from './ghost-place';
export type {GhostKind, GhostPlace, PreviousInventory} from './ghost-place';
export {checkedFilter, FilterError, passesFilter} from './asset-filter';
export type {AssetFilter, AssetFilterInput} from './asset-filter';
