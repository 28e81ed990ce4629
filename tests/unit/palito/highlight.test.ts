// usePalito()'s find, trace, showImpact, showSinglePoints and clearHighlight over a real store and
// the real engine: what they return is palito/engine's answer, what they highlight is what the
// canvas and the SVG draw, and a highlight never outlives the project it was worked out on.

import {XMLParser} from 'fast-xml-parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {createMemoryStorage, createPalitoStore, highlightMarksOf, selectHighlight, selectOverlayMarks, selectTracingFrom} from '../../../packages/palito/src/store';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {findAssets, impactOf, singlePointsOfFailure, tracePath} from '../../../packages/palito/src/engine';
import {diagramToSvg} from '../../../packages/palito/src/export';
import {highlightGeometry} from '../../../packages/palito/src/export/highlight-shapes';
import type {Project, TopologyLayout} from '../../../packages/palito/src/model';
import {countingEngine, loadSample, SAMPLE_TEXT} from './support/sample';

let project: Project;
let layout: TopologyLayout;

beforeAll(async () => {
  ({project, layout} = await loadSample());
});

async function loaded() {
  const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
  const api = createPalitoApi(store);
  await api.setProject(SAMPLE_TEXT, {fileName: 'assets-sample.csv'});
  return {store, api};
}

const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: ''});

/** The highlight group's paths in an SVG, by class. */
function highlightPaths(svg: string): Map<string, string[]> {
  const groups = [xml.parse(svg).svg.g].flat();
  const group = groups.find((g: {class?: string}) => g.class === 'highlight');
  const paths = new Map<string, string[]>();
  for (const path of [group?.path ?? []].flat() as {class: string; d: string}[]) paths.set(path.class, [...(paths.get(path.class) ?? []), path.d]);
  return paths;
}

/** How many closed subpaths (rectangles) a path draws. */
const subpaths = (d: string | undefined) => (d ? d.split('M').length - 1 : 0);

describe('find', () => {
  it('returns findAssets’s ids and highlights them; an empty query clears', async () => {
    const {store, api} = await loaded();
    const ids = api.find('fw');
    expect(ids).toEqual(findAssets(project, 'fw', {limit: 50}));
    expect(ids.length).toBeGreaterThan(1);
    expect(api.getHighlight()).toEqual({kind: 'found', query: 'fw', ids});
    expect(api.find('db', {limit: 1})).toHaveLength(1);
    expect(api.find('   ')).toEqual([]);
    expect(selectHighlight(store.getState())).toBeNull();
  });

  it('reads the edits: a property set in the editor is found', async () => {
    const {api, store} = await loaded();
    store.getState().setOptionalProperties('A003', {rack: 'R-qz-77'});
    expect(api.find('R-qz-77')).toEqual(['A003']);
  });
});

describe('trace', () => {
  it('returns tracePath’s paths, lights their assets and links and rings the ends', async () => {
    const {api, store} = await loaded();
    const result = api.trace('A005', 'A011');
    expect(result).toEqual(tracePath(project, 'A005', 'A011'));
    expect(result.paths.length).toBeGreaterThan(0);
    const marks = highlightMarksOf(selectHighlight(store.getState()));
    expect([...marks.lit!].sort()).toEqual([...new Set(result.paths.flat())].sort());
    expect(marks.rings).toEqual(['A005', 'A011']);
    const hops = new Set(result.paths.flatMap((path) => path.slice(1).map((id, i) => `${path[i]}>${id}`)));
    expect(marks.links.map(([a, b]) => `${a}>${b}`).sort()).toEqual([...hops].sort());
  });

  it('throws on an unknown asset, changing nothing', async () => {
    const {api} = await loaded();
    api.find('fw');
    const before = api.getHighlight();
    expect(() => api.trace('A005', 'nope')).toThrow(/nope/);
    expect(api.getHighlight()).toEqual(before);
  });

  it('the SVG shows it: the rest under a veil with the path’s assets cut out, one line per hop, two rings', async () => {
    const {api} = await loaded();
    const {paths} = api.trace('A005', 'A011');
    const drawn = highlightPaths(api.toSvg()!);
    const lit = new Set(paths.flat());
    expect(subpaths(drawn.get('highlight veil')?.[0])).toBe(1 + lit.size);
    expect(drawn.get('highlight link')).toHaveLength(new Set(paths.flatMap((p) => p.slice(1).map((id, i) => `${p[i]}>${id}`))).size);
    expect(subpaths(drawn.get('highlight ring')?.[0])).toBe(2);
    api.clearHighlight();
    expect(highlightPaths(api.toSvg()!).size).toBe(0);
  });
});

describe('showImpact and showSinglePoints', () => {
  it('showImpact returns impactOf’s cut and marks failed and cut-off assets', async () => {
    const {api} = await loaded();
    const result = api.showImpact(['A013', 'A037', 'A013']);
    expect(result).toEqual(impactOf(project, ['A013', 'A037']));
    expect(api.getHighlight()).toEqual({kind: 'impact', failed: ['A013', 'A037'], cutOff: result.cutOff});
    const drawn = highlightPaths(api.toSvg()!);
    expect(subpaths(drawn.get('highlight failed')?.[0])).toBe(2);
    expect(subpaths(drawn.get('highlight cut-off')?.[0])).toBe(result.cutOff.length);
    expect(drawn.has('highlight veil')).toBe(false);
  });

  it('showImpact refuses an empty list or an unknown id', async () => {
    const {api} = await loaded();
    expect(() => api.showImpact([])).toThrow(TypeError);
    expect(() => api.showImpact(['A013', 'Z9'])).toThrow(/Z9/);
    expect(api.getHighlight()).toBeNull();
  });

  it('showSinglePoints returns singlePointsOfFailure’s list, for the topology or a zone', async () => {
    const {api} = await loaded();
    expect(api.showSinglePoints()).toEqual(singlePointsOfFailure(project));
    const zoneId = project.zones[1].id;
    expect(api.showSinglePoints({zoneId})).toEqual(singlePointsOfFailure(project, {zoneId}));
    expect(api.getHighlight()).toMatchObject({kind: 'single-points', zoneId});
    expect(() => api.showSinglePoints({zoneId: 'no-zone'})).toThrow(/no-zone/);
  });
});

