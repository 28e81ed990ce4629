// src/palito/api's user-facing wording: every failure has a sentence in both languages.

import {describe, expect, it} from 'vitest';
import {
  DEFAULT_MAX_BODY_BYTES,
  RemoteConversionError,
  formatByteSize,
  remoteErrorMessage,
  type RemoteErrorCode,
} from '../../../packages/palito/src/engine/remote';

const CODES: RemoteErrorCode[] = [
  'invalid-api-key',
  'payload-too-large',
  'server-busy',
  'conversion-timeout',
  'conversion-out-of-memory',
  'network',
  'server-error',
];
const HANGUL = /[\uac00-\ud7a3]/;

describe('remoteErrorMessage', () => {
  it('has a Korean and an English sentence for every code', () => {
    for (const code of CODES) {
      const error = new RemoteConversionError(code, {status: 503});
      const ko = remoteErrorMessage(error, 'ko');
      const en = remoteErrorMessage(error, 'en');
      expect(ko, code).toMatch(HANGUL);
      expect(ko.endsWith('.'), code).toBe(true);
      expect(en, code).not.toMatch(HANGUL);
      expect(en, code).not.toBe(ko);
      // The error's own message (for logs and developers) is the English sentence.
      expect(error.message).toBe(en);
    }
  });

  it("names the server's default limit as users think of it", () => {
    const error = new RemoteConversionError('payload-too-large', {status: 413, limit: DEFAULT_MAX_BODY_BYTES});
    expect(remoteErrorMessage(error, 'ko')).toContain('최대 크기는 5 MB입니다.');
    expect(remoteErrorMessage(error, 'en')).toContain('files up to 5 MB.');
  });

  it("names the server's time and memory limits, and how long to wait when it is busy", () => {
    const timeout = new RemoteConversionError('conversion-timeout', {status: 504, limit: 20_000});
    expect(remoteErrorMessage(timeout, 'ko')).toContain('제한 시간(20초)을 넘겨');
    expect(remoteErrorMessage(timeout, 'en')).toContain('(20 seconds)');
    const memory = new RemoteConversionError('conversion-out-of-memory', {status: 500, limit: 512});
    expect(remoteErrorMessage(memory, 'ko')).toContain('메모리(512 MB)보다');
    expect(remoteErrorMessage(memory, 'en')).toContain('(512 MB)');
    const busy = new RemoteConversionError('server-busy', {status: 503, retryAfterSeconds: 12});
    expect(remoteErrorMessage(busy, 'ko')).toBe('지금은 변환 서버에 요청이 몰려 있습니다. 12초쯤 뒤에 다시 시도해 주세요.');
    expect(remoteErrorMessage(busy, 'en')).toBe('The conversion server is busy with other files. Please try again in about 12 seconds.');
    // Without the figures (a proxy's own 503 or 504), the sentences still stand.
    expect(remoteErrorMessage(new RemoteConversionError('server-busy', {status: 503}), 'ko')).toContain('잠시 후 다시 시도해 주세요.');
    expect(remoteErrorMessage(new RemoteConversionError('conversion-timeout', {status: 504}), 'en')).toMatch(
      /^The conversion took longer than the server allows and was stopped\./,
    );
  });

  it('has a sentence for errors that are not from the conversion at all', () => {
    expect(remoteErrorMessage(new TypeError('x is undefined'), 'ko')).toBe(
      '예상하지 못한 오류로 변환하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(remoteErrorMessage('a string', 'en')).toBe(
      'The file could not be converted because of an unexpected error. Please try again in a moment.',
    );
  });
});

describe('formatByteSize', () => {
  it('rounds to one decimal in the largest fitting unit', () => {
    expect(formatByteSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatByteSize(1536, 'en')).toBe('1.5 KB');
    expect(formatByteSize(1024, 'ko')).toBe('1 KB');
    expect(formatByteSize(900, 'ko')).toBe('900바이트');
    expect(formatByteSize(900, 'en')).toBe('900 bytes');
  });
});
