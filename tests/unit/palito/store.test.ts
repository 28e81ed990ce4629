import {beforeAll, describe, expect, it, vi} from 'vitest';
import {createPalitoStore, createMemoryStorage} from '../../../packages/palito/src/store';
import {type Problem, type Project} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {gatedEngine, settle} from './support/gated-engine';
import {countingEngine, loadSample, SAMPLE_TEXT} from './support/sample';

let project: Project;

beforeAll(async () => {
  ({project} = await loadSample());
});

function setup(options: Parameters<typeof createPalitoStore>[0] = {}) {
  const engine = countingEngine();
  const store = createPalitoStore({engine, storage: createMemoryStorage(), ...options});
  return {engine, store, api: createPalitoApi(store)};
}

const BROKEN_CSV = 'id,name,zone\nA1,one,Z\n'; // no cbs column: an error

describe('setProject', () => {
  it('converts a file given as text, lays it out and shows it', async () => {
    const onLayout = vi.fn();
    const onProblems = vi.fn();
    const {store, api} = setup({events: {onLayout, onProblems}});
    expect(store.getState().status).toBe('idle');
    const result = await api.setProject(SAMPLE_TEXT, {fileName: 'assets-sample.csv'});
    expect(result).toEqual({ok: true, problems: []});
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.layout?.view).toBe('all');
    expect(state.zoneId).toBe(project.zones[0].id);
    expect(api.getProjectData()).toEqual(project);
    expect(onProblems).toHaveBeenCalledWith([]);
    expect(onLayout).toHaveBeenCalledWith(expect.objectContaining({view: 'all', assets: 39, edges: project.edges.length}));
    expect(state.lastLayout?.ms).toBeGreaterThanOrEqual(0);
  });

  it('accepts a Blob, an ArrayBuffer and a Project', async () => {
    const {api} = setup();
    expect((await api.setProject(new Blob([SAMPLE_TEXT]), {fileName: 'blob.csv'})).ok).toBe(true);
    expect(api.getProjectData()?.name).toBe('blob');
    const buffer = new TextEncoder().encode(SAMPLE_TEXT).buffer as ArrayBuffer;
    expect((await api.setProject(buffer, {fileName: 'bytes.csv'})).ok).toBe(true);
    expect(api.getProjectData()?.name).toBe('bytes');
    const {engine, api: api2} = setup();
    expect((await api2.setProject(project)).ok).toBe(true);
    expect(engine.generated).toBe(0);
    expect(api2.getProjectData()?.id).toBe(project.id);
  });

  it('reports errors and keeps the previous diagram', async () => {
    const onProblems = vi.fn();
    const {store, api} = setup({events: {onProblems}});
    await api.setProject(SAMPLE_TEXT);
    const before = store.getState();
    const result = await api.setProject(BROKEN_CSV, {fileName: 'broken.csv'});
    expect(result.ok).toBe(false);
    expect(result.problems.some((p: Problem) => p.severity === 'error' && p.code === 'missing-column')).toBe(true);
    const after = store.getState();
    expect(after.status).toBe('error');
    expect(after.project).toBe(before.project);
    expect(after.layout).toBe(before.layout);
    expect(after.problems).toEqual(result.problems);
    expect(onProblems).toHaveBeenLastCalledWith(result.problems);
  });

  it('passes warnings along with the drawing', async () => {
    const {api, store} = setup();
    const csv = 'id,name,zone,cbs,connections\nA1,one,Z,C,A9\nA2,two,Z,C,A1\n';
    const result = await api.setProject(csv, {fileName: 'warn.csv'});
    expect(result.ok).toBe(true);
    expect(result.problems.map((p) => p.code)).toContain('unknown-connection');
    expect(store.getState().problems).toEqual(result.problems);
  });

  it('lets a newer load win over an older one', async () => {
    const {api, store} = setup();
    const first = api.setProject(SAMPLE_TEXT, {fileName: 'first.csv'});
    const second = api.setProject(SAMPLE_TEXT, {fileName: 'second.csv'});
    const [a, b] = await Promise.all([first, second]);
    expect(a.ok).toBe(false);
    expect((a.error as Error).name).toBe('AbortError');
    expect(b.ok).toBe(true);
    expect(store.getState().project?.name).toBe('second');
    expect(store.getState().status).toBe('ready');
  });

  it('fails clearly on input that is not an inventory', async () => {
    const {api} = setup();
    const result = await api.setProject(42 as unknown as string);
    expect(result.ok).toBe(false);
    expect(String(result.error)).toMatch(/File, a Blob, a string or an ArrayBuffer/);
  });

  it('a failure after a refused file drops that file’s problems; a diagram’s warnings stay', async () => {
    const {api, store} = setup();
    await api.setProject(SAMPLE_TEXT);
    await api.setProject(BROKEN_CSV, {fileName: 'broken.csv'});
    expect(store.getState().problems.some((p) => p.severity === 'error')).toBe(true);
    await api.setProject(42 as unknown as string);
    expect(store.getState()).toMatchObject({status: 'error', problems: []});
    expect(store.getState().error).toBeInstanceOf(TypeError);

    const warned = await api.setProject('id,name,zone,cbs,connections\nA1,one,Z,C,A9\n', {fileName: 'warn.csv'});
    expect(warned.problems).not.toEqual([]);
    await api.setProject(42 as unknown as string);
    expect(store.getState().problems).toEqual(warned.problems);
  });

  it('with awaitEngine, a load asked for before the engine arrives waits for it', async () => {
    const store = createPalitoStore({storage: createMemoryStorage(), awaitEngine: true});
    const pending = store.getState().load(SAMPLE_TEXT, {fileName: 'early.csv'});
    expect(store.getState().status).toBe('loading');
    store.getState().setEngine(countingEngine());
    expect(await pending).toEqual({ok: true, problems: []});
    expect(store.getState().project?.name).toBe('early');
  });

  it('without an engine, a load fails with a clear message', async () => {
    const store = createPalitoStore({storage: createMemoryStorage()});
    const result = await store.getState().load(SAMPLE_TEXT);
    expect(result.ok).toBe(false);
    expect(String(result.error)).toMatch(/no engine to convert or lay out with/);
  });

  it('resets the edits of the previous project', async () => {
    const {api, store} = setup();
    await api.setProject(project);
    store.getState().setStatus('A001', 'error');
    store.getState().hide(['A002']);
    store.getState().moveNodes([{id: 'A003', position: {x: 1, y: 2}}]);
    await api.setProject(project);
    const state = store.getState();
    expect(state.statuses).toEqual({});
    expect(state.hidden).toEqual([]);
    expect(state.positions).toEqual({});
    expect(state.history.undo).toEqual([]);
  });
});

