// The seam between the HTTP handler and whatever runs the engine: the handler checks the key and
// the size, then hands the file to a RunConversion. The worker pool (conversion-pool.ts) is one,
// convertInThread (convert-in-thread.ts) another; both answer with the same serialized reply.

/** The uploaded file, as the handler passes it on. */
export interface ConversionFile {
  /** The cleaned-up file name (the project is named after it). */
  name: string;
  /** The raw CSV or XLSX bytes; the kind is decided by content. */
  data: Uint8Array;
}

/**
 * What a conversion produced, already serialized: 200 with the laid-out project, or 422 with the
 * problems. Serializing where the conversion ran keeps a large answer's JSON.stringify off the
 * thread that serves HTTP.
 */
export interface ConversionReply {
  status: 200 | 422;
  /** The JSON body (`ConversionSuccessBody` or `ConversionProblemsBody`). */
  json: string;
}

/**
 * Runs one conversion. Rejects with a {@link ConversionLimitError} when a limit stopped it, with an
 * AbortError when `signal` fired (the client went away), or with any other error for a fault.
 */
export type RunConversion = (file: ConversionFile, signal: AbortSignal) => Promise<ConversionReply>;

export type ConversionLimitCode = 'server-busy' | 'conversion-timeout' | 'conversion-out-of-memory';

export interface ConversionLimitDetails {
  /** The limit reached: milliseconds for `conversion-timeout`, megabytes for `conversion-out-of-memory`. */
  limit?: number;
  /** `server-busy`: whole seconds after which a place will have freed up. */
  retryAfterSeconds?: number;
}

/** A conversion refused or stopped by one of the server's limits, not by a fault. */
export class ConversionLimitError extends Error {
  readonly code: ConversionLimitCode;
  readonly limit?: number;
  readonly retryAfterSeconds?: number;

  constructor(code: ConversionLimitCode, message: string, details: ConversionLimitDetails = {}) {
    super(message);
    this.name = 'ConversionLimitError';
    this.code = code;
    if (details.limit !== undefined) this.limit = details.limit;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
