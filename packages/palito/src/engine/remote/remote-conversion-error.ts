// The ways a remote conversion can fail other than "the inventory has problems" (that one is a
// normal TopologyResult with ok: false). The UI shows them with remoteErrorMessage().

import {describeRemoteError} from './remote-error-text';
import type {RemoteErrorCode, RemoteErrorDetails} from './remote-error-details';

export type {RemoteErrorCode, RemoteErrorDetails};

export class RemoteConversionError extends Error {
  readonly code: RemoteErrorCode;
  readonly status?: number;
  readonly limit?: number;
  readonly retryAfterSeconds?: number;
  readonly serverMessage?: string;

  constructor(code: RemoteErrorCode, details: RemoteErrorDetails = {}) {
    super(describeRemoteError(code, details, 'en'), details.cause === undefined ? undefined : {cause: details.cause});
    this.name = 'RemoteConversionError';
    this.code = code;
    if (details.status !== undefined) this.status = details.status;
    if (details.limit !== undefined) this.limit = details.limit;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.serverMessage !== undefined) this.serverMessage = details.serverMessage;
  }
}

/** True for a RemoteConversionError, even one from another copy of this module (two bundles, say). */
export function isRemoteConversionError(error: unknown): error is RemoteConversionError {
  return (
    error instanceof RemoteConversionError ||
    (error instanceof Error && error.name === 'RemoteConversionError' && typeof (error as {code?: unknown}).code === 'string')
  );
}