describe('getters', () => {
  it('getAllNodes returns every node, edits applied, as copies', async () => {
    const {api, store} = setup();
    expect(api.getAllNodes()).toEqual([]);
    await api.setProject(project);
    store.getState().setStatus('A001', 'warning');
    api.setOptionalProperties('A001', {rack: 'R12', slots: 4});
    const nodes = api.getAllNodes();
    expect(nodes).toHaveLength(39);
    const a1 = nodes.find((n) => n.id === 'A001')!;
    expect(a1.status).toBe('warning');
    expect(a1.properties).toEqual({rack: 'R12', slots: '4'});
    a1.name = 'changed';
    expect(api.getAllNodes().find((n) => n.id === 'A001')!.name).toBe('edge-rtr-01');
    expect(api.getProjectData()!.nodes.find((n) => n.id === 'A001')!.status).toBe('normal');
  });

  it('setOptionalProperties merges and rejects unknown ids', async () => {
    const {api} = setup();
    expect(() => api.setOptionalProperties('A001', {a: '1'})).toThrow(/no project is loaded/);
    await api.setProject(project);
    api.setOptionalProperties('A001', {a: '1'});
    api.setOptionalProperties('A001', {b: '2', a: '3'});
    expect(api.getAllNodes().find((n) => n.id === 'A001')!.properties).toEqual({a: '3', b: '2'});
    expect(() => api.setOptionalProperties('NOPE', {a: '1'})).toThrow(/no node with id "NOPE"/);
  });

  it('getNodesInCurrentZone follows the current zone', async () => {
    const {api, store} = setup();
    expect(api.getNodesInCurrentZone()).toEqual([]);
    await api.setProject(project);
    const [first, second] = project.zones;
    expect(api.getNodesInCurrentZone().map((n) => n.id)).toEqual(
      project.nodes.filter((n) => n.zoneId === first.id).map((n) => n.id),
    );
    await store.getState().setZone(second.id);
    expect(api.getNodesInCurrentZone().every((n) => n.zoneId === second.id)).toBe(true);
    expect(api.getNodesInCurrentZone()).toHaveLength(project.nodes.filter((n) => n.zoneId === second.id).length);
  });

  it('getSelectedNodeData describes the selected asset and its connections by step', async () => {
    const onSelectionChange = vi.fn();
    const {api, store} = setup({events: {onSelectionChange}});
    await api.setProject(project);
    expect(api.getSelectedNodeData()).toBeNull();
    store.getState().select(['zone:internal', 'A001']);
    expect(onSelectionChange).toHaveBeenCalledWith([expect.objectContaining({id: 'A001'})]);
    const data = api.getSelectedNodeData()!;
    expect(data.node.id).toBe('A001');
    expect(data.zone.id).toBe('zone:internet-dmz');
    expect(data.cbs.id).toBe('cbs:internet-dmz/edge');
    const expected = project.analysis.A001;
    expect(data.analysis.intraCbs.map((n) => n.id)).toEqual(expected.intraCbs);
    expect(data.analysis.interCbs.map((n) => n.id)).toEqual(expected.interCbs);
    expect(data.analysis.interZone.map((n) => n.id)).toEqual(expected.interZone);
    expect(data.analysis.intraCbs.length + data.analysis.interZone.length).toBeGreaterThan(0);
    store.getState().select([]);
    expect(api.getSelectedNodeData()).toBeNull();
  });

  it('tells every selection change, however it happens, and only real changes', async () => {
    const onSelectionChange = vi.fn();
    const {api, store} = setup({events: {onSelectionChange}});
    await api.setProject(project);
    store.getState().select(['A001', 'A002']);
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({id: 'A001'}), expect.objectContaining({id: 'A002'})]);
    store.getState().hide(['A002']);
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({id: 'A001'})]);
    const calls = onSelectionChange.mock.calls.length;
    store.getState().hide(['A003']); // not selected: the selection stays the same
    store.getState().select(['A001']);
    expect(onSelectionChange).toHaveBeenCalledTimes(calls);
    await api.setProject(project); // a new load clears the selection
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('getGraphStyle returns the defaults, then the style set', async () => {
    const {api, store} = setup();
    expect(api.getGraphStyle()).toEqual({
      direction: 'RIGHT',
      spacing: 24,
      edgeType: 'smoothstep',
      edgeColors: {
        'intra-cbs': 'var(--palito-edge-intra-cbs)',
        'inter-cbs': 'var(--palito-edge-inter-cbs)',
        'inter-zone': 'var(--palito-edge-inter-zone)',
      },
    });
    await store.getState().setGraphStyle({edgeType: 'straight', edgeColors: {'inter-zone': '#f00'}, spacing: -3});
    const style = api.getGraphStyle();
    expect(style.edgeType).toBe('straight');
    expect(style.spacing).toBe(24);
    expect(style.edgeColors['inter-zone']).toBe('#f00');
    expect(style.edgeColors['intra-cbs']).toBe('var(--palito-edge-intra-cbs)');
    style.edgeColors['inter-zone'] = 'blue';
    expect(api.getGraphStyle().edgeColors['inter-zone']).toBe('#f00');
  });

  it('a layout option change lays out again; a colour change does not', async () => {
    const {api, store, engine} = setup();
    await api.setProject(project);
    const runs = engine.laidOut.length;
    const layout = store.getState().layout;
    await store.getState().setGraphStyle({edgeColors: {'intra-cbs': 'red'}});
    expect(engine.laidOut.length).toBe(runs);
    await store.getState().setGraphStyle({direction: 'DOWN', spacing: 40});
    expect(engine.laidOut.length).toBe(runs + 1);
    expect(store.getState().layout).not.toBe(layout);
    expect(store.getState().layout?.direction).toBe('DOWN');
    expect(api.getGraphStyle()).toMatchObject({direction: 'DOWN', spacing: 40});
  });

  it('getCurrentProjectData snapshots what is on screen', async () => {
    const {api, store} = setup();
    expect(api.getCurrentProjectData()).toBeNull();
    await api.setProject(project);
    const zone = store.getState().layout!.groups.find((g) => g.kind === 'zone')!;
    store.getState().moveNodes([{id: zone.id, position: {x: zone.x + 100, y: zone.y + 50}}]);
    store.getState().setStatus('A001', 'offline');
    store.getState().hide(['A002']);
    const version = api.setVersion({name: 'one'});
    const data = api.getCurrentProjectData()!;
    expect(data.view).toBe('all');
    expect(data.zoneId).toBe(project.zones[0].id);
    expect(data.positions[zone.id]).toEqual({x: zone.x + 100, y: zone.y + 50});
    const inside = store.getState().layout!.groups.find((g) => g.parentId === zone.id)!;
    expect(data.positions[inside.id]).toEqual({x: inside.x + 100, y: inside.y + 50});
    expect(data.movedPositions).toEqual({all: {[zone.id]: {x: zone.x + 100, y: zone.y + 50}}});
    expect(data.project.nodes.find((n) => n.id === 'A001')!.status).toBe('offline');
    expect(data.hidden).toEqual(['A002']);
    expect(data.versions.map((v) => v.id)).toEqual([version.id]);
    expect(data.currentVersionId).toBe(version.id);
    expect(data.graphStyle.edgeType).toBe('smoothstep');
    // A copy all the way down: changing the snapshot changes nothing in the editor.
    data.layout!.edges[0].edgeIds.push('changed');
    data.layout!.nodes[0].x += 1000;
    const again = api.getCurrentProjectData()!.layout!;
    expect(again.edges[0].edgeIds).not.toContain('changed');
    expect(again.nodes[0].x).toBe(data.layout!.nodes[0].x - 1000);
  });
});

