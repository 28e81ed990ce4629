// keptContent: a CBS box drawn before, with a new asset to place in it. The new asset takes one of
// the free spots nearest the assets it links to; of those, the one whose link crosses none of the
// links already drawn, when there is one.

import {describe, expect, it} from 'vitest';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {Point} from '../../../packages/palito/src/engine/layout/geometry/types';
import {DrawnLinks} from '../../../packages/palito/src/engine/layout/keep-shape/drawn-links';
import {keptContent} from '../../../packages/palito/src/engine/layout/keep-shape/kept-content';
import type {PreviousLayout} from '../../../packages/palito/src/engine/layout/keep-shape/read-previous';
import {cbsContentOrigin} from '../../../packages/palito/src/engine/layout/place/frames';
import {countCrossings, type Segment} from '../../../packages/palito/src/engine/layout/quality';

const m = metricsOf(resolveOptions());
const origin = cbsContentOrigin(m);
/** The canvas corner of the asset in column `c`, row `r` of a box whose corner is (0, 0). */
const cell = (c: number, r: number): Point => ({x: origin.x + c * (m.nodeWidth + m.nodeGap), y: origin.y + r * (m.nodeHeight + m.nodeGap)});

/**
 * A 3 x 3 box: L, K and M across the middle row, L linked to M (a line through K's centre); R in
 * the middle of the bottom row. Above the middle row, two rows away from R, is the free spot
 * nearest R; beside R, one column away, the spots that cross nothing.
 */
function boxWithALineAcross(): {previous: PreviousLayout; neighbours: Map<string, string[]>; drawn: DrawnLinks} {
  const box = {x: 0, y: 0, width: 2 * m.cbsPadding + 3 * m.nodeWidth + 2 * m.nodeGap, height: origin.y + m.cbsPadding + 3 * m.nodeHeight + 2 * m.nodeGap};
  const at = {L: cell(0, 1), K: cell(1, 1), M: cell(2, 1), R: cell(1, 2)};
  const nodes = new Map(Object.entries(at).map(([id, p]) => [id, {...p, width: m.nodeWidth, height: m.nodeHeight, cbsId: 'cbs:z/c'}]));
  const previous: PreviousLayout = {view: 'all', zones: new Map([['zone:z', {x: -50, y: -50, width: 1000, height: 1000}]]), cbs: new Map([['cbs:z/c', {...box, zoneId: 'zone:z'}]]), nodes, bundles: new Map(), routes: new Map()};
  const neighbours = new Map([['L', ['M']], ['M', ['L']], ['N', ['R']], ['R', ['N']]]);
  const drawn = new DrawnLinks(neighbours, (id) => {
    const node = nodes.get(id);
    return node && {x: node.x + node.width / 2, y: node.y + node.height / 2};
  });
  return {previous, neighbours, drawn};
}

describe('keptContent', () => {
  it('keeps the assets that stayed exactly where they were', () => {
    const {previous, neighbours, drawn} = boxWithALineAcross();
    const kept = keptContent({cbsId: 'cbs:z/c', title: 'c', members: ['L', 'K', 'M', 'R'], edges: [], neighbours, previous, drawn, fits: () => true, m});
    for (const id of ['L', 'K', 'M', 'R']) expect(kept.local.positions.get(id)).toEqual({x: previous.nodes.get(id)!.x - origin.x, y: previous.nodes.get(id)!.y - origin.y});
  });

  it('puts a new asset near its neighbour where its link crosses no link already drawn', () => {
    const {previous, neighbours, drawn} = boxWithALineAcross();
    const kept = keptContent({cbsId: 'cbs:z/c', title: 'c', members: ['L', 'K', 'M', 'R', 'N'], edges: [], neighbours, previous, drawn, fits: () => true, m});
    const centre = (id: string) => {
      const p = kept.local.positions.get(id)!;
      return {x: p.x + m.nodeWidth / 2, y: p.y + m.nodeHeight / 2};
    };
    const segment = (a: string, b: string): Segment => ({x1: centre(a).x, y1: centre(a).y, x2: centre(b).x, y2: centre(b).y, a, b});
    expect(countCrossings([segment('L', 'M'), segment('N', 'R')])).toBe(0);
    // Still beside R: one column away in R's row.
    const n = kept.local.positions.get('N')!;
    const r = kept.local.positions.get('R')!;
    expect(n.y).toBe(r.y);
    expect(Math.abs(n.x - r.x)).toBe(m.nodeWidth + m.nodeGap);
  });
});
