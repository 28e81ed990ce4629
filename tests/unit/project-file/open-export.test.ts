// usePalito().exportAs and openProject over a real store and the real engine: the project file
// round-trips (export → open in another editor → export gives the same file, and the same editor),
// a Palito 0.1 snapshot opens migrated, a file that cannot be opened changes nothing, and the
// draw.io and GraphML exports read back with the view on screen.

import Graph from 'graphology';
import {parse as parseGraphml} from 'graphology-graphml';
import {describe, expect, it, vi} from 'vitest';
import {createMemoryStorage, createPalitoStore, listVersions, type PalitoStoreApi} from '../../../packages/palito/src/store';
import {type StorageLike} from '../../../packages/palito/src/model';
import {createPalitoApi, type PalitoApi} from '../../../packages/palito/src/api';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {KOREAN_SAMPLE, list, parseXml, THOUSAND} from '../export/support';
import {countingEngine} from '../palito/support/sample';

function editor(options: {storage?: StorageLike; locale?: 'ko' | 'en'; now?: string} = {}) {
  const engine = countingEngine();
  const onProblems = vi.fn();
  const store = createPalitoStore({
    engine,
    storage: options.storage ?? createMemoryStorage(),
    now: () => new Date(options.now ?? '2026-03-04T05:06:07.000Z'),
    events: {onProblems},
  });
  const api = createPalitoApi(store, {themeRoot: () => null, locale: () => options.locale ?? 'ko'});
  return {store, api, engine, onProblems};
}

const textOf = async (api: PalitoApi, format: Parameters<PalitoApi['exportAs']>[0]) => {
  const blob = await api.exportAs(format);
  if (!blob) throw new Error(`exportAs('${format}') gave null`);
  return blob.text();
};

/** An inventory loaded and edited every way the file keeps: moves in two views, hidden assets, statuses, properties, zones, style, versions. */
async function edited(csv: string) {
  const e = editor();
  const {store, api} = e;
  expect((await api.setProject(csv, {fileName: 'inventory.csv'})).ok).toBe(true);
  const project = api.getProjectData()!;
  const [first, second, third] = project.nodes;
  store.getState().moveNodes([{id: first.id, position: {x: 33, y: 44}}]);
  store.getState().hide([second.id]);
  store.getState().setStatus(third.id, 'error');
  api.setOptionalProperties(first.id, {담당자: '김철수', rack: 12});
  api.setVersion({name: '점검 전'});
  const zones = project.zones;
  await api.setZones([{id: zones[zones.length - 1].id, name: `${zones[zones.length - 1].name} (이전)`}]);
  await store.getState().setGraphStyle({direction: 'DOWN', edgeType: 'straight', edgeColors: {'inter-zone': '#ff0000'}});
  await api.setView('zone', zones[1].id);
  const inZone = api.getNodesInCurrentZone()[0];
  store.getState().moveNodes([{id: inZone.id, position: {x: 7, y: 9}}]);
  api.setVersion({name: '작업 후'});
  return e;
}

/** Everything getCurrentProjectData() tells, so two editors can be compared. */
const snapshot = (api: PalitoApi) => JSON.parse(JSON.stringify(api.getCurrentProjectData()));