describe('views and zones', () => {
  it('switches views and steps through zones, wrapping around', async () => {
    const {store} = setup();
    await store.getState().load(project);
    const ids = project.zones.map((z) => z.id);
    await store.getState().setView('zone');
    expect(store.getState().layout).toMatchObject({view: 'zone', zoneId: ids[0]});
    await store.getState().stepZone(1);
    expect(store.getState().zoneId).toBe(ids[1]);
    expect(store.getState().layout?.zoneId).toBe(ids[1]);
    await store.getState().stepZone(-1);
    await store.getState().stepZone(-1);
    expect(store.getState().zoneId).toBe(ids[ids.length - 1]);
    await store.getState().stepZone(1);
    expect(store.getState().zoneId).toBe(ids[0]);
    await store.getState().toggleView();
    expect(store.getState().layout?.view).toBe('all');
    await expect(store.getState().setView('zone', 'zone:nope')).rejects.toThrow(/no zone with id "zone:nope"/);
  });

  it('reuses the layouts it already has when switching back', async () => {
    const {store, engine} = setup();
    await store.getState().load(project);
    await store.getState().setView('zone');
    const runs = engine.laidOut.length;
    const zoneLayout = store.getState().layout;
    await store.getState().setView('all');
    await store.getState().setView('zone');
    expect(engine.laidOut.length).toBe(runs);
    expect(store.getState().layout).toBe(zoneLayout);
  });

  it('shows the view switched to while a file was converting', async () => {
    const {store} = setup();
    const loading = store.getState().load(SAMPLE_TEXT);
    expect(store.getState().status).toBe('loading');
    await store.getState().setView('zone');
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(store.getState().layout?.view).toBe('zone'));
    expect(store.getState().status).toBe('ready');
  });

  it('loads straight into Zone View when that is the view asked for', async () => {
    const {store} = setup({view: 'zone'});
    await store.getState().load(SAMPLE_TEXT);
    expect(store.getState().layout).toMatchObject({view: 'zone', zoneId: project.zones[0].id});
    expect(store.getState().layout!.stubs.length).toBeGreaterThan(0);
  });

  it('setZones renames and reorders, then lays out again', async () => {
    const {api, store, engine} = setup();
    await api.setProject(project);
    const [a, b, c, d] = project.zones;
    const runs = engine.laidOut.length;
    await api.setZones([{id: c.id, name: '  운영망 '}, {id: a.id}]);
    const zones = api.getCurrentProjectData()!.project.zones;
    expect(zones.map((z) => z.id)).toEqual([c.id, a.id, b.id, d.id]);
    expect(zones[0].name).toBe('운영망');
    expect(zones[1].name).toBe(a.name);
    expect(engine.laidOut.length).toBe(runs + 1);
    expect(api.getProjectData()!.zones).toEqual(project.zones);
    expect(store.getState().status).toBe('ready');
  });

  it('setZones throws at once with a clear message on a bad id', async () => {
    const {api} = setup();
    expect(() => api.setZones([{id: 'zone:internal'}])).toThrow(/no project is loaded/);
    await api.setProject(project);
    expect(() => api.setZones([{id: 'zone:nope', name: 'x'}])).toThrow(
      /setZones: no zone with id "zone:nope" in this project\. Known zone ids: "zone:internet-dmz"/,
    );
    expect(() => api.setZones([{id: 'zone:internal'}, {id: 'zone:internal'}])).toThrow(/listed more than once/);
    expect(() => api.setZones('zone:internal' as never)).toThrow(/expects an array/);
    expect(api.getCurrentProjectData()!.project.zones).toEqual(project.zones);
  });
});

