// What to tell the user when a remote conversion fails, in their language. Problems in the file
// itself are not here: they come back as Problems and are worded by formatProblem().

import type {Locale} from '../messages/catalog';
import {isAbortError} from '../util/abort';
import {isRemoteConversionError} from './remote-conversion-error';
import {describeRemoteError} from './remote-error-text';

const CANCELLED: Record<Locale, string> = {
  ko: '변환을 취소했습니다.',
  en: 'The conversion was cancelled.',
};

const UNEXPECTED: Record<Locale, string> = {
  ko: '예상하지 못한 오류로 변환하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  en: 'The file could not be converted because of an unexpected error. Please try again in a moment.',
};

/** The sentence to show for anything convertRemotely() threw. */
export function remoteErrorMessage(error: unknown, locale: Locale): string {
  if (isRemoteConversionError(error)) return describeRemoteError(error.code, error, locale);
  if (isAbortError(error)) return CANCELLED[locale] ?? CANCELLED.ko;
  return UNEXPECTED[locale] ?? UNEXPECTED.ko;
}
