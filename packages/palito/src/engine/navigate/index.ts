// Questions asked of the topology: find an asset, trace a path, a failure's impact, the single
// points of failure. Framework-free, on the Project alone; links count in both directions.

export type {FindOptions} from './find-assets';
export {DEFAULT_FIND_LIMIT, findAssets} from './find-assets';
export type {TraceOptions, TraceResult} from './trace-path';
export {DEFAULT_MAX_PATHS, tracePath} from './trace-path';
export type {ImpactResult} from './impact-of';
export {impactOf} from './impact-of';
export type {SinglePoint, SinglePointOptions} from './single-points';
export {singlePointsOfFailure} from './single-points';