describe('moves, undo and redo', () => {
  it('keeps moved positions per view across view switches', async () => {
    const {store} = setup();
    await store.getState().load(project);
    const s = () => store.getState();
    s().moveNodes([{id: 'A001', position: {x: 5, y: 6}}]);
    await s().setView('zone', 'zone:internet-dmz');
    expect(s().positions.all).toEqual({A001: {x: 5, y: 6}});
    expect(s().positions['zone:zone:internet-dmz']).toBeUndefined();
    s().moveNodes([{id: 'A001', position: {x: 7, y: 8}}]);
    await s().setView('all');
    expect(s().positions.all.A001).toEqual({x: 5, y: 6});
    await s().setView('zone');
    expect(s().positions['zone:zone:internet-dmz'].A001).toEqual({x: 7, y: 8});
  });

  it('undoing a move made in another view shows that view', async () => {
    const {store} = setup();
    await store.getState().load(project);
    const s = () => store.getState();
    await s().setView('zone', 'zone:internet-dmz');
    s().moveNodes([{id: 'A001', position: {x: 7, y: 8}}]);
    await s().setView('all');
    expect(s().undo()).toBe(true);
    await vi.waitFor(() => expect(s().layout?.view).toBe('zone'));
    expect({view: s().view, zoneId: s().zoneId}).toEqual({view: 'zone', zoneId: 'zone:internet-dmz'});
    expect(s().positions['zone:zone:internet-dmz'].A001).toBeUndefined();
    await s().setView('all');
    expect(s().redo()).toBe(true);
    await vi.waitFor(() => expect(s().view).toBe('zone'));
    expect(s().positions['zone:zone:internet-dmz'].A001).toEqual({x: 7, y: 8});
  });

  it('undoes and redoes moves; a new move clears the redo stack', async () => {
    const {store} = setup();
    await store.getState().load(project);
    const s = () => store.getState();
    expect(s().undo()).toBe(false);
    s().moveNodes([{id: 'A001', position: {x: 1, y: 1}}]);
    s().moveNodes([{id: 'A001', position: {x: 2, y: 2}}, {id: 'A002', position: {x: 3, y: 3}}]);
    s().moveNodes([{id: 'A001', position: {x: 2, y: 2}}]); // no change: not recorded
    expect(s().history.undo).toHaveLength(2);
    expect(s().undo()).toBe(true);
    expect(s().positions.all).toEqual({A001: {x: 1, y: 1}});
    expect(s().undo()).toBe(true);
    expect(s().positions.all).toEqual({});
    expect(s().redo()).toBe(true);
    expect(s().positions.all).toEqual({A001: {x: 1, y: 1}});
    s().moveNodes([{id: 'A003', position: {x: 9, y: 9}}]);
    expect(s().redo()).toBe(false);
    expect(s().positions.all).toEqual({A001: {x: 1, y: 1}, A003: {x: 9, y: 9}});
  });

  it('hides assets, drops them from the selection, and shows them all again', async () => {
    const {store} = setup();
    await store.getState().load(project);
    const s = () => store.getState();
    s().select(['A001', 'A002']);
    s().hide(['A001', 'zone:internal', 'NOPE']);
    expect(s().hidden).toEqual(['A001']);
    expect(s().selection).toEqual(['A002']);
    s().showAll();
    expect(s().hidden).toEqual([]);
  });

  it('shows hidden assets again one by one', async () => {
    const {store} = setup();
    await store.getState().load(project);
    store.getState().hide(['A001', 'A002']);
    store.getState().unhide(['A001']);
    expect(store.getState().hidden).toEqual(['A002']);
  });

  it('ignores moves without a finite position', async () => {
    const {store} = setup();
    await store.getState().load(project);
    store.getState().moveNodes([{id: 'A001', position: {x: NaN, y: 1}}]);
    expect(store.getState().history.undo).toEqual([]);
  });

  it('rejects an unknown status', async () => {
    const {store} = setup();
    await store.getState().load(project);
    expect(() => store.getState().setStatus('A001', 'broken' as never)).toThrow(/unknown status/);
  });
});

