// The package's copy of elkjs has GWT's cast checks compiled out (packages/palito/scripts/
// elk-unchecked-casts.ts, applied by vite.config.ts). Both builds of ELK, the installed one as it is
// and the one with the transform, run here on the ELK graphs the engine makes for real inventories
// of every kind it sends ELK (small, large and huge components, a dense mesh's block): the
// layouts must be the same to the byte.

import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {ElkNode} from 'elkjs/lib/elk-api';
import {describe, expect, it} from 'vitest';
import {withoutCastChecks} from '../../../packages/palito/scripts/elk-unchecked-casts';
import {splitComponents} from '../../../packages/palito/src/engine/layout/elk/components';
import {buildComponentsGraph, elkNodeCount, prepareComponent, profileOf, type PreparedComponent} from '../../../packages/palito/src/engine/layout/elk/component-graph';
import {metricsOf, resolveOptions} from '../../../packages/palito/src/engine/layout/geometry/options';
import type {Project} from '../../../packages/palito/src/engine/model/types';
import {largeWarmUpCsv} from '../../../packages/palito/src/engine/pipeline/warm-up-inventory';
import {generateInventoryCsv} from '../../../bench/generate-inventory';
import {denseCsv} from '../../fixtures/hostile/inventories';
import {projectOf} from '../topology/support/pipeline';

const require = createRequire(import.meta.url);
const BUNDLE = require.resolve('elkjs/lib/elk.bundled.js');

type Elk = {layout(graph: ElkNode): Promise<ElkNode>};

/** An ELK from the bundle's source, evaluated as vite.config.ts's copy is: a `document` of its own, the CommonJS path. */
function elkFrom(source: string): Elk {
  const module = {exports: {} as unknown};
  new Function('document', 'module', 'exports', 'define', 'require', source)({}, module, module.exports, undefined, undefined);
  const Elk = module.exports as new () => Elk;
  return new Elk();
}

/** Every ELK graph the engine makes for `project`'s All View: its components in batches of one profile, as layout-project.ts cuts them. */
function elkGraphs(project: Project): ElkNode[] {
  const metrics = metricsOf(resolveOptions());
  const components: PreparedComponent[] = [];
  for (const cbs of project.cbs) {
    const nodes = project.nodes.filter((node) => node.cbsId === cbs.id);
    const ids = new Set(nodes.map((node) => node.id));
    const edges = project.edges.filter((edge) => edge.kind === 'intra-cbs' && ids.has(edge.source));
    for (const component of splitComponents({cbs, nodes, edges}).components) components.push(prepareComponent(component, metrics));
  }
  const graphs: ElkNode[] = [];
  let batch: PreparedComponent[] = [];
  let size = 0;
  const close = () => {
    if (batch.length) graphs.push(buildComponentsGraph(`batch-${graphs.length}`, batch, metrics, profileOf(batch[0])));
    batch = [];
    size = 0;
  };
  for (const component of components) {
    if (batch.length && (profileOf(component) !== profileOf(batch[0]) || size + elkNodeCount(component) > 400)) close();
    batch.push(component);
    size += elkNodeCount(component);
  }
  close();
  return graphs;
}

/** One CBS of `count` assets linked in a lattice (each to the one before and the one `width` before): no leaves, one component. */
function latticeCsv(count: number, width: number): string {
  const rows = Array.from({length: count}, (_, i) => {
    const links = [i - 1, i - width].filter((j) => j >= 0).map((j) => `L${j}`);
    return `L${i},l${i},${i % width === 0 ? 'switch' : 'server'},Zone,CBS,${links.join(';')}`;
  });
  return ['id,name,type,zone,cbs,connections', ...rows].join('\n');
}

describe('elkjs without GWT cast checks', () => {
  const source = readFileSync(BUNDLE, 'utf8');

  // GWT's cast helpers as this test reads them: a function of `a` (and `b`) that only checks `a`
  // with one call and returns it.
  const helpersIn = (code: string) => [...code.matchAll(/function (\w+)\((a(?:,b)?)\)\{(\w+\(a==null[^;{}]*\);)return a\}/g)];

  it('changes only the six cast helpers, each into one that returns its value', () => {
    const helpers = helpersIn(source);
    expect(helpers).toHaveLength(6);
    const patched = withoutCastChecks(source);
    expect(helpersIn(patched)).toHaveLength(0);
    // Each helper loses its check and nothing else: putting the checks back gives the bundle again.
    let restored = patched;
    for (const [helper, name, params] of helpers) restored = restored.replace(`function ${name}(${params}){return a}`, helper);
    expect(restored).toBe(source);
    expect(source.length - patched.length).toBe(helpers.map((match) => match[3]).join('').length);
  });

  it('refuses a bundle that does not have the six helpers once each', () => {
    const [first] = helpersIn(source);
    expect(() => withoutCastChecks(source.replace(first[0], ''))).toThrow(/cast helpers/);
    expect(() => withoutCastChecks(`${source};${first[0]}`)).toThrow(/cast helpers/);
    expect(() => withoutCastChecks('console.log(1)')).toThrow(/cast helpers/);
  });

  it('lays out the same as the installed elkjs, to the byte, on every kind of graph the engine sends', async () => {
    const checked = elkFrom(source);
    const unchecked = elkFrom(withoutCastChecks(source));
    const inventories = {
      'the bench inventory, 1,000 assets': generateInventoryCsv({assets: 1000, seed: 20240601}),
      'the large warm-up inventory (a "large" component)': largeWarmUpCsv(),
      'a dense mesh of 200 switches': denseCsv(200),
      'a lattice of 1,200 assets (a "huge" component)': latticeCsv(1200, 30),
    };
    const profiles = new Set<string>();
    for (const [name, data] of Object.entries(inventories)) {
      const {project} = await projectOf({name: `${name}.csv`, data});
      const graphs = elkGraphs(project);
      expect(graphs.length, name).toBeGreaterThan(0);
      for (const graph of graphs) {
        profiles.add(graph.layoutOptions?.['elk.edgeRouting'] === 'POLYLINE' ? 'huge' : (graph.layoutOptions?.['elk.aspectRatio'] ? 'large' : 'small'));
        const [a, b] = [await checked.layout(structuredClone(graph)), await unchecked.layout(structuredClone(graph))];
        expect(JSON.stringify(b), `${name}, ${graph.id}`).toBe(JSON.stringify(a));
      }
    }
    expect([...profiles].sort()).toEqual(['huge', 'large', 'small']);
  }, 120_000);
});
