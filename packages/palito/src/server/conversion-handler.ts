// The conversion API as one fetch-style function: Request in, Response out. Written against the
// web-standard Request/Response only, so the same handler runs in Node (see node-adapter.ts),
// in edge runtimes and in tests.
//
//   POST, X-API-Key, X-File-Name, body = the raw CSV or XLSX bytes
//   -> key check -> size check -> runConversion (a worker thread by default) -> the laid-out project as JSON

import {
  API_KEY_HEADER,
  DEFAULT_MAX_BODY_BYTES,
  FILE_NAME_HEADER,
  RETRY_AFTER_HEADER,
  type ApiError,
} from '../engine';
import {createKeyCheck, type ApiKeys} from './api-key-check';
import {sharedConversionPool} from './conversion-pool';
import {ConversionLimitError, type ConversionLimitCode, type RunConversion} from './conversion-runner';
import {corsHeaders, preflightResponse} from './cors';
import {errorResponse, serializedJsonResponse} from './json-response';
import {readLimitedBody} from './read-limited-body';
import {requestFileName} from './request-file-name';

export {API_KEY_HEADER, DEFAULT_MAX_BODY_BYTES, FILE_NAME_HEADER};
export type {ApiKeys};

export type FetchHandler = (request: Request) => Promise<Response>;

export interface ConversionHandlerOptions {
  /** The accepted keys, or a function deciding whether a key is accepted. */
  apiKeys: ApiKeys;
  /** The largest accepted body, in bytes. Default 5 MiB. */
  maxBodyBytes?: number;
  /** Turns CORS on for this origin (`'*'` for any), for browsers calling the API directly. */
  allowOrigin?: string;
  /**
   * What runs the engine on an accepted file. Default: a worker-thread pool shared by every handler
   * in the process (`createConversionPool()` with its defaults: time, memory and queue limits), so
   * that no file blocks the event loop. Pass `createConversionPool({...}).run` for other limits, or
   * `convertInThread` where there are no worker threads (edge runtimes, which bound each request's
   * CPU time themselves).
   */
  runConversion?: RunConversion;
  /**
   * Receives, for the server's log, the exceptions answered with 500 and the conversions a limit
   * stopped (time, memory). Default: console.error.
   */
  onError?: (error: unknown) => void;
}

/**
 * Status used when the client went away before the answer was ready (nginx's convention).
 * Nobody reads it; it only keeps the handler's contract of always returning a Response.
 */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * 503: try again later (with Retry-After). 504: the conversion outlived its time, as a gateway
 * answers when what it waits for does not. 500: the memory limit, like any failure on our side.
 */
const LIMIT_STATUS: Record<ConversionLimitCode, number> = {
  'server-busy': 503,
  'conversion-timeout': 504,
  'conversion-out-of-memory': 500,
};

function limitResponse(error: ConversionLimitError, cors: Record<string, string>): Response {
  const body: ApiError = {code: error.code, message: error.message};
  if (error.limit !== undefined) body.limit = error.limit;
  const headers = error.retryAfterSeconds === undefined ? cors : {...cors, [RETRY_AFTER_HEADER]: String(error.retryAfterSeconds)};
  return errorResponse(LIMIT_STATUS[error.code], body, headers);
}

export function createConversionHandler(options: ConversionHandlerOptions): FetchHandler {
  const checkKey = createKeyCheck(options.apiKeys);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes <= 0) {
    throw new TypeError('createConversionHandler: maxBodyBytes must be a positive whole number of bytes.');
  }
  const runConversion = options.runConversion ?? sharedConversionPool().run;
  const {allowOrigin} = options;
  const cors = corsHeaders(allowOrigin);
  const onError = options.onError ?? ((error: unknown) => console.error('Palito conversion failed:', error));

  async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS' && allowOrigin) return preflightResponse(allowOrigin);
    if (request.method !== 'POST') {
      return errorResponse(
        405,
        {code: 'method-not-allowed', message: 'Send the inventory file with POST.'},
        {...cors, Allow: allowOrigin ? 'POST, OPTIONS' : 'POST'},
      );
    }

    // The key is checked before the body is read: a caller without one costs nothing.
    const key = request.headers.get(API_KEY_HEADER);
    if (!key || !(await checkKey(key))) {
      const message = key
        ? 'The API key is not valid.'
        : `No API key: send one in the ${API_KEY_HEADER} header.`;
      return errorResponse(401, {code: 'invalid-api-key', message}, cors);
    }

    const body = await readLimitedBody(request, maxBodyBytes);
    if (!body.ok) {
      return errorResponse(
        413,
        {
          code: 'payload-too-large',
          message: `The file is larger than the ${maxBodyBytes} bytes this server accepts.`,
          limit: maxBodyBytes,
        },
        cors,
      );
    }

    const reply = await runConversion({name: requestFileName(request.headers), data: body.bytes}, request.signal);
    return serializedJsonResponse(reply.status, reply.json, cors);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (request.signal.aborted) return new Response(null, {status: CLIENT_CLOSED_REQUEST});
      if (error instanceof ConversionLimitError) {
        // A full queue is the load, not a fault; a file stopped by a limit is worth a line in the log.
        if (error.code !== 'server-busy') onError(error);
        return limitResponse(error, cors);
      }
      // The details go to the server's log only: a stack trace tells a caller nothing useful
      // and an attacker too much.
      onError(error);
      return errorResponse(500, {code: 'server-error', message: 'The server could not convert the file.'}, cors);
    }
  };
}