describe('selectNodes', () => {
  it('selects assets in place of the selection, tells it, and clears with an empty array', async () => {
    const onSelectionChange = vi.fn();
    const {api, store} = setup({events: {onSelectionChange}});
    await api.setProject(project);
    store.getState().select(['zone:internal']);
    api.selectNodes(['A002', 'A001', 'A002']);
    expect(store.getState().selection).toEqual(['A002', 'A001']);
    expect(onSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({id: 'A002'}), expect.objectContaining({id: 'A001'})]);
    expect(api.getSelectedNodeData()?.node.id).toBe('A002');
    api.selectNodes([]);
    expect(store.getState().selection).toEqual([]);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(api.getSelectedNodeData()).toBeNull();
  });

  it('throws at once on an unknown id, a zone or CBS id, or a hidden asset, and changes nothing', async () => {
    const onSelectionChange = vi.fn();
    const {api, store} = setup({events: {onSelectionChange}});
    await api.setProject(project);
    api.selectNodes(['A001']);
    const calls = onSelectionChange.mock.calls.length;
    expect(() => api.selectNodes(['A002', 'NOPE'])).toThrow(/selectNodes: no asset with id "NOPE"/);
    expect(() => api.selectNodes(['zone:internal'])).toThrow(/no asset with id "zone:internal"/);
    expect(() => api.selectNodes(['cbs:internet-dmz/edge'])).toThrow(/no asset with id "cbs:internet-dmz\/edge"/);
    store.getState().hide(['A003']);
    expect(() => api.selectNodes(['A002', 'A003'])).toThrow(/"A003" is hidden/);
    expect(() => api.selectNodes('A002' as never)).toThrow(TypeError);
    expect(store.getState().selection).toEqual(['A001']);
    expect(onSelectionChange).toHaveBeenCalledTimes(calls);
  });

  it('needs a project for ids, but clears without one', () => {
    const {api, store} = setup();
    expect(() => api.selectNodes(['A001'])).toThrow(/selectNodes: no project is loaded/);
    api.selectNodes([]);
    expect(store.getState().selection).toEqual([]);
  });
});

