// The wire contract between the conversion client (this folder) and the conversion handler
// (`src/server/`, `palito/server`, which conversion-server/main.ts serves). Both sides import
// it, so a header name or an error code cannot drift apart. Types and constants only: safe in
// the browser, in Node and in edge runtimes.

import type {Problem} from '../model/problem';
import type {StageTimings} from '../pipeline/stages';
import type {TopologyResult} from '../pipeline/generate-topology';

/** The request header that carries the API key. */
export const API_KEY_HEADER = 'X-API-Key';

/** The request header that carries the file name, percent-encoded (see {@link encodeFileName}). */
export const FILE_NAME_HEADER = 'X-File-Name';

/** The name the server uses when the request names no file; the project is named after it. */
export const DEFAULT_FILE_NAME = 'inventory.csv';

/** The largest body the server accepts unless configured otherwise: 5 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Codes in the `error` object of every non-200 JSON answer. */
export type ApiErrorCode =
  | 'invalid-api-key'
  | 'payload-too-large'
  | 'method-not-allowed'
  | 'invalid-inventory'
  | 'server-busy'
  | 'conversion-timeout'
  | 'conversion-out-of-memory'
  | 'server-error';

export interface ApiError {
  code: ApiErrorCode;
  /** English, for logs and curl users; user interfaces translate by `code`. */
  message: string;
  /**
   * The limit that was reached, in the unit of its code: bytes for `payload-too-large`,
   * milliseconds for `conversion-timeout`, megabytes of heap for `conversion-out-of-memory`.
   */
  limit?: number;
}

/** The header of a 503 `server-busy` answer: whole seconds after which a slot will have freed up. */
export const RETRY_AFTER_HEADER = 'Retry-After';

/** 200: the laid-out project, exactly what `generateTopology` returned. */
export type ConversionSuccessBody = Extract<TopologyResult, {ok: true}>;

/** 422: the inventory cannot be drawn; `problems` lists every error and warning, sorted by row. */
export interface ConversionProblemsBody {
  error: ApiError & {code: 'invalid-inventory'};
  problems: Problem[];
  timings: StageTimings;
}

/** Every other status. */
export interface ApiErrorBody {
  error: ApiError;
}

/**
 * Header values are Latin-1 only, so a name such as `자산목록.csv` cannot travel as is:
 * it is sent as UTF-8 percent-encoding, which is plain ASCII.
 */
export function encodeFileName(name: string): string {
  return encodeURIComponent(name);
}

/** The inverse of {@link encodeFileName}; a header that is not valid percent-encoding is taken literally. */
export function decodeFileName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}
