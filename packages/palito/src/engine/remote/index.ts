// Server-side conversion: the client the Palito component calls when it has `endpoint` and
// `apiKey`, and the wire contract it shares with the conversion handler in `src/server/` (`palito/server`).
// No React and no Node-only APIs here: it runs in the browser, in workers and in Node.

export {convertRemotely} from './convert-remotely';
export type {RemoteConversionOptions, RemoteFile} from './convert-remotely';
export {RemoteConversionError, isRemoteConversionError} from './remote-conversion-error';
export type {RemoteErrorCode, RemoteErrorDetails} from './remote-conversion-error';
export {remoteErrorMessage} from './remote-error-message';
export {formatByteSize} from './remote-error-text';
export {
  API_KEY_HEADER,
  DEFAULT_FILE_NAME,
  DEFAULT_MAX_BODY_BYTES,
  FILE_NAME_HEADER,
  RETRY_AFTER_HEADER,
  decodeFileName,
  encodeFileName,
} from './protocol';
export type {ApiError, ApiErrorBody, ApiErrorCode, ConversionProblemsBody, ConversionSuccessBody} from './protocol';