describe('setView and fitView on the API', () => {
  it('switches view and zone, resolving once the view is on screen', async () => {
    const {api, store} = setup();
    await api.setProject(project);
    const [, second] = project.zones;
    await api.setView('zone', second.id);
    expect(store.getState().layout).toMatchObject({view: 'zone', zoneId: second.id});
    expect(store.getState().status).toBe('ready');
    await api.setView('all');
    expect(store.getState().layout?.view).toBe('all');
    expect(store.getState().zoneId).toBe(second.id);
    // In All View, a zone id only makes it the current zone.
    await api.setView('all', project.zones[0].id);
    expect(store.getState()).toMatchObject({view: 'all', zoneId: project.zones[0].id});
  });

  it('rejects an unknown view or zone before any change', async () => {
    const {api, store} = setup();
    await expect(api.setView('zone', project.zones[0].id)).rejects.toThrow(/setView: no project is loaded/);
    await api.setProject(project);
    const before = store.getState();
    await expect(api.setView('zone', 'zone:nope')).rejects.toThrow(/setView: no zone with id "zone:nope"\. Known zone ids: "zone:internet-dmz"/);
    await expect(api.setView('side' as never)).rejects.toThrow(/unknown view "side"/);
    expect(store.getState()).toBe(before);
  });

  it('asked for while a file converts, resolves when the file is drawn in that view', async () => {
    const {api, store} = setup();
    const loading = api.setProject(SAMPLE_TEXT);
    await api.setView('zone');
    expect(store.getState().layout).toMatchObject({view: 'zone', zoneId: project.zones[0].id});
    expect(store.getState().status).toBe('ready');
    expect((await loading).ok).toBe(true);
  });

  it('fitView asks the screen the React layer supplies, and does nothing without one', () => {
    const fitView = vi.fn();
    const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage()});
    createPalitoApi(store, {themeRoot: () => null, fitView}).fitView();
    expect(fitView).toHaveBeenCalledTimes(1);
    expect(() => createPalitoApi(store).fitView()).not.toThrow();
    expect(() => createPalitoApi(store, {themeRoot: () => null}).fitView()).not.toThrow();
  });
});

