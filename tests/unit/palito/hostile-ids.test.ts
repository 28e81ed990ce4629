// Issue 9's identifier cases through the component's core, on the real engine: asset ids that are
// what the engine calls a zone or CBS group (`zone:z`, `cbs:z/c`), and ids, names and columns
// named after Object's members (`__proto__`, `constructor`, `toString`, `valueOf`). Through
// toFlow, the store (select, move, undo, status, properties, versions) and the property panel.

import {XMLValidator} from 'fast-xml-parser';
import {createElement as h} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {Node} from '../../../packages/palito/src/react/components/Node';
import {flowLabels} from '../../../packages/palito/src/react/components/Palito/flow-labels';
import {NodeSection} from '../../../packages/palito/src/react/components/Sidebar/NodeSection';
import {ZoneSection} from '../../../packages/palito/src/react/components/Sidebar/ZoneSection';
import {absolutePositions, createMemoryStorage, createPalitoStore, listVersions, selectCounts, selectMoved, type PalitoState, toFlow, type PalitoStoreApi} from '../../../packages/palito/src/store';
import {flowIdOf, idOfFlowId, type Point, type Project, type StorageLike} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import type {PalitoContextValue} from '../../../packages/palito/src/react/hooks/context';
import type {PalitoCommands} from '../../../packages/palito/src/react/hooks/commands';
import {PalitoInstanceContext} from '../../../packages/palito/src/react/hooks/instance-context';
import {CLASH_CSV, csvOf, MEMBERS_CSV, OBJECT_MEMBERS} from '../../fixtures/hostile/identifiers';
import {countingEngine} from './support/sample';

const MEMBERS = OBJECT_MEMBERS;

function setup(storage: StorageLike = createMemoryStorage()) {
  const store = createPalitoStore({engine: countingEngine(), storage});
  return {store, api: createPalitoApi(store), storage};
}

async function loaded(csv: string, storage?: StorageLike) {
  const editor = setup(storage);
  const result = await editor.api.setProject(csv, {fileName: 'hostile.csv'});
  if (!result.ok) throw new Error(JSON.stringify(result));
  return editor;
}

const finite = (p: Point | undefined) => !!p && Number.isFinite(p.x) && Number.isFinite(p.y);

/** The flow graph on screen, checked: ids unique, every parent drawn before its child, positions finite. */
function flowOf(store: PalitoStoreApi) {
  const state = store.getState();
  const project = createPalitoApi(store).getCurrentProjectData()!.project;
  const graph = toFlow({project, layout: state.layout!, moved: selectMoved(state), hidden: state.hidden});
  const seen = new Set<string>();
  for (const node of graph.nodes) {
    expect(seen.has(node.id), `${node.id} drawn once`).toBe(false);
    if (node.parentId) expect(seen.has(node.parentId), `${node.id}'s parent first`).toBe(true);
    seen.add(node.id);
    expect(finite(node.position)).toBe(true);
  }
  for (const edge of graph.edges) {
    expect(seen.has(edge.source) && seen.has(edge.target)).toBe(true);
  }
  expect(new Set(graph.edges.map((e) => e.id)).size).toBe(graph.edges.length);
  return graph;
}

