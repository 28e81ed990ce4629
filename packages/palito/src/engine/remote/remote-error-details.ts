// What a remote conversion's failure says: its code and the figures the server gave.

export type RemoteErrorCode =
  | 'invalid-api-key'
  | 'payload-too-large'
  | 'server-busy'
  | 'conversion-timeout'
  | 'conversion-out-of-memory'
  | 'network'
  | 'server-error';

export interface RemoteErrorDetails {
  /** The HTTP status, when the server answered. */
  status?: number;
  /**
   * The server's limit, when it said: bytes for `payload-too-large`, milliseconds for
   * `conversion-timeout`, megabytes for `conversion-out-of-memory`.
   */
  limit?: number;
  /** `server-busy`: the seconds the server asked to wait (its Retry-After), when it said. */
  retryAfterSeconds?: number;
  /** The server's own (English) explanation, when it gave one. */
  serverMessage?: string;
  cause?: unknown;
}
