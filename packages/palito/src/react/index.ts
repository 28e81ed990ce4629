// Palito's public surface. Every export here has its page in docs/api; nothing else is exported.
//
// `Node` and `NodeStatus` are each a component AND a type (TypeScript keeps values and types
// apart): `<Node data={{node}} />` draws an asset, `const n: Node = ...` is an asset record;
// `<NodeStatus status="error" />` draws a badge, `NodeStatus` is 'normal' | 'warning' | 'error' | 'offline'.

import type {Node as NodeRecord, NodeStatus as NodeStatusValue} from '../model';

export {Palito} from './components/Palito';
export {Sidebar} from './components/Sidebar';
export {Footer} from './components/Footer';
export {Node} from './components/Node';
export {NodeStatus} from './components/NodeStatus';
export {Theme} from './components/Theme';
export {PalitoProvider} from './hooks/palito-provider';
export {usePalito} from './hooks/use-palito';
export {usePalitoStore} from './hooks/use-palito-store';
// Thrown by setVersion and deleteVersion when the browser's storage refuses the change; a value, for `instanceof`.
export {VersionStorageError} from '../store';
// The shortcut table the help dialog shows, for an app's own help page (the docs' shortcuts page uses it).
export {ShortcutTable} from './components/ShortcutHelp/ShortcutTable';
export type {Cbs, Edge, GhostPlace, PreviousInventory, Project, Version, Zone} from '../model';
export type {ProjectDiff} from '../engine';
// The shapes the functions and props above take and return, for TypeScript users. Each is
// documented on the page of what uses it (setProject, getCurrentProjectData, Palito, ...).
export type {CurrentProjectData, EdgeKind, GraphStyle, LoadResult, Problem, Progress, SelectedNodeData, UpdateResult} from '../model';
export type {AssetFilter, AssetFilterInput, ZoneInput} from '../model';
export type {ExportFormat, PalitoApi} from '../api';
export type {PaperSize} from '../export';
// The project file exportAs('project') writes and openProject reads (schema version 2).
export type {ProjectFile, ProjectFileUpdate, ProjectFileView} from '../project-file';
export type {FoundHighlight, Highlight, ImpactHighlight, PalitoState, SinglePointsHighlight, TraceHighlight} from '../store';
export type {ImpactResult, SinglePoint, TraceResult} from '../engine';
export type {NodeProps} from './hooks/node-props';
export type {PalitoProviderProps} from './hooks/palito-provider';
export type {PalitoProps} from './components/Palito';
export type {SidebarProps} from './components/Sidebar';
export type {FooterProps} from './components/Footer';
export type {ThemeProps} from './components/Theme';
export type {NodeStatusProps} from './components/NodeStatus';

/** An asset: one row of the inventory. Also the component that draws one (`<Node>`). */
export type Node = NodeRecord;
/** An asset's status. Also the component that draws it as a badge (`<NodeStatus>`). */
export type NodeStatus = NodeStatusValue;
