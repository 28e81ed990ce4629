// palito/server: the reference conversion API for Node. A web-standard handler
// (Request -> Response) with the API-key check and the body limit, the worker-thread pool that runs
// conversions off the event loop within time and memory limits, and the node:http glue.
// It uses the engine only; it never imports the React library.

export {createConversionHandler, API_KEY_HEADER, DEFAULT_MAX_BODY_BYTES, FILE_NAME_HEADER} from './conversion-handler';
export type {ApiKeys, ConversionHandlerOptions, FetchHandler} from './conversion-handler';
export {ConversionLimitError} from './conversion-runner';
export type {ConversionFile, ConversionLimitCode, ConversionReply, RunConversion} from './conversion-runner';
export {
  createConversionPool,
  DEFAULT_CONVERSION_TIMEOUT_MS,
  DEFAULT_LARGE_FILE_BYTES,
  DEFAULT_LARGE_QUEUE_PER_LARGE_WORKER,
  DEFAULT_QUEUE_PER_WORKER,
  DEFAULT_WORKER_MEMORY_MB,
} from './conversion-pool';
export type {ConversionPool, ConversionPoolOptions} from './conversion-pool';
export {convertInThread} from './convert-in-thread';
export {createKeyCheck} from './api-key-check';
export type {KeyCheck} from './api-key-check';
export {readLimitedBody} from './read-limited-body';
export type {LimitedBody} from './read-limited-body';
export {nodeAdapter} from './node-adapter';
export {
  createNodeServer,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from './node-server';
export type {ServerTimeouts} from './node-server';
export {DEFAULT_HOST, DEFAULT_PORT, USAGE, parseApiKeys, readServerConfig} from './server-config';
export type {ConfigResult, ServerConfig} from './server-config';
