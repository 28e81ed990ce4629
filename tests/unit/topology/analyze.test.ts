import {describe, expect, it} from 'vitest';
import {ANALYSIS_STEPS, analyzeRelationships, edgeIdOf} from '../../../packages/palito/src/engine/analyze/analyze-relationships';
import {convertAssets} from '../../../packages/palito/src/engine/convert/convert-assets';
import type {Asset} from '../../../packages/palito/src/engine/model/types';
import {sample} from './support/files';
import {projectOf} from './support/pipeline';

function asset(id: string, zone: string, cbs: string, connections: string[]): Asset {
  return {id, name: id, type: '', status: 'normal', zone, cbs, connections, row: 0, properties: {}};
}

describe('analyzeRelationships', () => {
  it('classifies in the three steps, in order, and lists each node’s connections by step', () => {
    const assets = [
      asset('a', 'Z', 'C', ['b', 'c', 'x']),
      asset('b', 'Z', 'C', ['a']), // the same edge as a -> b
      asset('c', 'Z', 'D', []),
      asset('x', 'Y', 'E', ['a']), // the same edge as a -> x
    ];
    const project = analyzeRelationships(convertAssets(assets, 't.csv'), assets);
    expect(project.edges).toEqual([
      {id: edgeIdOf('a', 'b'), source: 'a', target: 'b', kind: 'intra-cbs'},
      {id: edgeIdOf('a', 'c'), source: 'a', target: 'c', kind: 'inter-cbs'},
      {id: edgeIdOf('a', 'x'), source: 'a', target: 'x', kind: 'inter-zone'},
    ]);
    expect(project.analysis.a).toEqual({intraCbs: ['b'], interCbs: ['c'], interZone: ['x']});
    expect(project.analysis.b).toEqual({intraCbs: ['a'], interCbs: [], interZone: []});
    expect(project.analysis.x).toEqual({intraCbs: [], interCbs: [], interZone: ['a']});
    expect(ANALYSIS_STEPS).toEqual(['intra-cbs', 'inter-cbs', 'inter-zone']);
  });

  it('lists edges by step first, even when the file names them in another order', () => {
    const assets = [asset('a', 'Z', 'C', ['x', 'c', 'b']), asset('b', 'Z', 'C', []), asset('c', 'Z', 'D', []), asset('x', 'Y', 'E', [])];
    const kinds = analyzeRelationships(convertAssets(assets, 't.csv'), assets).edges.map((e) => e.kind);
    expect(kinds).toEqual(['intra-cbs', 'inter-cbs', 'inter-zone']);
  });

  it('ignores self connections and unknown ids it may still be handed', () => {
    const assets = [asset('a', 'Z', 'C', ['a', 'ghost', 'b']), asset('b', 'Z', 'C', [])];
    const project = analyzeRelationships(convertAssets(assets, 't.csv'), assets);
    expect(project.edges.map((e) => e.id)).toEqual([edgeIdOf('a', 'b')]);
  });

  it('finds the sample’s relationships: undirected and counted once', async () => {
    const {project} = await projectOf(sample('assets-sample.csv'));
    const byKind = (kind: string) => project.edges.filter((e) => e.kind === kind).length;
    expect(project.edges).toHaveLength(71);
    expect([byKind('intra-cbs'), byKind('inter-cbs'), byKind('inter-zone')]).toEqual([25, 25, 21]); // counted independently from the CSV
    expect(new Set(project.edges.map((e) => e.id)).size).toBe(71);
    // A012 names A013/A022 itself; A011, A003 and A036 name A012: each pair is one edge.
    expect(project.analysis.A012).toEqual({
      intraCbs: ['A011', 'A013', 'A014', 'A015'],
      interCbs: ['A022'],
      interZone: ['A003', 'A036'],
    });
    const ko = await projectOf(sample('assets-sample.ko.csv'));
    expect(ko.project.edges.map((e) => [e.id, e.kind])).toEqual(project.edges.map((e) => [e.id, e.kind]));
  });

  it('gives every pair its own edge id, whatever `|` and `\\` the ids hold', () => {
    // Before, `a|b`–`c` and `a`–`b|c` were both `edge:a|b|c`: the second pair was dropped as a repeat.
    const assets = [asset('a|b', 'Z', 'C', ['c']), asset('a', 'Z', 'C', ['b|c']), asset('c', 'Z', 'C', []), asset('b|c', 'Z', 'C', [])];
    const project = analyzeRelationships(convertAssets(assets, 't.csv'), assets);
    expect(project.edges.map((e) => [e.source, e.target])).toEqual([['a|b', 'c'], ['a', 'b|c']]);
    expect(new Set(project.edges.map((e) => e.id)).size).toBe(2);
    expect(edgeIdOf('A002', 'A001')).toBe('edge:A001|A002');
    expect(edgeIdOf('x\\', 'y')).not.toBe(edgeIdOf('x', '\\y'));
    const ids = ['a|b', 'a', 'b|c', 'c', 'a\\', '\\|', '|', '\\'];
    const pairs = ids.flatMap((x, i) => ids.slice(i + 1).map((y) => edgeIdOf(x, y)));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('keeps the analysis of assets named after Object’s members, through JSON and structured clone', () => {
    const names = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];
    const assets = names.map((id, i) => asset(id, 'Z', 'C', [names[(i + 1) % names.length]]));
    const project = analyzeRelationships(convertAssets(assets, 't.csv'), assets);
    expect(Object.getPrototypeOf(project.analysis)).toBeNull();
    for (const copy of [project, JSON.parse(JSON.stringify(project)), structuredClone(project)]) {
      expect(Object.keys(copy.analysis).sort()).toEqual([...names].sort());
      for (const id of names) {
        expect(Object.hasOwn(copy.analysis, id)).toBe(true);
        expect(copy.analysis[id].intraCbs).toHaveLength(2);
      }
    }
    expect(project.analysis.__proto__).toEqual({intraCbs: ['constructor', 'hasOwnProperty'], interCbs: [], interZone: []});
    expect(({} as Record<string, unknown>).intraCbs).toBeUndefined(); // nothing leaked into Object.prototype
  });
});
