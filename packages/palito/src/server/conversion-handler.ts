// The conversion API as one fetch-style function: Request in, Response out. Written against the
// web-standard Request/Response only, so the same handler runs in Node (see node-adapter.ts),
// in edge runtimes and in tests.
//
//   POST, X-API-Key, X-File-Name, body = the raw CSV or XLSX bytes
//   -> key check -> size check -> generateTopology (All View) -> the laid-out project as JSON

import {
  API_KEY_HEADER,
  DEFAULT_MAX_BODY_BYTES,
  FILE_NAME_HEADER,
  type ConversionProblemsBody,
  type ConversionSuccessBody,
} from '../engine/remote/protocol';
import {generateTopology} from '../engine/pipeline/generate-topology';
import {createKeyCheck, type ApiKeys} from './api-key-check';
import {corsHeaders, preflightResponse} from './cors';
import {errorResponse, jsonResponse} from './json-response';
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
  /** Receives the exceptions answered with 500, for the server's log. Default: console.error. */
  onError?: (error: unknown) => void;
}

/**
 * Status used when the client went away before the answer was ready (nginx's convention).
 * Nobody reads it; it only keeps the handler's contract of always returning a Response.
 */
const CLIENT_CLOSED_REQUEST = 499;

export function createConversionHandler(options: ConversionHandlerOptions): FetchHandler {
  const checkKey = createKeyCheck(options.apiKeys);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes <= 0) {
    throw new TypeError('createConversionHandler: maxBodyBytes must be a positive whole number of bytes.');
  }
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

    const result = await generateTopology(
      {name: requestFileName(request.headers), data: body.bytes},
      {view: {view: 'all'}, signal: request.signal},
    );
    if (!result.ok) {
      const problemsBody: ConversionProblemsBody = {
        error: {code: 'invalid-inventory', message: 'The inventory cannot be converted: see problems.'},
        problems: result.problems,
        timings: result.timings,
      };
      return jsonResponse(422, problemsBody, cors);
    }
    const successBody: ConversionSuccessBody = result;
    return jsonResponse(200, successBody, cors);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (request.signal.aborted) return new Response(null, {status: CLIENT_CLOSED_REQUEST});
      // The details go to the server's log only: a stack trace tells a caller nothing useful
      // and an attacker too much.
      onError(error);
      return errorResponse(500, {code: 'server-error', message: 'The server could not convert the file.'}, cors);
    }
  };
}
