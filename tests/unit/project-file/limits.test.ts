// Project files held to PROJECT_FILE_LIMITS and checked for references before anything is laid
// out or stored: readProjectFile on its own, then openProject over a real store and engine (what
// the editor shows and what it writes to the storage).

import {beforeAll, describe, expect, it} from 'vitest';
import {PROJECT_FILE_LIMITS} from '../../../packages/palito/src/engine/model/limits';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import {createMemoryStorage, createPalitoStore, listVersions} from '../../../packages/palito/src/store';
import {DEFAULT_GRAPH_STYLE, type Project, type StorageLike, type Version} from '../../../packages/palito/src/model';
import {readProjectFile, type ProjectFile} from '../../../packages/palito/src/project-file';
import {countingEngine, loadSample} from '../palito/support/sample';

let project: Project;
let file: ProjectFile;

beforeAll(async () => {
  ({project} = await loadSample());
  file = {
    format: 'palito-project',
    version: 2,
    view: {kind: 'all', zoneId: null, name: 'All View'},
    graphStyle: {...DEFAULT_GRAPH_STYLE, edgeColors: {...DEFAULT_GRAPH_STYLE.edgeColors}},
    zones: null,
    hidden: [],
    statuses: {},
    properties: {},
    positions: {},
    versions: [],
    currentVersionId: null,
    project,
    update: null,
    filter: null,
  };
});

const json = (value: unknown) => JSON.stringify(value);
const problemOf = (text: string) => {
  const reading = readProjectFile(text);
  if (reading.ok) throw new Error('expected a problem');
  return reading.problem;
};

