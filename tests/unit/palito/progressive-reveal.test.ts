import {describe, expect, it} from 'vitest';
import {admit, FIRST_SLICE, nextSlice} from '../../../packages/palito/src/react/components/Palito/use-progressive-reveal';
import type {FlowNode} from '../../../packages/palito/src/store';

// The canvas draws a new layout a slice of assets per frame, the slice sized by how long the last
// one took (use-progressive-reveal.ts). These pin the controller: it converges on the budget, moves
// by at most a factor of two per frame, and always makes progress.

describe('nextSlice', () => {
  it('doubles a slice whose frame was quick, and no more than doubles it', () => {
    expect(nextSlice(FIRST_SLICE, 17)).toBe(FIRST_SLICE * 2);
    expect(nextSlice(FIRST_SLICE, 1)).toBe(FIRST_SLICE * 2);
  });

  it('halves a slice whose frame was far over budget, and no more than halves it', () => {
    expect(nextSlice(60, 400)).toBe(30);
    expect(nextSlice(60, 120)).toBe(30);
  });

  it('keeps a slice whose frame was on budget, and sizes one in between to fit the budget', () => {
    expect(nextSlice(40, 50)).toBe(40);
    // 40 assets took 80 ms: 25 fit in 50 ms.
    expect(nextSlice(40, 80)).toBe(25);
  });

  it('never stops: a slice has at least 10 assets however slow the frame, and at most 1,000', () => {
    expect(nextSlice(10, 10_000)).toBe(10);
    expect(nextSlice(800, 1)).toBe(1000);
  });

  it('settles on the budget from either side on a machine that spends 2 ms per asset', () => {
    for (const start of [10, FIRST_SLICE, 1000]) {
      let slice = start;
      for (let frame = 0; frame < 12; frame++) slice = nextSlice(slice, slice * 2);
      expect(slice).toBe(25);
    }
  });
});

describe('admit', () => {
  const node = (id: string, kind: 'asset' | 'zone') => ({id, data: {kind}}) as unknown as FlowNode;
  const nodes = [node('zone', 'zone'), ...Array.from({length: 10}, (_, i) => node(`a${i}`, 'asset')), node('stub', 'zone')];

  it('renders every box, the assets already on the canvas, and the first few new ones, in order', () => {
    const {nodes: shown, waiting} = admit(nodes, new Set(['a7', 'a2']), 3);
    expect(shown.map((n) => n.id)).toEqual(['zone', 'a0', 'a1', 'a2', 'a3', 'a7', 'stub']);
    expect(waiting).toEqual(['a0', 'a1', 'a3', 'a4', 'a5', 'a6', 'a8', 'a9']);
  });

  it('renders everything when no more are new than it may add at once', () => {
    const {nodes: shown, waiting} = admit(nodes, new Set(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']), 3);
    expect(shown).toEqual(nodes);
    expect(waiting).toEqual(['a7', 'a8', 'a9']);
  });
});