describe('the newest run wins', () => {
  function gated() {
    const gate = gatedEngine();
    const store = createPalitoStore({engine: gate.engine, storage: createMemoryStorage()});
    return {...gate, store, api: createPalitoApi(store)};
  }

  it('a view asked for later wins over a layout still running, whichever answers last', async () => {
    const {store, api, hold, held} = gated();
    await api.setProject(project);
    hold();
    const zone = store.getState().setView('zone');
    await settle();
    const [run] = held;
    expect(run.options.view).toEqual({view: 'zone', zoneId: project.zones[0].id});
    await store.getState().setView('all'); // cached: shown at once, and the zone run is cancelled
    expect(run.options.signal.aborted).toBe(true);
    run.release();
    await zone;
    expect(store.getState().layout?.view).toBe('all');
    expect(store.getState().status).toBe('ready');
  });

  it('the same view asked for twice while it is laid out runs once', async () => {
    const {store, api, hold, held, inner} = gated();
    await api.setProject(project);
    const runs = inner.laidOut.length;
    hold();
    const first = store.getState().setView('zone');
    const second = store.getState().setView('zone');
    await settle();
    expect(held).toHaveLength(1);
    held[0].release();
    await Promise.all([first, second]);
    expect(inner.laidOut.length).toBe(runs + 1);
    expect(store.getState().layout?.view).toBe('zone');
  });

  it('the latest graph style wins when an older layout answers last', async () => {
    const {store, hold, held} = gated();
    await store.getState().load(project);
    hold();
    const down = store.getState().setGraphStyle({direction: 'DOWN'});
    await settle(); // the first run reaches the engine before the second replaces it
    const wide = store.getState().setGraphStyle({direction: 'DOWN', spacing: 48});
    await settle();
    expect(held.map((h) => h.options.layout)).toEqual([{direction: 'DOWN', spacing: 24}, {direction: 'DOWN', spacing: 48}]);
    held[1].release();
    await wide;
    held[0].release();
    await down;
    expect(store.getState().layout?.direction).toBe('DOWN');
    expect(store.getState().lastLayout).toBeTruthy();
    expect(held[0].options.signal.aborted).toBe(true);
    expect(store.getState().graphStyle.spacing).toBe(48);
    // What is on screen (and kept for All View) is the 48 px layout, not the older 24 px one.
    const expected = await countingEngine().layout(project, {
      view: {view: 'all'},
      layout: {direction: 'DOWN', spacing: 48},
      signal: new AbortController().signal,
    });
    expect(store.getState().layout?.bounds).toEqual(expected.bounds);
    expect(store.getState().layout).toBe(store.getState().layouts.all);
  });

  it('the latest setZones wins', async () => {
    const {store, api, hold, held} = gated();
    await api.setProject(project);
    const [a, b] = project.zones;
    hold();
    const first = api.setZones([{id: b.id, name: 'first'}]);
    await settle();
    const second = api.setZones([{id: a.id, name: 'second'}]);
    await settle();
    held[1].release();
    held[0].release();
    await Promise.all([first, second]);
    const zones = api.getCurrentProjectData()!.project.zones;
    expect(zones.find((z) => z.id === a.id)!.name).toBe('second');
    expect(zones.find((z) => z.id === b.id)!.name).toBe('first');
    expect(held[0].options.signal.aborted).toBe(true);
    expect(store.getState().status).toBe('ready');
  });

  it('a load cancels the layout in flight; its layout is the one shown', async () => {
    const {store, api, hold, letGo, held} = gated();
    await api.setProject(project);
    hold();
    const zone = store.getState().setView('zone');
    await settle();
    letGo();
    const loaded = await api.setProject({...project, id: 'project:again', name: 'again'});
    expect(loaded.ok).toBe(true);
    expect(held[0].options.signal.aborted).toBe(true);
    held[0].release();
    await zone;
    expect(store.getState().project?.name).toBe('again');
    expect(store.getState().layout?.view).toBe('zone');
    expect(store.getState().status).toBe('ready');
  });

  it('a direction changed while a file converts is the one laid out', async () => {
    const {store} = setup();
    const loading = store.getState().load(SAMPLE_TEXT, {fileName: 'style.csv'});
    const styled = store.getState().setGraphStyle({direction: 'DOWN'});
    await Promise.all([loading, styled]);
    expect(store.getState().layout?.direction).toBe('DOWN');
    expect(store.getState().status).toBe('ready');
  });

  it('dispose cancels the runs in flight', async () => {
    const {store, api, hold, held} = gated();
    await api.setProject(project);
    hold();
    const zone = store.getState().setView('zone');
    await settle();
    store.getState().dispose();
    expect(held[0].options.signal.aborted).toBe(true);
    held[0].release();
    await zone;
    expect(store.getState().layout?.view).toBe('all');
  });
});