describe('a highlight and the project on screen', () => {
  it('another project makes it stale, and "Trace to…" with it', async () => {
    const {api, store} = await loaded();
    api.trace('A005', 'A011');
    store.getState().startTrace('A005');
    expect(store.getState().tracingFrom?.id).toBe('A005');
    await api.setProject(SAMPLE_TEXT.replace('A011', 'A011x'), {fileName: 'other.csv'});
    expect(api.getHighlight()).toBeNull();
    expect(selectTracingFrom(store.getState())).toBeNull();
    expect(highlightPaths(api.toSvg()!).size).toBe(0);
  });

  it('getHighlight is a copy', async () => {
    const {api} = await loaded();
    api.find('fw');
    (api.getHighlight() as {ids: string[]}).ids.length = 0;
    expect((api.getHighlight() as {ids: string[]}).ids.length).toBeGreaterThan(0);
  });
});

describe('highlightGeometry', () => {
  it('draws only assets that are drawn, whatever the number of marks', () => {
    const boxes = new Map(layout.nodes.map((n) => [n.id, n]));
    const ids = layout.nodes.map((n) => n.id);
    const shapes = highlightGeometry(
      {lit: new Set(ids.slice(0, 3)), rings: [...ids, 'not-drawn'], links: [[ids[0], 'not-drawn']], failed: [], cutOff: ids},
      {boxOf: (id) => boxes.get(id), bounds: layout.bounds, lineOf: () => 'M0 0'},
    );
    expect(subpaths(shapes.veil)).toBe(4);
    expect(subpaths(shapes.rings)).toBe(ids.length);
    expect(subpaths(shapes.cutOff)).toBe(ids.length);
    expect(shapes.links).toEqual([]);
    expect(shapes.failed).toBe('');
  });

  it('an SVG without a highlight has no highlight group', () => {
    expect(highlightPaths(diagramToSvg({project, layout})).size).toBe(0);
  });
});

describe('setFilter', () => {
  it('dims the assets that do not pass: statuses, types and property values, every field listed applying, edits counted', async () => {
    const {api, store} = await loaded();
    const servers = project.nodes.filter((n) => n.type === 'server').map((n) => n.id);
    api.setFilter({types: ['server']});
    expect([...selectOverlayMarks(store.getState())!.lit!].sort()).toEqual(servers.sort());
    const normal = servers.find((id) => project.nodes.find((n) => n.id === id)!.status === 'normal')!;
    const failing = project.nodes.filter((n) => n.type === 'server' && n.status === 'error').map((n) => n.id);
    store.getState().setStatus(normal, 'error');
    api.setFilter({types: ['server'], statuses: ['error']});
    expect([...selectOverlayMarks(store.getState())!.lit!].sort()).toEqual([...failing, normal].sort());
    expect(api.getFilter()).toEqual({types: ['server'], statuses: ['error'], properties: {}});
    store.getState().setOptionalProperties(servers[1], {owner: 'ops'});
    api.setFilter({properties: {owner: ['ops', 'ops']}});
    expect([...selectOverlayMarks(store.getState())!.lit!]).toEqual([servers[1]]);
    expect(api.getFilter()!.properties).toEqual({owner: ['ops']});
  });

  it('a highlight that dims is shown over it; an empty filter is none', async () => {
    const {api, store} = await loaded();
    api.setFilter({types: ['server']});
    const {paths} = api.trace('A005', 'A011');
    expect([...selectOverlayMarks(store.getState())!.lit!].sort()).toEqual([...new Set(paths.flat())].sort());
    api.clearHighlight();
    api.setFilter({types: [], statuses: []});
    expect(api.getFilter()).toBeNull();
    expect(selectOverlayMarks(store.getState())).toBeNull();
  });

  it('refuses a wrong field, naming it, and changes nothing', async () => {
    const {api} = await loaded();
    api.setFilter({types: ['server']});
    expect(() => api.setFilter({statuses: ['broken' as never]})).toThrow(/statuses\[0\]/);
    expect(() => api.setFilter({properties: {owner: 'ops' as never}})).toThrow(/properties\.owner/);
    expect(() => api.setFilter('server' as never)).toThrow(TypeError);
    expect(api.getFilter()).toEqual({types: ['server'], statuses: [], properties: {}});
  });

  it('is saved in the project file and comes back with it; a new project starts without', async () => {
    const {api} = await loaded();
    api.setFilter({statuses: ['normal'], properties: {__proto__: ['x']}});
    const file = await (await api.exportAs('project'))!.text();
    expect(JSON.parse(file).filter).toEqual({statuses: ['normal'], types: [], properties: {__proto__: ['x']}});
    const {api: other} = await loaded();
    expect(other.getFilter()).toBeNull();
    expect((await other.openProject(file)).ok).toBe(true);
    expect(other.getFilter()).toEqual(api.getFilter());
    const broken = JSON.stringify({...JSON.parse(file), filter: {statuses: ['sideways']}});
    const result = await other.openProject(broken);
    expect(result.ok).toBe(false);
    expect(result.problems[0].params).toMatchObject({field: 'filter.statuses[0]'});
    await other.setProject(SAMPLE_TEXT, {fileName: 'again.csv'});
    expect(other.getFilter()).toBeNull();
  });
});
