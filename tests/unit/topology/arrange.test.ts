import {describe, expect, it} from 'vitest';
import {arrangeBoxes, connectionLength, greedyOrder} from '../../../packages/palito/src/engine/layout/arrange/order-boxes';
import {packRows, targetRowWidth} from '../../../packages/palito/src/engine/layout/arrange/pack-rows';
import {packSkyline} from '../../../packages/palito/src/engine/layout/arrange/pack-skyline';
import {overlaps} from '../../../packages/palito/src/engine/layout/geometry/rects';
import {seededRandom} from '../../../bench/generate-inventory';

function randomBoxes(count: number, seed: number) {
  const random = seededRandom(seed);
  return Array.from({length: count}, () => ({width: 40 + Math.floor(random() * 300), height: 30 + Math.floor(random() * 400)}));
}

function anyOverlap(boxes: Array<{width: number; height: number}>, positions: Array<{x: number; y: number}>, gap: number): boolean {
  const rects = boxes.map((b, i) => ({...positions[i], width: b.width + gap - 0.01, height: b.height + gap - 0.01}));
  return rects.some((a, i) => rects.some((b, j) => i < j && overlaps(a, b, 0)));
}

describe('packing', () => {
  it('rows and skyline never overlap boxes and keep the gap between them', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const boxes = randomBoxes(3 + seed * 2, seed);
      const order = boxes.map((_, i) => i);
      const width = targetRowWidth(boxes, 16, 1.6);
      for (const pack of [packRows, packSkyline]) {
        const packing = pack(boxes, order, 16, width);
        expect(anyOverlap(boxes, packing.positions, 16), `${pack.name} seed ${seed}`).toBe(false);
        const right = Math.max(...packing.positions.map((p, i) => p.x + boxes[i].width));
        const bottom = Math.max(...packing.positions.map((p, i) => p.y + boxes[i].height));
        expect([packing.width, packing.height]).toEqual([right, bottom]);
      }
    }
  });

  it('skyline tucks small boxes beside a tall one', () => {
    const boxes = [{width: 100, height: 300}, {width: 100, height: 50}, {width: 100, height: 50}, {width: 100, height: 50}];
    const packing = packSkyline(boxes, [0, 1, 2, 3], 10, 210);
    expect(packing.positions).toEqual([{x: 0, y: 0}, {x: 110, y: 0}, {x: 110, y: 60}, {x: 110, y: 120}]);
    expect(packing.height).toBe(300);
  });
});

describe('arrangeBoxes', () => {
  it('starts from the most connected box and follows the connections', () => {
    expect(greedyOrder(4, [{a: 2, b: 3, weight: 5}, {a: 3, b: 0, weight: 1}, {a: 1, b: 2, weight: 2}], [])).toEqual([2, 3, 1, 0]);
  });

  it('puts strongly connected boxes next to each other', () => {
    // Six equal boxes; 0-5 and 1-4 are heavily linked, far apart in file order.
    const boxes = Array.from({length: 6}, () => ({width: 100, height: 100}));
    const links = [{a: 0, b: 5, weight: 10}, {a: 1, b: 4, weight: 10}, {a: 2, b: 3, weight: 1}];
    const arrangement = arrangeBoxes(boxes, links, [], {gap: 20, aspectRatio: 1.6});
    const centre = (i: number) => ({x: arrangement.positions[i].x + 50, y: arrangement.positions[i].y + 50});
    const distance = (i: number, j: number) => Math.hypot(centre(i).x - centre(j).x, centre(i).y - centre(j).y);
    expect(distance(0, 5)).toBe(120);
    expect(distance(1, 4)).toBe(120);
    const identity = packRows(boxes, [0, 1, 2, 3, 4, 5], 20, targetRowWidth(boxes, 20, 1.6));
    expect(connectionLength(arrangement, boxes, links, [])).toBeLessThan(connectionLength(identity, boxes, links, []));
  });

  it('moves a box toward its anchor', () => {
    const boxes = Array.from({length: 4}, () => ({width: 100, height: 100}));
    const arrangement = arrangeBoxes(boxes, [], [{box: 3, x: -1000, y: 0, weight: 1}], {gap: 0, aspectRatio: 1});
    expect(arrangement.positions[3]).toEqual({x: 0, y: 0});
  });
});
