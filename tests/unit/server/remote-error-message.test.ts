// src/palito/api's user-facing wording: every failure has a sentence in both languages.

import {describe, expect, it} from 'vitest';
import {
  DEFAULT_MAX_BODY_BYTES,
  RemoteConversionError,
  formatByteSize,
  remoteErrorMessage,
  type RemoteErrorCode,
} from '../../../packages/palito/src/engine/remote';

const CODES: RemoteErrorCode[] = ['invalid-api-key', 'payload-too-large', 'network', 'server-error'];
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
