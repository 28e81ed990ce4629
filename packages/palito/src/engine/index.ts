// The engine's face: everything the rest of the package (and `palito/engine`, ../entries/engine.ts,
// which publishes the documented part) takes from it. Nothing here touches React, the DOM or
// Docusaurus; `Worker` is only touched when one is created (createLayoutClient(), or ELK's helpers
// for a big layout: layout/elk/elk-runners.ts), so importing this module is safe during SSR.

// The documented surface (./public.ts), then what only the package's other folders use.
export * from './public';

// For the rest of the package only: the editor, the server and the exporters share these with the
// engine, but users do not see them.
export {WORKER_START_ERROR} from './worker/client';
export {groupDigits} from './util/group-digits';
export {listAt} from './util/list-at';
export {NODE_STATUSES, isNodeStatus} from './validate/status';
export {inLayoutRange} from './layout/geometry/options';
export {boundsOf} from './layout/geometry/rects';
export {readFindIndex} from './navigate/find-assets';
export {assetGraph as readAssetGraph} from './navigate/asset-graph';
export {compareCodePoints} from './navigate/code-points';
export {analysisOf, classifyConnection} from './analyze/analyze-relationships';
export {problem} from './model/problem';
export {KNOWN_TYPES} from './validate/asset-type';
export {
  API_KEY_HEADER,
  DEFAULT_FILE_NAME,
  DEFAULT_MAX_BODY_BYTES,
  FILE_NAME_HEADER,
  RETRY_AFTER_HEADER,
  decodeFileName,
  isRemoteConversionError,
  remoteErrorMessage,
} from './remote';
export type {ApiError, ConversionProblemsBody, ConversionSuccessBody} from './remote';
export {abortError} from './util/abort';
export {separateIds} from './convert/separate-ids';
