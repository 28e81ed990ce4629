// server/api-key-check.ts: which keys pass, and which configurations are refused up front.

import {describe, expect, it} from 'vitest';
import {createKeyCheck} from '../../../packages/palito/src/server/api-key-check';
import {createConversionHandler} from '../../../packages/palito/src/server/conversion-handler';

describe('createKeyCheck with a list of keys', () => {
  const check = createKeyCheck(['alpha-key', 'beta-key']);

  it('accepts each configured key', async () => {
    expect(await check('alpha-key')).toBe(true);
    expect(await check('beta-key')).toBe(true);
  });

  it('refuses near misses: a prefix, an extension, another case, blanks around it', async () => {
    for (const key of ['alpha', 'alpha-key2', 'ALPHA-KEY', ' alpha-key', 'alpha-key ', '', 'gamma-key']) {
      expect(await check(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('accepts keys in any script', async () => {
    expect(await createKeyCheck(['열쇠-😀'])('열쇠-😀')).toBe(true);
  });
});

describe('createKeyCheck with a function', () => {
  it('asks the function, sync or async, and only a true answer passes', async () => {
    const seen: string[] = [];
    const sync = createKeyCheck((key) => (seen.push(key), key === 'ok'));
    expect(await sync('ok')).toBe(true);
    expect(await sync('no')).toBe(false);
    expect(seen).toEqual(['ok', 'no']);

    const async = createKeyCheck(async (key) => key.startsWith('tenant-'));
    expect(await async('tenant-7')).toBe(true);
    expect(await async('other')).toBe(false);
  });
});

describe('a configuration that would let nobody (or anybody) in', () => {
  it('is refused when the handler is created', () => {
    expect(() => createConversionHandler({apiKeys: []})).toThrow(/at least one API key/);
    expect(() => createConversionHandler({apiKeys: ['good', '  ']})).toThrow(/empty/);
    expect(() => createConversionHandler({apiKeys: ['k'], maxBodyBytes: 0})).toThrow(/maxBodyBytes/);
    expect(() => createConversionHandler({apiKeys: ['k'], maxBodyBytes: 1.5})).toThrow(/maxBodyBytes/);
  });
});
