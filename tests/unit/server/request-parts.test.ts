// The handler's small steps on their own: the file name taken from X-File-Name, the body reader.

import {describe, expect, it} from 'vitest';
import {readLimitedBody} from '../../../packages/palito/src/server/read-limited-body';
import {requestFileName} from '../../../packages/palito/src/server/request-file-name';
import {encodeFileName} from '../../../packages/palito/src/engine/remote';

const named = (value?: string) => new Headers(value === undefined ? {} : {'X-File-Name': value});

describe('requestFileName', () => {
  it('decodes the percent-encoded UTF-8 name the client sends', () => {
    expect(requestFileName(named(encodeFileName('2025 자산 목록.xlsx')))).toBe('2025 자산 목록.xlsx');
  });

  it('defaults to inventory.csv when absent or left empty by cleaning', () => {
    expect(requestFileName(named())).toBe('inventory.csv');
    expect(requestFileName(named('%0A%0D'))).toBe('inventory.csv');
  });

  it('keeps only the last path segment and drops control characters', () => {
    expect(requestFileName(named(encodeFileName('C:\\Users\\kim\\assets.csv')))).toBe('assets.csv');
    expect(requestFileName(named(encodeFileName('../../etc/passwd')))).toBe('passwd');
    expect(requestFileName(named(encodeFileName('a\u0000b\u001fc.csv')))).toBe('abc.csv');
  });

  it('takes a header that is not valid percent-encoding literally', () => {
    expect(requestFileName(named('100%.csv'))).toBe('100%.csv');
  });

  it('cuts a very long name to 255 characters', () => {
    expect(requestFileName(named('x'.repeat(1000)))).toHaveLength(255);
  });
});

describe('readLimitedBody', () => {
  const post = (body?: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost/', {method: 'POST', body, headers});

  it('reads a body up to the limit whole', async () => {
    const result = await readLimitedBody(post('0123456789'), 10);
    expect(result.ok && new TextDecoder().decode(result.bytes)).toBe('0123456789');
  });

  it('refuses one byte more', async () => {
    expect(await readLimitedBody(post('0123456789A'), 10)).toEqual({ok: false, reason: 'too-large'});
  });

  it('refuses by the declared length without reading', async () => {
    const request = post('tiny', {'Content-Length': '11'});
    expect(await readLimitedBody(request, 10)).toEqual({ok: false, reason: 'too-large'});
    expect(request.bodyUsed).toBe(false);
  });

  it('reads no body as an empty file (the engine then reports empty-file)', async () => {
    const result = await readLimitedBody(post(), 10);
    expect(result.ok && result.bytes.byteLength).toBe(0);
  });
});
