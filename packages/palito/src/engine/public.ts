// The engine's documented surface: `palito/engine` (../entries/engine.ts) publishes exactly this,
// and the engine's face to the rest of the package (./index.ts) holds it and more.

// Model
export type {Asset, Cbs, Edge, EdgeKind, Node, NodeAnalysis, NodeStatus, Project, ProjectDraft, Zone} from './model/types';
export type {ErrorCode, Problem, ProblemCode, ProblemParams, Severity, WarningCode} from './model/problem';
export {ERROR_CODES, WARNING_CODES, severityOf} from './model/problem';
export type {ColumnKey} from './model/columns';
export {COLUMN_ALIASES, COLUMN_KEYS, REQUIRED_COLUMNS} from './model/columns';

// The budgets every input is held to
export type {LimitName, ProjectFileLimitName} from './model/limits';
export {LIMITS, PROJECT_FILE_LIMITS} from './model/limits';

// Stages, each usable on its own
export type {TopologyInput} from './parse/input';
export type {RawTable, ReadResult, TableKind} from './parse/read-table';
export type {CellRange} from './parse/xlsx/merged-ranges';
export {readTable} from './parse/read-table';
export type {TablePreview} from './parse/preview-table';
export {previewTable} from './parse/preview-table';
export type {ValidationResult} from './validate/validate-table';
export {validateTable} from './validate/validate-table';
export {convertAssets} from './convert/convert-assets';
export {ANALYSIS_STEPS, analyzeRelationships} from './analyze/analyze-relationships';
export type {LayoutRunOptions} from './layout/layout-project';
export {layoutProject} from './layout/layout-project';

// Layout results and options
export type {LayoutDirection, LayoutOptions, ViewSpec} from './layout/geometry/options';
export {DEFAULT_LAYOUT_OPTIONS, LAYOUT_OPTION_RANGES} from './layout/geometry/options';
export type {LayoutBundle, LayoutEdge, LayoutGroup, LayoutNode, LayoutStub, Point, Rect, Side, TopologyLayout} from './layout/geometry/types';
export {countLayoutCrossings, drawingArea} from './layout/quality';

// What changed from one inventory to the next
export type {AssetPlace, ChangedAsset, GroupDiff, LinkPair, MovedAsset, ProjectDiff, RenamedGroup} from './diff';
export {diffProjects} from './diff';

// Questions asked of the topology: find, trace, a failure's impact, the single points of failure
export type {FindOptions, ImpactResult, SinglePoint, SinglePointOptions, TraceOptions, TraceResult} from './navigate';
export {DEFAULT_FIND_LIMIT, DEFAULT_MAX_PATHS, findAssets, impactOf, singlePointsOfFailure, tracePath} from './navigate';

// Messages
export type {Locale} from './messages/catalog';
export {formatProblem} from './messages/format-problem';

// The whole pipeline: in this thread, or in a worker
export type {Progress, Stage, StageTimings} from './pipeline/stages';
export {STAGES, progressOf} from './pipeline/stages';
export type {BuildResult, PipelineOptions} from './pipeline/build-project';
export {buildProject} from './pipeline/build-project';
export type {TopologyOptions, TopologyResult} from './pipeline/generate-topology';
export {generateTopology} from './pipeline/generate-topology';
export {warmUp, warmUpForLargeFiles} from './pipeline/warm-up';
export type {LayoutClient, LayoutClientOptions, WarmOptions, WorkerLike} from './worker/client';
export {createLayoutClient} from './worker/client';
export type {WorkerRequest, WorkerResponse} from './worker/protocol';
export {isAbortError} from './util/abort';