function versions(count: number, projectId = project.id, extra: Partial<Version> = {}): Version[] {
  return Array.from({length: count}, (_, i) => ({
    id: `v${i}`,
    name: `Version ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    projectId,
    positions: {},
    hidden: [],
    statuses: {},
    properties: {},
    ...extra,
  }));
}

describe('readProjectFile: limits, checked before the lists are read', () => {
  it('refuses more saved versions than PROJECT_FILE_LIMITS.versions, at once', () => {
    const text = json({...file, versions: versions(20_000)});
    const started = performance.now();
    const p = problemOf(text);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(p.code).toBe('project-file-too-large');
    expect(p.params).toEqual({what: 'versions', limit: PROJECT_FILE_LIMITS.versions, found: 20_000});
    expect(formatProblem(p, 'en')).toContain('20,000 saved versions; at most 1,000 can be opened');
    expect(formatProblem(p, 'ko')).toContain('저장된 버전이 20,000개로, 열 수 있는 1,000개를 넘습니다');
    // The most it allows opens.
    expect(readProjectFile(json({...file, versions: versions(PROJECT_FILE_LIMITS.versions)})).ok).toBe(true);
  });

  it('refuses more links than an inventory may list, and more assets, zones or CBS groups than it may have rows', () => {
    const edge = project.edges[0];
    const links = Array.from({length: PROJECT_FILE_LIMITS.links + 1}, () => edge);
    expect(problemOf(json({...file, project: {...project, edges: links}})).params).toEqual({what: 'links', limit: 200_000, found: 200_001});
    const nodes = Array.from({length: PROJECT_FILE_LIMITS.assets + 1}, () => project.nodes[0]);
    expect(problemOf(json({...file, project: {...project, nodes}})).params).toEqual({what: 'assets', limit: 50_000, found: 50_001});
    const zones = Array.from({length: PROJECT_FILE_LIMITS.groups + 1}, () => project.zones[0]);
    expect(problemOf(json({...file, project: {...project, zones}})).params).toMatchObject({what: 'zones', found: 50_001});
    const cbs = Array.from({length: PROJECT_FILE_LIMITS.groups + 1}, () => project.cbs[0]);
    expect(problemOf(json({...file, project: {...project, cbs}})).params).toMatchObject({what: 'cbs', found: 50_001});
  });

  it('refuses a file nested deeper than PROJECT_FILE_LIMITS.depth before parsing it, wherever the nesting is', () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const text = json(file);
    for (const [where, nested] of [
      ['analysis', text.replace('"analysis":{', `"analysis":{"A001":${deep(100_000)},`)],
      ['an unknown field', text.replace('{', `{"x":${deep(PROJECT_FILE_LIMITS.depth)},`)],
      ['a property', text.replace('"properties":{}', `"properties":{"A001":{"a":${deep(1_000)}}}`)],
    ] as const) {
      const p = problemOf(nested);
      expect(p.code, where).toBe('project-file-too-large');
      expect(p.params.what, where).toBe('depth');
    }
    // Brackets inside strings are text, not nesting.
    const named = json({...file, project: {...project, name: '['.repeat(10_000)}});
    expect(readProjectFile(named).ok).toBe(true);
    expect(formatProblem(problemOf(text.replace('{', `{"x":${deep(40)},`)), 'en')).toContain('more than 32 levels deep');
  });

  it('refuses a text past PROJECT_FILE_LIMITS.fileBytes without parsing it', () => {
    const text = json(file) + ' '.repeat(PROJECT_FILE_LIMITS.fileBytes);
    const p = problemOf(text);
    expect(p.code).toBe('project-file-too-large');
    expect(p.params).toEqual({what: 'fileBytes', limit: PROJECT_FILE_LIMITS.fileBytes, found: text.length});
  });

  it('refuses a moved position past PROJECT_FILE_LIMITS.coordinate, in the file and in its versions', () => {
    expect(problemOf(json({...file, positions: {all: {A001: {x: 1e308, y: 0}}}})).params).toEqual({field: 'positions.all.A001'});
    const reading = readProjectFile(json({...file, versions: versions(1, project.id, {positions: {all: {A001: {x: 0, y: -1e300}, A002: {x: 5, y: 6}}}})}));
    expect(reading.ok && reading.file.versions[0].positions.all).toEqual({A002: {x: 5, y: 6}});
  });
});

describe('readProjectFile: references between the parts', () => {
  const damagedField = (change: (p: Project) => Project) => {
    const p = problemOf(json({...file, project: change(structuredClone(project))}));
    expect(p.code).toBe('project-file-damaged');
    return p.params.field;
  };

  it('names the reference that does not resolve, both ways, for zones, CBS groups, assets and links', () => {
    const cbsOfA001 = project.cbs.findIndex((c) => c.nodeIds.includes('A001'));
    const zoneOfCbs0 = project.zones.findIndex((z) => z.cbsIds.includes(project.cbs[0].id));
    const edgeAt = (kind: string) => project.edges.findIndex((e) => e.kind === kind);
    const cases: Array<[string, (p: Project) => Project, string]> = [
      ['a zone naming a missing CBS group', (p) => ((p.zones[0].cbsIds = [...p.zones[0].cbsIds, 'cbs:nowhere']), p), `project.zones[0].cbsIds[${project.zones[0].cbsIds.length}]`],
      ['a CBS group its zone does not list', (p) => ((p.zones[zoneOfCbs0].cbsIds = p.zones[zoneOfCbs0].cbsIds.filter((id) => id !== p.cbs[0].id)), p), 'project.cbs[0].zoneId'],
      ['a CBS group listed by two zones', (p) => ((p.zones[1].cbsIds = [...p.zones[1].cbsIds, p.zones[0].cbsIds[0]]), p), `project.zones[1].cbsIds[${project.zones[1].cbsIds.length}]`],
      ['a CBS group naming a missing asset', (p) => ((p.cbs[0].nodeIds = [...p.cbs[0].nodeIds, 'A999']), p), `project.cbs[0].nodeIds[${project.cbs[0].nodeIds.length}]`],
      ['an asset its CBS group does not list', (p) => ((p.cbs[cbsOfA001].nodeIds = p.cbs[cbsOfA001].nodeIds.filter((id) => id !== 'A001')), p), 'project.nodes[0].cbsId'],
      ['an asset in a CBS group of another zone', (p) => ((p.nodes[0].zoneId = p.zones.find((z) => z.id !== p.nodes[0].zoneId)!.id), p), 'project.nodes[0].zoneId'],
      ['a link to itself', (p) => ((p.edges[0].target = p.edges[0].source), p), 'project.edges[0].target'],
      ['a link to a missing asset', (p) => ((p.edges[0].source = 'A999'), p), 'project.edges[0].source'],
      ['two links with one id', (p) => ((p.edges[1].id = p.edges[0].id), p), 'project.edges[1].id'],
      ['a link of the wrong kind', (p) => ((p.edges[edgeAt('inter-zone')].kind = 'intra-cbs'), p), `project.edges[${edgeAt('inter-zone')}].kind`],
      ['a zone id used by an asset', (p) => ((p.nodes[0].id = p.zones[0].id), p), 'project.nodes[0].id'],
    ];
    for (const [name, change, field] of cases) expect(damagedField(change), name).toBe(field);
  });

  it('rebuilds the project: unknown fields dropped, analysis derived from the links, a Palito file read back as written', () => {
    const withExtras = structuredClone(project) as Project & Record<string, unknown>;
    withExtras.extra = {deep: [[[1]]]};
    (withExtras.nodes[0] as unknown as Record<string, unknown>).script = '<img>';
    withExtras.analysis = {A001: {intraCbs: ['nobody'], interCbs: [], interZone: []}} as Project['analysis'];
    const reading = readProjectFile(json({...file, project: withExtras}));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(json(reading.file.project)).toBe(json(project));
    expect('extra' in reading.file.project).toBe(false);
  });
});

/** A Storage that counts writes, and refuses them when `full`. */
function countingStorage() {
  const memory = createMemoryStorage();
  const storage = {
    writes: 0,
    full: false,
    getItem: (key: string) => memory.getItem(key),
    setItem(key: string, value: string) {
      storage.writes += 1;
      if (storage.full) throw new DOMException('quota', 'QuotaExceededError');
      memory.setItem(key, value);
    },
    removeItem: (key: string) => memory.removeItem(key),
  };
  return storage satisfies StorageLike;
}

function editor(storage: StorageLike = createMemoryStorage()) {
  return createPalitoStore({engine: countingEngine(), storage});
}

describe('openProject: nothing is laid out or stored from a file over a limit', () => {
  it('refuses 20,000 versions quickly, writes nothing, and leaves the diagram on screen', async () => {
    const storage = countingStorage();
    const store = editor(storage);
    await store.getState().load(project);
    const before = store.getState().layout;
    const started = performance.now();
    const result = await store.getState().openProject(json({...file, versions: versions(20_000)}));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.code)).toEqual(['project-file-too-large']);
    expect(storage.writes).toBe(0);
    expect(store.getState().layout).toBe(before);
    expect(store.getState().versions).toEqual([]);
  });

  it('refuses a File past the size limit before reading it', async () => {
    class UnreadBlob extends Blob {
      read = false;
      override text(): Promise<string> {
        this.read = true;
        return super.text();
      }
    }
    const blob = new UnreadBlob([new Uint8Array(PROJECT_FILE_LIMITS.fileBytes + 1)]);
    const result = await editor().getState().openProject(blob);
    expect(result.problems[0].params).toMatchObject({what: 'fileBytes', found: PROJECT_FILE_LIMITS.fileBytes + 1});
    expect(blob.read).toBe(false);
  });

  it('opens a file whose versions the storage does not take, shows them for the session, says so, and loses none of the stored ones', async () => {
    // Over the characters Palito gives one project's versions: each version moves many assets.
    const positions = {all: Object.fromEntries(Array.from({length: 400}, (_, i) => [`asset-${i}`, {x: i, y: i}]))};
    const big = versions(200, project.id, {positions});
    expect(json(big).length).toBeGreaterThan(PROJECT_FILE_LIMITS.versionsStorageChars);
    const storage = countingStorage();
    const store = editor(storage);
    const result = await store.getState().openProject(json({...file, versions: big}));
    expect(result.ok).toBe(true);
    expect(result.problems.map((p) => [p.code, p.params.reason])).toEqual([['versions-not-stored', 'budget']]);
    expect(formatProblem(result.problems[0], 'en')).toMatch(/^The file's 200 saved versions are shown for this session only.*They stay in the project file/);
    expect(store.getState().versions).toHaveLength(200);
    expect(store.getState().problems).toEqual(result.problems);
    expect(storage.writes).toBe(0);

    // A full storage: the same, with the browser's reason; what it held is still there.
    const full = countingStorage();
    const kept = editor(full);
    await kept.getState().load(project);
    kept.getState().saveVersion('kept');
    full.full = true;
    const opened = await kept.getState().openProject(json({...file, versions: versions(3)}));
    expect(opened.problems.map((p) => p.params.reason)).toEqual(['quota']);
    // Oldest first: the file's are dated January 2026, 'kept' now.
    expect(kept.getState().versions.map((v) => v.name)).toEqual(['Version 1', 'Version 2', 'Version 3', 'kept']);
    expect(listVersions(full, 'palito', project.id).map((v) => v.name)).toEqual(['kept']);
  });

  it('past the count Palito keeps, shows only the file\'s versions and leaves the browser\'s as they were; a project file written then opens again', async () => {
    const storage = countingStorage();
    const store = editor(storage);
    await store.getState().load(project);
    store.getState().saveVersion('kept');
    const result = await store.getState().openProject(json({...file, versions: versions(PROJECT_FILE_LIMITS.versions)}));
    expect(result.problems.map((p) => [p.code, p.params.reason, p.params.found])).toEqual([['versions-not-stored', 'count', PROJECT_FILE_LIMITS.versions + 1]]);
    expect(store.getState().versions).toHaveLength(PROJECT_FILE_LIMITS.versions);
    expect(listVersions(storage, 'palito', project.id).map((v) => v.name)).toEqual(['kept']);
    // Saving one more would make a file Palito could not open: refused.
    expect(() => store.getState().saveVersion('one too many')).toThrow(expect.objectContaining({reason: 'count'}));
  });

  it('deletes from a list stored past the limits by an older Palito, so that it can be brought back within them', async () => {
    const storage = countingStorage();
    const positions = {all: Object.fromEntries(Array.from({length: 400}, (_, i) => [`asset-${i}`, {x: i, y: i}]))};
    const legacy = versions(200, project.id, {positions});
    storage.setItem(`palito:versions:${project.id}`, json({format: 1, versions: legacy}));
    const store = editor(storage);
    await store.getState().load(project);
    expect(store.getState().versions).toHaveLength(200);
    expect(store.getState().deleteVersion('v0')).toBe(true);
    expect(listVersions(storage, 'palito', project.id)).toHaveLength(199);
  });

  it('refuses to save a version past PROJECT_FILE_LIMITS.versions, and keeps what the storage had', async () => {
    const storage = countingStorage();
    const store = editor(storage);
    await store.getState().load(project);
    await store.getState().openProject(json({...file, versions: versions(PROJECT_FILE_LIMITS.versions)}));
    expect(listVersions(storage, 'palito', project.id)).toHaveLength(PROJECT_FILE_LIMITS.versions);
    expect(() => store.getState().saveVersion('one too many')).toThrow(expect.objectContaining({name: 'VersionStorageError', reason: 'count'}));
    expect(listVersions(storage, 'palito', project.id)).toHaveLength(PROJECT_FILE_LIMITS.versions);
  });

  it('shows a translated problem, not the engine error, when a file that passed the checks cannot be laid out', async () => {
    const store = createPalitoStore({
      storage: createMemoryStorage(),
      engine: {...countingEngine(), layout: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'width')"))},
    });
    const result = await store.getState().openProject(json(file));
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.code)).toEqual(['project-file-unusable']);
    expect(store.getState().status).toBe('error');
    expect(store.getState().error).toBeNull();
    expect(formatProblem(result.problems[0], 'ko')).toContain('내용이 서로 맞지 않아 구성도를 그릴 수 없습니다');
  });
});
