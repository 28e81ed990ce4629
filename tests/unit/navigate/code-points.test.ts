// Code-point order, the one order the topology's questions break ties in, and the native sort used
// in its place when no value has a letter beyond the Basic Multilingual Plane.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {compareCodePoints, sortedByCodePoints} from '../../../packages/palito/src/engine/navigate/code-points';

const letter = fc.constantFrom('a', 'b', 'Z', '0', '-', '가', 'Ａ', '\uffee', '𝔸', '😀');

describe('code-point order', () => {
  it('puts a letter beyond the Basic Multilingual Plane after a full-width one, where UTF-16 order does not', () => {
    expect(compareCodePoints('𝔸', 'Ａ')).toBeGreaterThan(0);
    expect('𝔸' < 'Ａ').toBe(true);
    expect(sortedByCodePoints(['𝔸', 'Ａ', 'a'])).toEqual(['a', 'Ａ', '𝔸']);
  });

  it('sortedByCodePoints sorts as compareCodePoints does, with letters beyond the Basic Multilingual Plane or without', () => {
    fc.assert(
      fc.property(fc.array(fc.array(letter, {maxLength: 4}).map((l) => l.join('')), {minLength: 2, maxLength: 12}), (values) => {
        expect(sortedByCodePoints(values)).toEqual([...values].sort(compareCodePoints));
      }),
      {numRuns: 300, seed: 11},
    );
  });
});
