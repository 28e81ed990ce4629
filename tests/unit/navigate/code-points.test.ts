// Code-point order, the one order the topology's questions break ties in, and the native sort used
// in its place when no value has a letter beyond the Basic Multilingual Plane.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {codePointRanks, compareCodePoints} from '../../../packages/palito/src/engine/navigate/code-points';

const letter = fc.constantFrom('a', 'b', 'Z', '0', '-', '가', 'Ａ', '\uffee', '𝔸', '😀');

describe('code-point order', () => {
  it('puts a letter beyond the Basic Multilingual Plane after a full-width one, where UTF-16 order does not', () => {
    expect(compareCodePoints('𝔸', 'Ａ')).toBeGreaterThan(0);
    expect('𝔸' < 'Ａ').toBe(true);
    expect([...codePointRanks(['𝔸', 'Ａ', 'a'])]).toEqual([2, 1, 0]);
  });

  it('codePointRanks places values as a stable sort by compareCodePoints does, repeated values and letters beyond the Basic Multilingual Plane included', () => {
    fc.assert(
      fc.property(fc.array(fc.array(letter, {maxLength: 3}).map((l) => l.join('')), {minLength: 2, maxLength: 12}), (values) => {
        const expected = new Int32Array(values.length);
        [...values.keys()].sort((a, b) => compareCodePoints(values[a], values[b]) || a - b).forEach((i, place) => (expected[i] = place));
        expect(codePointRanks(values)).toEqual(expected);
      }),
      {numRuns: 300, seed: 11},
    );
  });
});
