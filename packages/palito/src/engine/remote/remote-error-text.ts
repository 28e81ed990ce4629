// The sentences for each RemoteErrorCode, in both languages. Kept apart from the error class
// so the class (which uses the English one as its message) and remoteErrorMessage() share them.

import type {Locale} from '../messages/catalog';
import type {RemoteErrorCode, RemoteErrorDetails} from './remote-error-details';

const KIB = 1024;
const MIB = 1024 * 1024;

/** 5242880 -> "5 MB", 1536 -> "1.5 KB": the size as a user thinks of it. */
export function formatByteSize(bytes: number, locale: Locale): string {
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes >= MIB) return `${round(bytes / MIB)} MB`;
  if (bytes >= KIB) return `${round(bytes / KIB)} KB`;
  return locale === 'ko' ? `${bytes}바이트` : `${bytes} bytes`;
}

/** 20000 -> "20초" / "20 seconds", 500 -> "0.5초" / "0.5 seconds". */
function formatSeconds(milliseconds: number, locale: Locale): string {
  const seconds = String(Math.round(milliseconds / 100) / 10);
  return locale === 'ko' ? `${seconds}초` : `${seconds} seconds`;
}

type Details = Pick<RemoteErrorDetails, 'status' | 'limit' | 'retryAfterSeconds'>;

const MESSAGES: Record<Locale, Record<RemoteErrorCode, (details: Details) => string>> = {
  ko: {
    'invalid-api-key': () => 'API 키가 올바르지 않습니다. 키를 확인하고 다시 시도해 주세요.',
    'payload-too-large': ({limit}) =>
      limit === undefined
        ? '파일이 서버에서 받을 수 있는 크기를 넘습니다. 파일을 나누거나 필요 없는 열을 지운 뒤 다시 시도해 주세요.'
        : `파일이 너무 큽니다. 서버에서 받을 수 있는 최대 크기는 ${formatByteSize(limit, 'ko')}입니다. 파일을 나누거나 필요 없는 열을 지운 뒤 다시 시도해 주세요.`,
    'server-busy': ({retryAfterSeconds}) =>
      `지금은 변환 서버에 요청이 몰려 있습니다. ${retryAfterSeconds ? `${retryAfterSeconds}초쯤 뒤에` : '잠시 후'} 다시 시도해 주세요.`,
    'conversion-timeout': ({limit}) =>
      `변환이 서버의 제한 시간${limit === undefined ? '' : `(${formatSeconds(limit, 'ko')})`}을 넘겨 중단되었습니다. 파일을 나누거나 자산 사이의 연결을 줄인 뒤 다시 시도해 주세요.`,
    'conversion-out-of-memory': ({limit}) =>
      `이 파일은 변환하는 데 서버가 허용하는 메모리${limit === undefined ? '' : `(${limit} MB)`}보다 많이 필요해 중단되었습니다. 파일을 나누거나 자산 사이의 연결을 줄인 뒤 다시 시도해 주세요.`,
    network: () => '변환 서버에 연결할 수 없습니다. 네트워크 연결과 서버 주소(endpoint)를 확인해 주세요.',
    'server-error': ({status}) =>
      `변환 서버에서 오류가 발생했습니다${status ? `(HTTP ${status})` : ''}. 잠시 후 다시 시도해 주세요.`,
  },
  en: {
    'invalid-api-key': () => 'The API key is not valid. Check the key and try again.',
    'payload-too-large': ({limit}) =>
      limit === undefined
        ? 'The file is larger than the server accepts. Split it or remove unneeded columns, then try again.'
        : `The file is too large: the server accepts files up to ${formatByteSize(limit, 'en')}. Split it or remove unneeded columns, then try again.`,
    'server-busy': ({retryAfterSeconds}) =>
      `The conversion server is busy with other files. Please try again ${retryAfterSeconds ? `in about ${retryAfterSeconds} seconds` : 'in a moment'}.`,
    'conversion-timeout': ({limit}) =>
      `The conversion took longer than the server allows${limit === undefined ? '' : ` (${formatSeconds(limit, 'en')})`} and was stopped. Split the file or reduce the connections between assets, then try again.`,
    'conversion-out-of-memory': ({limit}) =>
      `Converting this file needed more memory than the server allows${limit === undefined ? '' : ` (${limit} MB)`}, so it was stopped. Split the file or reduce the connections between assets, then try again.`,
    network: () => 'Cannot reach the conversion server. Check your network connection and the server address (endpoint).',
    'server-error': ({status}) =>
      `The conversion server ran into an error${status ? ` (HTTP ${status})` : ''}. Please try again in a moment.`,
  },
};

export function describeRemoteError(code: RemoteErrorCode, details: Details, locale: Locale): string {
  return (MESSAGES[locale] ?? MESSAGES.ko)[code](details);
}
