// Converts an inventory on a Palito conversion server instead of in the browser: the same
// TopologyResult as generateTopology(), so the component treats both paths alike.
// Uses only fetch, so it runs in browsers, workers and Node 18+.

import type {TopologyResult} from '../pipeline/generate-topology';
import {isAbortError} from '../util/abort';
import {
  API_KEY_HEADER,
  FILE_NAME_HEADER,
  RETRY_AFTER_HEADER,
  encodeFileName,
  type ConversionProblemsBody,
  type ConversionSuccessBody,
} from './protocol';
import {RemoteConversionError} from './remote-conversion-error';

export interface RemoteFile {
  /** The file name; the server names the project after it. */
  name: string;
  /** The raw file (CSV or XLSX): sent as is, the server decides the kind from the content. */
  data: Blob | ArrayBuffer | Uint8Array | string;
}

export interface RemoteConversionOptions {
  /** The conversion endpoint's URL. */
  endpoint: string | URL;
  apiKey: string;
  file: RemoteFile;
  /** Cancels the upload or the wait; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Characters a header value can carry. A key with others cannot be sent, so it cannot be valid. */
const HEADER_SAFE = /^[\x20-\x7e]*$/;

function contentTypeOf(data: RemoteFile['data']): string {
  if (typeof data === 'string') return 'text/csv; charset=utf-8';
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.type || 'application/octet-stream';
  return 'application/octet-stream';
}

function requestHeaders(apiKey: string, file: RemoteFile): Record<string, string> {
  const headers: Record<string, string> = {
    [FILE_NAME_HEADER]: encodeFileName(file.name),
    'Content-Type': contentTypeOf(file.data),
  };
  // No key at all is sent as no header, so the server answers exactly as for any caller without one.
  if (apiKey !== '') headers[API_KEY_HEADER] = apiKey;
  return headers;
}

/** The answer's JSON, or undefined when it is not JSON (a proxy's HTML error page, say). */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new RemoteConversionError('network', {status: response.status, cause: error});
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorField(body: unknown, field: 'code' | 'message' | 'limit'): unknown {
  return isObject(body) && isObject(body.error) ? body.error[field] : undefined;
}

/** The limit the server named; a proxy's own answer (no JSON) leaves it unknown. */
function limitOf(body: unknown): number | undefined {
  const limit = errorField(body, 'limit');
  return typeof limit === 'number' ? limit : undefined;
}

/** Retry-After in seconds; the HTTP-date form is not something this server sends, so it is ignored. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get(RETRY_AFTER_HEADER)?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

function serverMessageOf(body: unknown): string | undefined {
  const message = errorField(body, 'message');
  return typeof message === 'string' ? message : undefined;
}

function isSuccessBody(body: unknown): body is ConversionSuccessBody {
  return isObject(body) && body.ok === true && isObject(body.project) && isObject(body.layout);
}

function isProblemsBody(body: unknown): body is ConversionProblemsBody {
  return isObject(body) && Array.isArray(body.problems);
}

async function resultOf(response: Response): Promise<TopologyResult> {
  const body = await readJson(response);
  const {status} = response;
  const serverMessage = serverMessageOf(body);
  switch (status) {
    case 200:
      if (isSuccessBody(body)) {
        return {ok: true, project: body.project, layout: body.layout, warnings: body.warnings ?? [], timings: body.timings ?? {}};
      }
      break;
    case 422:
      if (isProblemsBody(body)) return {ok: false, problems: body.problems, timings: body.timings ?? {}};
      break;
    case 401:
      throw new RemoteConversionError('invalid-api-key', {status, serverMessage});
    // A proxy in front of the server may answer 413, 503 or 504 too, without our JSON: they mean
    // the same to the user, only the limit is then unknown.
    case 413:
      throw new RemoteConversionError('payload-too-large', {status, serverMessage, limit: limitOf(body)});
    case 503:
      throw new RemoteConversionError('server-busy', {status, serverMessage, retryAfterSeconds: retryAfterOf(response.headers)});
    case 504:
      throw new RemoteConversionError('conversion-timeout', {status, serverMessage, limit: limitOf(body)});
    case 500:
      if (errorField(body, 'code') === 'conversion-out-of-memory') {
        throw new RemoteConversionError('conversion-out-of-memory', {status, serverMessage, limit: limitOf(body)});
      }
      break;
  }
  // Any other status, or a 200/422 whose body is not what this server sends.
  throw new RemoteConversionError('server-error', {status, serverMessage});
}

export async function convertRemotely(options: RemoteConversionOptions): Promise<TopologyResult> {
  const {endpoint, apiKey, file, signal} = options;
  if (!HEADER_SAFE.test(apiKey)) throw new RemoteConversionError('invalid-api-key');

  let response: Response;
  try {
    response = await fetch(endpoint, {method: 'POST', headers: requestHeaders(apiKey, file), body: file.data, signal});
  } catch (error) {
    // The caller cancelled: not a failure to report, the same AbortError the local engine throws.
    if (isAbortError(error)) throw error;
    // Refused, unreachable, DNS, CORS refused by the browser: fetch tells them apart for nobody.
    throw new RemoteConversionError('network', {cause: error});
  }
  return resultOf(response);
}