describe('exportAs and openProject', () => {
  it('is null before a diagram is drawn', async () => {
    const {api} = editor();
    for (const format of ['svg', 'drawio', 'graphml', 'project'] as const) expect(await api.exportAs(format)).toBeNull();
    await expect(api.exportAs('pdf' as never)).rejects.toThrow(/unknown format "pdf"/);
  });

  it.each([
    ['the Korean sample', KOREAN_SAMPLE],
    ['1,000 assets', THOUSAND],
  ])('round-trips the project file of %s: export → open → export gives the same file and the same editor', async (_, csv) => {
    const {api} = await edited(csv);
    const blob = (await api.exportAs('project'))!;
    expect(blob.type).toBe('application/json');
    const text = await blob.text();
    const file = JSON.parse(text);
    expect(file).toMatchObject({format: 'palito-project', version: 2, view: {kind: 'zone', zoneId: api.getCurrentProjectData()!.zoneId}});
    expect(file.view.name).toMatch(/^존 보기 · /);
    expect(file.versions.map((v: {name: string}) => v.name)).toEqual(['점검 전', '작업 후']);
    expect(file.graphStyle).toMatchObject({direction: 'DOWN', edgeType: 'straight'});
    expect(file.zones).toHaveLength(api.getProjectData()!.zones.length);
    // The project as converted: the edits are beside it, not in it.
    expect(file.project).toEqual(JSON.parse(JSON.stringify(api.getProjectData())));

    const storage = createMemoryStorage();
    const other = editor({storage});
    const result = await other.api.openProject(new File([text], 'inventory.palito.json', {type: 'application/json'}));
    expect(result).toEqual({ok: true, problems: []});
    expect(await textOf(other.api, 'project')).toBe(text);
    expect(snapshot(other.api)).toEqual(snapshot(api));
    expect(other.api.getCurrentVersion()?.name).toBe('작업 후');
    // The versions are kept in the browser, as saved ones are: restoring one works.
    expect(listVersions(storage, 'palito', file.project.id).map((v) => v.name)).toEqual(['점검 전', '작업 후']);
    expect(other.api.setVersion(file.versions[0].id).name).toBe('점검 전');
    // The undo history starts afresh, as after a load.
    expect(other.store.getState().history.undo).toEqual([]);
    // The same text opened twice is the same editor.
    expect((await other.api.openProject(text)).ok).toBe(true);
    expect(await textOf(other.api, 'project')).toBe(text);
  });

  it('keeps the versions this browser has for the project beside the file\'s', async () => {
    const {api} = await edited(KOREAN_SAMPLE);
    const text = await textOf(api, 'project');
    const storage = createMemoryStorage();
    const local = editor({storage, now: '2026-05-01T00:00:00.000Z'});
    await local.api.setProject(KOREAN_SAMPLE, {fileName: 'inventory.csv'});
    local.store.getState().moveNodes([{id: 'A001', position: {x: 1, y: 1}}]);
    const mine = local.api.setVersion({name: '내 버전'});
    expect((await local.api.openProject(text)).ok).toBe(true);
    expect(local.api.getCurrentProjectData()!.versions.map((v) => v.name)).toEqual(['점검 전', '작업 후', '내 버전']);
    expect(listVersions(storage, 'palito', mine.projectId).map((v) => v.name)).toEqual(['점검 전', '작업 후', '내 버전']);
  });

  it('opens a Palito 0.1 getCurrentProjectData() snapshot, migrated', async () => {
    const {api} = await edited(KOREAN_SAMPLE);
    const before = snapshot(api);
    const other = editor();
    const result = await other.api.openProject(new Blob([JSON.stringify(api.getCurrentProjectData())]));
    expect(result).toEqual({ok: true, problems: []});
    const after = snapshot(other.api);
    // The project comes with its edits applied (0.1 kept no other), so it is the edited one.
    for (const key of ['project', 'view', 'zoneId', 'positions', 'layout', 'movedPositions', 'hidden', 'graphStyle', 'versions', 'currentVersionId']) {
      expect(after[key], key).toEqual(before[key]);
    }
    const file = JSON.parse(await textOf(other.api, 'project'));
    expect(file).toMatchObject({format: 'palito-project', version: 2, zones: null, statuses: {}, properties: {}});
  });

  describe('a file that cannot be opened', () => {
    const cases: Array<[string, (text: string) => string, string]> = [
      ['cut off', (text) => text.slice(0, Math.floor(text.length * 0.6)), 'project-file-damaged'],
      ['not JSON', () => 'id,name,zone,cbs\nA001,rtr,DMZ,Edge\n', 'project-file-foreign'],
      ['other JSON', () => JSON.stringify({name: 'some-package', version: '1.0.0'}), 'project-file-foreign'],
      ['from a newer Palito', (text) => text.replace('"version": 2,', '"version": 3,'), 'project-file-newer'],
      ['with a broken field', (text) => text.replace(/"status": "normal"/, '"status": "fine"'), 'project-file-damaged'],
    ];

    it.each(cases)('(%s) gives its problem, translated, and changes nothing', async (_, spoil, code) => {
      const {api, store, engine, onProblems} = await edited(KOREAN_SAMPLE);
      const text = spoil(await textOf(api, 'project'));
      const before = store.getState();
      const data = snapshot(api);
      const runs = engine.laidOut.length;
      onProblems.mockClear();

      const result = await api.openProject(text);
      expect(result.ok).toBe(false);
      expect(result.problems).toHaveLength(1);
      const [problem] = result.problems;
      expect(problem).toMatchObject({severity: 'error', code});
      expect(formatProblem(problem, 'ko')).toMatch(/[\uac00-\ud7a3]/);
      expect(formatProblem(problem, 'en')).toMatch(/project file/i);

      const after = store.getState();
      for (const key of ['project', 'zones', 'layout', 'layouts', 'view', 'zoneId', 'positions', 'hidden', 'statuses', 'properties', 'graphStyle', 'versions', 'versionId', 'history', 'selection'] as const) {
        expect(after[key], key).toBe(before[key]);
      }
      expect(snapshot(api)).toEqual(data);
      expect(engine.laidOut.length).toBe(runs);
      // Shown over the canvas as an inventory's errors are; the diagram stays.
      expect(after.status).toBe('error');
      expect(after.problems).toEqual([problem]);
      expect(onProblems).toHaveBeenCalledWith([problem]);
    });

    it('(not a file at all) resolves with an error and changes nothing', async () => {
      const {api, store} = await edited(KOREAN_SAMPLE);
      const before = store.getState();
      const result = await api.openProject(42 as never);
      expect(result).toMatchObject({ok: false, problems: [], error: expect.any(TypeError)});
      expect(store.getState()).toBe(before);
    });
  });

  describe('the diagram files', () => {
    it('draw.io: the view on screen, named, its assets with their edited status', async () => {
      const {api, store} = await edited(KOREAN_SAMPLE);
      const data = api.getCurrentProjectData()!;
      const shown = data.layout!.nodes.filter((n) => !data.hidden.includes(n.id)).map((n) => n.id);
      expect(shown.length).toBeGreaterThan(0);
      const offline = shown[0];
      store.getState().setStatus(offline, 'offline');
      const blob = (await api.exportAs('drawio'))!;
      expect(blob.type).toBe('application/vnd.jgraph.mxfile');
      const doc = parseXml(await blob.text());
      const zone = data.project.zones.find((z) => z.id === data.zoneId)!;
      expect(doc.mxfile.diagram.name).toBe(`존 보기 · ${zone.name}`);
      // Every <object> is an asset, its id in assetId (draw.io's Edit Data).
      const assets = list(doc.mxfile.diagram.mxGraphModel.root.object);
      expect(assets.map((a) => a.assetId).sort()).toEqual([...shown].sort());
      expect(assets.find((a) => a.assetId === offline)?.status).toBe('offline');
    });

    it('GraphML: read back by graphology, the view on screen, the moved asset where the canvas has it', async () => {
      const {api} = await edited(KOREAN_SAMPLE);
      await api.setView('all');
      const data = api.getCurrentProjectData()!;
      const blob = (await api.exportAs('graphml'))!;
      expect(blob.type).toBe('application/graphml+xml');
      const graph = parseGraphml(Graph, await blob.text());
      expect(graph.getAttribute('view')).toBe('전체 보기');
      const assets = graph.filterNodes((key, a) => key.split('::').length === 3 && a.kind === 'asset').map((key) => graph.getNodeAttributes(key));
      const shown = data.layout!.nodes.filter((n) => !data.hidden.includes(n.id));
      expect(assets.map((a) => a.id).sort()).toEqual(shown.map((n) => n.id).sort());
      const moved = data.project.nodes[0].id;
      expect(assets.find((a) => a.id === moved)).toMatchObject({x: data.positions[moved].x, y: data.positions[moved].y});
      expect(assets.find((a) => a.id === data.project.nodes[2].id)?.status).toBe('error');
    });

    it('SVG: well-formed, titled with the project and the view, in the editor\'s language', async () => {
      const {store} = await edited(KOREAN_SAMPLE);
      const api = createPalitoApi(store, {themeRoot: () => null, locale: () => 'en'});
      await api.setView('all');
      const blob = (await api.exportAs('svg'))!;
      expect(blob.type).toBe('image/svg+xml');
      const doc = parseXml(await blob.text());
      expect(doc.svg.title).toBe(`${api.getProjectData()!.name} · All View`);
      const file = JSON.parse(await textOf(api, 'project'));
      expect(file.view).toEqual({kind: 'all', zoneId: api.getCurrentProjectData()!.zoneId, name: 'All View'});
    });
  });
});
