// The topology's questions against their textbook versions (reference.ts) on random graphs with
// disconnected parts, self-links and repeated links: every shortest path, what a failure cuts off,
// the single points of failure and their cuts.

import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {impactOf, singlePointsOfFailure, tracePath} from '../../../packages/palito/src/engine/navigate';
import {adjacency, allShortestPaths, articulationPoints, cutOffBy} from './reference';
import {projectOf, randomProject} from './random-project';

const RUNS = {numRuns: 300, seed: 27};

describe('tracePath', () => {
  it('lists the shortest paths in code-point order, up to maxPaths, as plain breadth-first search finds them', () => {
    fc.assert(
      fc.property(randomProject, fc.nat(), fc.nat(), fc.integer({min: 1, max: 12}), (project, a, b, max) => {
        const ids = project.nodes.map((n) => n.id);
        const [from, to] = [ids[a % ids.length], ids[b % ids.length]];
        const expected = allShortestPaths(adjacency(project), from, to);
        expect(tracePath(project, from, to, {maxPaths: 1000}).paths).toEqual(expected);
        expect(tracePath(project, from, to, {maxPaths: max}).paths).toEqual(expected.slice(0, max));
      }),
      RUNS,
    );
  });

  it('gives ten paths by default, the asset itself for a trace to itself, and none for an unknown id', () => {
    // A 4 x 4 grid: 20 shortest paths from one corner to the other.
    const id = (r: number, c: number) => `n${r}${c}`;
    const ids = [0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3].map((c) => id(r, c)));
    const links: [string, string][] = [];
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) (c < 3 && links.push([id(r, c), id(r, c + 1)]), r < 3 && links.push([id(r, c), id(r + 1, c)]));
    const grid = projectOf(ids, links);
    expect(tracePath(grid, 'n00', 'n33').paths).toHaveLength(10);
    expect(tracePath(grid, 'n00', 'n33', {maxPaths: 100}).paths).toHaveLength(20);
    expect(tracePath(grid, 'n00', 'n00').paths).toEqual([['n00']]);
    expect(tracePath(grid, 'n00', 'nope').paths).toEqual([]);
  });
});

describe('impactOf', () => {
  it('cuts off every piece but the largest of each part that held a failed asset, as the definition says', () => {
    fc.assert(
      fc.property(randomProject, fc.array(fc.nat(), {maxLength: 4}), (project, picks) => {
        const ids = project.nodes.map((n) => n.id);
        const failed = new Set(picks.map((p) => ids[p % ids.length]));
        expect(impactOf(project, failed).cutOff).toEqual(cutOffBy(adjacency(project), failed));
      }),
      RUNS,
    );
  });

  it('between pieces of one size keeps the one with the smallest id in code-point order', () => {
    // 'Ａ' (U+FF21) < '𝔸' (U+1D538) by code point, though not by UTF-16 units.
    const project = projectOf(['hub', 'Ａ', '𝔸'], [['hub', 'Ａ'], ['hub', '𝔸']]);
    expect(impactOf(project, ['hub']).cutOff).toEqual(['𝔸']);
    expect(impactOf(project, ['hub', 'unknown']).cutOff).toEqual(['𝔸']);
    expect(impactOf(project, []).cutOff).toEqual([]);
  });
});

describe('singlePointsOfFailure', () => {
  it('finds the articulation points, each with what impactOf cuts off for it alone, largest first', () => {
    fc.assert(
      fc.property(randomProject, (project) => {
        const links = adjacency(project);
        const points = singlePointsOfFailure(project);
        expect(points.map((p) => p.id).sort()).toEqual(articulationPoints(links).sort());
        for (const p of points) expect(p.cutOff).toBe(cutOffBy(links, new Set([p.id])).length);
        for (let i = 1; i < points.length; i++) expect(points[i - 1].cutOff).toBeGreaterThanOrEqual(points[i].cutOff);
      }),
      RUNS,
    );
  });

  it("lists only a zone's assets when asked for a zone, their cuts counted over the whole topology", () => {
    const project = projectOf(['a', 'b', 'c', 'd'], [['a', 'b'], ['b', 'c'], ['c', 'd']], {c: {zoneId: 'zone:y'}, d: {zoneId: 'zone:y'}});
    expect(singlePointsOfFailure(project)).toEqual([{id: 'b', cutOff: 1}, {id: 'c', cutOff: 1}]);
    expect(singlePointsOfFailure(project, {zoneId: 'zone:y'})).toEqual([{id: 'c', cutOff: 1}]);
  });
});
