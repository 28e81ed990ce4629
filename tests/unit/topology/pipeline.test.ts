import {describe, expect, it} from 'vitest';
import {generateAssets, assetsToCsv} from '../../../bench/generate-inventory';
import {buildProject} from '../../../packages/palito/src/engine/pipeline/build-project';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import type {Progress} from '../../../packages/palito/src/engine/pipeline/stages';
import {prepareComponent, profileOf} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {splitComponents} from '../../../packages/palito/src/engine/layout/elk/components';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import {warmUpCsv} from '../../../packages/palito/src/engine/pipeline/warm-up';
import {largeWarmUpCsv} from '../../../packages/palito/src/engine/pipeline/warm-up-inventory';
import {isAbortError} from '../../../packages/palito/src/engine/util/abort';
import {fixture, sample} from './support/files';
import {labels} from './support/pipeline';

describe('generateTopology', () => {
  it('turns the sample into a project and a layout, reporting each stage in order', async () => {
    const progress: Progress[] = [];
    const result = await generateTopology(sample('assets-sample.csv'), {onProgress: (p) => progress.push(p)});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.nodes).toHaveLength(39);
    expect(result.layout.nodes).toHaveLength(39);
    expect(result.warnings).toEqual([]);
    const starts = progress.filter((p) => p.fraction === 0).map((p) => `${p.step}/${p.steps} ${p.stage}`);
    expect(starts).toEqual(['1/5 read', '2/5 validate', '3/5 convert', '4/5 analyze', '5/5 layout']);
    expect(progress[progress.length - 1]).toEqual({stage: 'layout', step: 5, steps: 5, fraction: 1});
    expect(Object.keys(result.timings)).toEqual(['read', 'validate', 'convert', 'analyze', 'layout']);
  });

  it('returns warnings beside the drawing', async () => {
    const result = await generateTopology(fixture('warnings.csv'));
    expect(result.ok && result.warnings.length).toBe(8);
    expect(result.ok && result.layout.nodes.map((n) => n.id).sort()).toEqual(['W1', 'W2', 'W3', 'W4']);
  });

  it('stops at the first failing stage with the full list of problems, and draws nothing', async () => {
    const result = await generateTopology(fixture('duplicates.csv'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(labels(result.problems)).toEqual(['duplicate-id@4:id', 'missing-id@5:id', 'missing-zone@6:zone', 'missing-cbs@7:cbs', 'duplicate-id@8:id']);
    expect(Object.keys(result.timings)).toEqual(['read', 'validate']);
    expect('layout' in result).toBe(false);
  });

  it('includes the warnings of a file that also has errors', async () => {
    const result = await generateTopology({name: 'x.csv', data: 'id,name,zone,cbs,ip\nA,a,Z,C,bad-ip\n\nA,b,Z,C,\n'});
    expect(result.ok === false && labels(result.problems)).toEqual(['invalid-ip@2:ip', 'blank-row@3', 'duplicate-id@4:id']);
  });

  it('reports empty and binary files', async () => {
    const empty = await generateTopology(fixture('empty.csv'));
    expect(empty.ok === false && labels(empty.problems)).toEqual(['empty-file@-']);
    const binary = await generateTopology(fixture('not-a-table.png'));
    expect(binary.ok === false && labels(binary.problems)).toEqual(['not-tabular@-']);
  });

  it('lays out the asked zone', async () => {
    const result = await generateTopology(sample('assets-sample.ko.csv'), {view: {view: 'zone', zoneId: 'zone:관리망'}, layout: {direction: 'DOWN'}});
    expect(result.ok && [result.layout.view, result.layout.zoneId, result.layout.direction, result.layout.nodes.length]).toEqual(['zone', 'zone:관리망', 'DOWN', 7]);
  });

  it('rejects with an AbortError when cancelled, at the next stage', async () => {
    const controller = new AbortController();
    const run = generateTopology(sample('assets-sample.csv'), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'convert') controller.abort();
      },
    });
    const error = await run.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('warms up on its own small inventory', async () => {
    const result = await generateTopology({name: 'warm-up.csv', data: warmUpCsv()});
    expect(result.ok && [result.project.zones.length, result.project.cbs.length, result.project.nodes.length]).toEqual([3, 9, 54]);
  });

  it('warms up for large files on an inventory shaped like a real estate, with a component in ELK\'s large profile', async () => {
    const built = await buildProject({name: 'warm-up-large.csv', data: largeWarmUpCsv()});
    if (!built.ok) throw new Error(JSON.stringify(built.problems.slice(0, 3)));
    const {project} = built;
    expect([project.zones.length, project.cbs.length, project.nodes.length, built.warnings.length]).toEqual([4, 16, 840, 0]);
    expect(new Set(project.edges.map((e) => e.kind))).toEqual(new Set(['intra-cbs', 'inter-cbs', 'inter-zone']));
    const metrics = metricsOf(resolveOptions());
    const profiles = project.cbs.flatMap((cbs) => {
      const nodes = project.nodes.filter((n) => n.cbsId === cbs.id);
      const ids = new Set(nodes.map((n) => n.id));
      const edges = project.edges.filter((e) => e.kind === 'intra-cbs' && ids.has(e.source));
      return splitComponents({cbs, nodes, edges}).components.map((c) => profileOf(prepareComponent(c, metrics)));
    });
    expect(profiles).toContain('large');
    expect(profiles.filter((p) => p === 'small').length).toBeGreaterThan(10);
  });
});

describe('buildProject on 20,000 rows', () => {
  it('parses, validates, converts and analyses every row', async () => {
    const assets = generateAssets({assets: 20_000, seed: 7, minZones: 8, maxZones: 8, minCbsPerZone: 10, maxCbsPerZone: 10});
    const result = await buildProject({name: 'big.csv', data: assetsToCsv(assets)});
    if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 5)));
    expect(result.warnings).toEqual([]);
    expect(result.project.nodes).toHaveLength(20_000);
    expect(result.project.zones).toHaveLength(8);
    expect(result.project.cbs).toHaveLength(80);
    expect(result.project.nodes[19_999]).toMatchObject({id: assets[19_999].id, row: 20_001});
    // Every declared pair is one edge, whichever side declared it.
    const pairs = new Set(assets.flatMap((a) => a.connections.map((t) => (a.id < t ? `${a.id}|${t}` : `${t}|${a.id}`))));
    expect(result.project.edges).toHaveLength(pairs.size);
    const kinds = new Map<string, number>();
    for (const e of result.project.edges) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
    // The generator draws 70/20/10; allow for its randomness.
    expect(kinds.get('intra-cbs')! / pairs.size).toBeCloseTo(0.7, 1);
    expect(kinds.get('inter-cbs')! / pairs.size).toBeCloseTo(0.2, 1);
    expect(kinds.get('inter-zone')! / pairs.size).toBeCloseTo(0.1, 1);
    const degree = result.project.nodes.reduce((sum, n) => {
      const a = result.project.analysis[n.id];
      return sum + a.intraCbs.length + a.interCbs.length + a.interZone.length;
    }, 0);
    expect(degree).toBe(2 * pairs.size);
  });
});
