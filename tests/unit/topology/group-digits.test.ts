import {describe, expect, it} from 'vitest';
import {groupDigits} from '../../../packages/palito/src/engine/util/group-digits';

// groupDigits stands in for toLocaleString('en-US') on the page's thread (without loading ICU):
// it must write every count and size the messages show exactly as that did.

describe('groupDigits', () => {
  it('writes integers and one-decimal sizes as toLocaleString("en-US") does', () => {
    const values = [0, 1, 12, 999, 1000, 19_900, 179_700, 1_000_000, 50_000, -1234, 0.1, 9.5, 1144.5, 123456.7, Number.MAX_SAFE_INTEGER];
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push(seed % 10 === 0 ? Math.round(seed / 1000) / 10 : seed % 10_000_000);
    }
    for (const value of values) expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('leaves what has no digits to group as it is', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Infinity)).toBe('Infinity');
    expect(groupDigits(1e21)).toBe('1e+21');
  });
});