describe('flow ids', () => {
  it('are the model ids for ordinary ids, and escaped reversibly where the page could not hold them', () => {
    for (const id of ['A001', 'zone:인터넷-dmz', 'cbs:z/c', '__proto__']) expect(flowIdOf(id)).toBe(id);
    const awkward = ['a\\b', '\\u0001', '\u0001', 'x\uFFFF\uD800y\uDC00', '😀', 'a\u0000b', 'tab\tand\nline'];
    const flowIds = awkward.map(flowIdOf);
    expect(new Set(flowIds).size).toBe(awkward.length);
    for (const [i, flowId] of flowIds.entries()) {
      expect(idOfFlowId(flowId)).toBe(awkward[i]);
      expect(flowId).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});

describe('asset ids that are the engine’s own zone and CBS ids (zone:z, cbs:z/c)', () => {
  it('go through generateTopology and toFlow: one flow node each, the assets under their own ids', async () => {
    const result = await generateTopology({name: 'clash.csv', data: CLASH_CSV});
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const {nodes} = toFlow({project: result.project, layout: result.layout});
    const assets = nodes.filter((n) => n.type === 'palito-asset');
    expect(assets.map((n) => n.id).sort()).toEqual(['Y1', 'cbs:z/c', 'stub:zone:y', 'zone:z']);
    expect(nodes.filter((n) => n.type === 'palito-zone').map((n) => n.id)).not.toContain('zone:z');
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const asset of assets) expect(byId.get(asset.parentId!)!.type).toBe('palito-cbs');
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
  });

  it('go through the store: select, move (asset and box apart), status, undo, save and restore a version, Zone View', async () => {
    const {store, api} = await loaded(CLASH_CSV);
    const project = api.getProjectData()!;
    const zone = project.zones.find((z) => z.name === 'z')!;
    expect(zone.id).not.toBe('zone:z');
    flowOf(store);

    api.selectNodes(['zone:z']);
    const selected = api.getSelectedNodeData()!;
    expect(selected.node.id).toBe('zone:z');
    expect(selected.zone.id).toBe(zone.id);
    expect(selected.analysis.intraCbs.map((n) => n.id)).toEqual(['cbs:z/c']);
    expect(selected.analysis.interCbs.map((n) => n.id)).toEqual(['stub:zone:y']);
    expect(selected.analysis.interZone.map((n) => n.id)).toEqual(['Y1']);

    // The asset `zone:z` and the zone box move apart: two entries, two places.
    store.getState().moveNodes([
      {id: 'zone:z', position: {x: 7, y: 9}},
      {id: zone.id, position: {x: 500, y: 40}},
    ]);
    const moved = selectMoved(store.getState());
    expect(moved['zone:z']).toEqual({x: 7, y: 9});
    expect(moved[zone.id]).toEqual({x: 500, y: 40});
    const flow = new Map(flowOf(store).nodes.map((n) => [n.id, n]));
    expect(flow.get('zone:z')!.position).toEqual({x: 7, y: 9});
    expect(flow.get(zone.id)!.position).toEqual({x: 500, y: 40});

    api.setOptionalProperties('cbs:z/c', {rack: 'R1'});
    store.getState().setStatus('cbs:z/c', 'error');
    const saved = api.setVersion({name: 'clash'});
    expect(saved.positions.all).toEqual({'zone:z': {x: 7, y: 9}, [zone.id]: {x: 500, y: 40}});

    store.getState().moveNodes([{id: 'zone:z', position: {x: 1, y: 1}}]);
    store.getState().setStatus('cbs:z/c', 'normal');
    expect(store.getState().undo()).toBe(true);
    expect(selectMoved(store.getState())['zone:z']).toEqual({x: 7, y: 9});
    api.setVersion(saved.id);
    const nodes = new Map(api.getAllNodes().map((n) => [n.id, n]));
    expect(nodes.get('cbs:z/c')).toMatchObject({status: 'error', properties: {rack: 'R1'}});
    expect(selectMoved(store.getState())).toEqual({'zone:z': {x: 7, y: 9}, [zone.id]: {x: 500, y: 40}});

    for (const z of project.zones) {
      await api.setView('zone', z.id);
      expect(store.getState().layout!.zoneId).toBe(z.id);
      flowOf(store);
    }
  });
});

describe('a Project given by hand', () => {
  it('gets zone and CBS ids apart from its asset ids (and from each other), and draws', async () => {
    const node = (id: string, zoneId: string, cbsId: string) => ({id, name: id, type: 'server', status: 'normal' as const, zoneId, cbsId, row: 2, properties: {}});
    const project: Project = {
      id: 'project:hand',
      name: 'hand',
      zones: [{id: 'same', name: 'Z', cbsIds: ['same', 'C2']}],
      cbs: [
        {id: 'same', name: 'C', zoneId: 'same', nodeIds: ['same']},
        {id: 'C2', name: 'D', zoneId: 'same', nodeIds: ['n2']},
      ],
      nodes: [node('same', 'same', 'same'), node('n2', 'same', 'C2')],
      edges: [{id: 'e1', source: 'same', target: 'n2', kind: 'inter-cbs'}],
      analysis: {},
    };
    const {store, api} = setup();
    expect((await api.setProject(project)).ok).toBe(true);
    const loaded = api.getProjectData()!;
    const ids = [...loaded.zones, ...loaded.cbs, ...loaded.nodes].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(loaded.nodes.map((n) => n.id)).toEqual(['same', 'n2']);
    expect(loaded.nodes[0].zoneId).toBe(loaded.zones[0].id);
    expect(loaded.nodes[0].cbsId).toBe(loaded.cbs[0].id);
    expect(loaded.zones[0].cbsIds).toEqual(loaded.cbs.map((c) => c.id));
    flowOf(store);
    api.selectNodes(['same']);
    expect(api.getSelectedNodeData()!.cbs.name).toBe('C');
  });

  it('counts only the three edge kinds, whatever else its edges say', () => {
    const edges = ['intra-cbs', 'constructor', '__proto__', 'inter-zone'].map((kind, i) => ({id: `e${i}`, source: 'a', target: 'b', kind}));
    const project = {id: 'p', name: 'p', zones: [], cbs: [], nodes: [], edges, analysis: {}} as unknown as Project;
    const counts = selectCounts({scope: {}, project, hidden: []} as unknown as PalitoState);
    expect(counts.edges).toEqual({'intra-cbs': 1, 'inter-cbs': 0, 'inter-zone': 1});
    expect(Object.getPrototypeOf(counts.edges)).toBe(Object.prototype);
  });
});

describe('ids, names and columns named after Object’s members', () => {
  it('select, show the analysis, and keep every asset’s status as text', async () => {
    const {store, api} = await loaded(MEMBERS_CSV);
    for (const id of MEMBERS) {
      api.selectNodes([id]);
      const data = api.getSelectedNodeData()!;
      expect(data.node.id).toBe(id);
      const related = [...data.analysis.intraCbs, ...data.analysis.interCbs, ...data.analysis.interZone].map((n) => n.id);
      expect(related).toHaveLength(2);
    }
    store.getState().setStatus('constructor', 'error');
    const statuses = Object.fromEntries(api.getAllNodes().map((n) => [n.id, n.status]));
    // Not a literal: `{__proto__: ...}` in one sets the prototype instead of a key.
    expect(statuses).toEqual(Object.fromEntries([['__proto__', 'warning'], ['constructor', 'error'], ['toString', 'warning'], ['valueOf', 'warning']]));
    flowOf(store);
  });

  it('move and undo with finite positions, in the flow and in getCurrentProjectData', async () => {
    const {store, api} = await loaded(MEMBERS_CSV);
    store.getState().moveNodes(MEMBERS.map((id, i) => ({id, position: {x: i + 1, y: 2}})));
    const moved = selectMoved(store.getState());
    expect(Object.keys(moved).sort()).toEqual([...MEMBERS].sort());
    const flow = new Map(flowOf(store).nodes.map((n) => [n.id, n]));
    MEMBERS.forEach((id, i) => expect(flow.get(id)!.position).toEqual({x: i + 1, y: 2}));
    const data = api.getCurrentProjectData()!;
    for (const id of MEMBERS) {
      expect(finite(data.positions[id])).toBe(true);
      expect(Object.hasOwn(data.movedPositions.all, id)).toBe(true);
    }
    const layout = data.layout!;
    expect(layout.nodes.every((n) => Number.isFinite(n.x) && Number.isFinite(n.y))).toBe(true);
    expect(absolutePositions(store.getState().layout!, moved).__proto__).toEqual(data.positions.__proto__);
    expect(store.getState().undo()).toBe(true);
    expect(Object.keys(selectMoved(store.getState()))).toEqual([]);
    expect(store.getState().redo()).toBe(true);
    expect(Object.keys(selectMoved(store.getState())).sort()).toEqual([...MEMBERS].sort());
  });

  it('keep a `__proto__` column and `__proto__` properties through JSON, structured clone and a saved version', async () => {
    const storage = createMemoryStorage();
    const {store, api} = await loaded(MEMBERS_CSV, storage);
    const extra = Object.fromEntries([['__proto__', 'p'], ['toString', 't']]);
    api.setOptionalProperties('valueOf', extra);
    const valueOf = () => api.getAllNodes().find((n) => n.id === 'valueOf')!;
    expect(Object.keys(valueOf().properties)).toEqual([...MEMBERS]);
    expect(valueOf().properties.__proto__).toBe('p');
    expect(valueOf().properties.toString).toBe('t');

    const data = api.getCurrentProjectData()!;
    for (const copy of [JSON.parse(JSON.stringify(data)), structuredClone(data)]) {
      const node = copy.project.nodes.find((n: Project['nodes'][number]) => n.id === 'valueOf');
      expect(Object.hasOwn(node.properties, '__proto__')).toBe(true);
      expect(node.properties.__proto__).toBe('p');
      expect(Object.keys(copy.project.analysis).sort()).toEqual([...MEMBERS].sort());
    }

    store.getState().setStatus('__proto__', 'offline');
    store.getState().moveNodes([{id: '__proto__', position: {x: 3, y: 4}}]);
    const version = api.setVersion({name: 'members'});
    expect(storage.getItem(`palito:versions:${version.projectId}`)).toContain('"statuses":{"__proto__":"offline"}');

    // Another session reads the version back from the storage and restores it.
    const again = await loaded(MEMBERS_CSV, storage);
    const [stored] = listVersions(storage, 'palito', version.projectId);
    expect(Object.hasOwn(stored.statuses, '__proto__')).toBe(true);
    expect(Object.hasOwn(stored.properties.valueOf, '__proto__')).toBe(true);
    again.api.setVersion(stored.id);
    const restored = new Map(again.api.getAllNodes().map((n) => [n.id, n]));
    expect(restored.get('__proto__')!.status).toBe('offline');
    expect(restored.get('constructor')!.status).toBe('warning');
    expect(restored.get('valueOf')!.properties.__proto__).toBe('p');
    expect(selectMoved(again.store.getState()).__proto__).toEqual({x: 3, y: 4});
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('show a `__proto__` column in the property panel', async () => {
    const {store, api} = await loaded(MEMBERS_CSV);
    api.selectNodes(['__proto__']);
    const instance = {store, api, fromProvider: true, attach: () => () => undefined};
    const context: PalitoContextValue = {store, api, locale: 'en', commands: {} as PalitoCommands};
    const html = renderToString(h(PalitoInstanceContext.Provider, {value: instance}, h(NodeSection, {context})));
    for (const column of MEMBERS) expect(html).toContain(`<dt>${column}</dt><dd>__proto__.${column}</dd>`);
  });
});

describe('text the file holds, written into the page', () => {
  const FORBIDDEN = '\u0001\u0008\u000B\u001F\uFFFE\uFFFF\uD800';
  const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

  /** A Project (as setProject takes one) whose names, ids, types, IPs and properties hold every forbidden character. */
  async function hostileProject(): Promise<Project> {
    const result = await generateTopology({name: 'page.csv', data: csvOf([['id', 'name', 'zone', 'cbs', 'connections'], ['H1', 'h', 'Z', 'C', 'H2'], ['H2', 'i', 'Z', 'C', '']])});
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const {project} = result;
    const bad = (text: string) => `${text}${FORBIDDEN}<b>&`;
    const ids = new Map(project.nodes.map((n) => [n.id, bad(n.id)]));
    return {
      ...project,
      zones: project.zones.map((z) => ({...z, name: bad(z.name)})),
      cbs: project.cbs.map((c) => ({...c, name: bad(c.name), nodeIds: c.nodeIds.map((id) => ids.get(id)!)})),
      nodes: project.nodes.map((n) => ({...n, id: ids.get(n.id)!, name: bad(n.name), type: bad('custom'), ip: bad('10.0.0.1'), properties: {[bad('rack')]: bad('R1')}})),
      edges: project.edges.map((e) => ({...e, source: ids.get(e.source)!, target: ids.get(e.target)!})),
      analysis: Object.fromEntries(
        Object.entries(project.analysis).map(([id, a]) => [ids.get(id)!, {intraCbs: a.intraCbs.map((x) => ids.get(x)!), interCbs: [], interZone: []}]),
      ),
    };
  }

  it('leaves out the characters XML forbids in the property panel, the zone list, the node and its labels', async () => {
    const {store, api} = setup();
    expect((await api.setProject(await hostileProject())).ok).toBe(true);
    const [first] = api.getAllNodes();
    expect(first.id).toContain('\uFFFF'); // the data keeps them; only what is shown leaves them out
    api.selectNodes([first.id]);
    const instance = {store, api, fromProvider: true, attach: () => () => undefined};
    const context: PalitoContextValue = {store, api, locale: 'en', commands: {} as PalitoCommands};
    const html = renderToString(
      h(PalitoInstanceContext.Provider, {value: instance}, h(NodeSection, {context}), h(ZoneSection, {context}), h(Node, {data: {node: first, locale: 'en'}})),
    );
    expect(html).toContain('H1&lt;b&gt;&amp;');
    expect(html).toContain('rack&lt;b&gt;&amp;');
    expect(NOT_XML_CHAR.exec(html)).toBeNull();

    const graph = flowOf(store);
    const labels = flowLabels('en');
    for (const node of graph.nodes) {
      for (const value of Object.values(node.domAttributes ?? {})) expect(NOT_XML_CHAR.exec(value)).toBeNull();
      expect(NOT_XML_CHAR.exec(node.id)).toBeNull();
      const {data} = node;
      const label = data.kind === 'asset' ? labels.asset!(data.node) : data.kind === 'zone' ? labels.zone!(data.zone, 1) : data.kind === 'cbs' ? labels.cbs!(data.cbs, 1) : data.kind === 'stub' ? labels.stub!(data.zone) : labels.bundle!(data.nodeIds.length, data.linkCount);
      expect(NOT_XML_CHAR.exec(label)).toBeNull();
    }
    for (const edge of graph.edges) expect(NOT_XML_CHAR.exec(`${edge.id}${edge.source}${edge.target}`)).toBeNull();

    // The export, as usePalito().toSvg() makes it, read by a real XML parser.
    const svg = api.toSvg()!;
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(NOT_XML_CHAR.exec(svg)).toBeNull();
    expect(svg).toContain('data-id="H1&lt;b&gt;&amp;"');
  });
});

