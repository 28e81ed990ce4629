// A failure that is not a problem of the file (the conversion server, the network, an engine
// crash), as one sentence for the reader. Remote failures (a wrong API key: HTTP 401, a file too
// large, an unreachable server) get the api client's translated sentence.

import {isRemoteConversionError, remoteErrorMessage} from '../../../engine';
import {t, type Locale} from '../../../i18n';

export function describeError(error: unknown, locale: Locale): string {
  if (isRemoteConversionError(error)) return remoteErrorMessage(error, locale);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return t(locale, 'error.generic', {message}).trim();
}
