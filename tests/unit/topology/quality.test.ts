import {describe, expect, it} from 'vitest';
import {countCrossings, segmentsCross, type Segment} from '../../../packages/palito/src/engine/layout/quality';
import {seededRandom} from '../../../bench/generate-inventory';

function bruteForce(segments: Segment[]): number {
  let count = 0;
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const s = segments[i];
      const t = segments[j];
      if (s.a === t.a || s.a === t.b || s.b === t.a || s.b === t.b) continue;
      if (segmentsCross(s, t)) count++;
    }
  }
  return count;
}

describe('crossing count', () => {
  it('counts an X once and a shared end never', () => {
    const x = [
      {x1: 0, y1: 0, x2: 10, y2: 10, a: 'a', b: 'b'},
      {x1: 0, y1: 10, x2: 10, y2: 0, a: 'c', b: 'd'},
    ];
    expect(countCrossings(x)).toBe(1);
    expect(countCrossings([x[0], {...x[1], a: 'a'}])).toBe(0);
    // Parallel, touching at an end, or apart: no crossing.
    expect(countCrossings([x[0], {x1: 0, y1: 5, x2: 10, y2: 15, a: 'e', b: 'f'}])).toBe(0);
    expect(countCrossings([x[0], {x1: 10, y1: 10, x2: 20, y2: 0, a: 'e', b: 'f'}])).toBe(0);
  });

  it('agrees with the brute-force count on random drawings', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const random = seededRandom(seed);
      const ids = Array.from({length: 60}, (_, i) => `n${i}`);
      const at = new Map(ids.map((id) => [id, {x: Math.round(random() * 1000), y: Math.round(random() * 600)}]));
      const segments: Segment[] = Array.from({length: 150}, () => {
        const a = ids[Math.floor(random() * ids.length)];
        let b = ids[Math.floor(random() * ids.length)];
        if (b === a) b = ids[(ids.indexOf(a) + 1) % ids.length];
        return {x1: at.get(a)!.x, y1: at.get(a)!.y, x2: at.get(b)!.x, y2: at.get(b)!.y, a, b};
      });
      const expected = bruteForce(segments);
      expect(expected).toBeGreaterThan(100);
      expect(countCrossings(segments)).toBe(expected);
    }
  });
});
