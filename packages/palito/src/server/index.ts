// palito/server: the reference conversion API for Node. A web-standard handler
// (Request -> Response) with the API-key check and the body limit, and an adapter that plugs it into
// node:http. It uses the engine only; it never imports the React library.

export {createConversionHandler, API_KEY_HEADER, DEFAULT_MAX_BODY_BYTES, FILE_NAME_HEADER} from './conversion-handler';
export type {ApiKeys, ConversionHandlerOptions, FetchHandler} from './conversion-handler';
export {createKeyCheck} from './api-key-check';
export type {KeyCheck} from './api-key-check';
export {readLimitedBody} from './read-limited-body';
export type {LimitedBody} from './read-limited-body';
export {nodeAdapter} from './node-adapter';
export {DEFAULT_HOST, DEFAULT_PORT, USAGE, parseApiKeys, readServerConfig} from './server-config';
export type {ConfigResult, ServerConfig} from './server-config';
