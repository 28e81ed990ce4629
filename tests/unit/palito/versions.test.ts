import {beforeAll, describe, expect, it, vi} from 'vitest';
import {createMemoryStorage, createPalitoStore, listVersions, versionsKey, VersionStorageError} from '../../../packages/palito/src/store';
import {type Project, type StorageLike} from '../../../packages/palito/src/model';
import {createPalitoApi} from '../../../packages/palito/src/api';
import {countingEngine, loadSample} from './support/sample';

let project: Project;

beforeAll(async () => {
  ({project} = await loadSample());
});

async function open(storage: StorageLike, storageKey?: string, input: Project = project) {
  const store = createPalitoStore({
    engine: countingEngine(),
    storage,
    storageKey,
    now: () => new Date('2025-03-04T05:06:07.000Z'),
  });
  const api = createPalitoApi(store);
  await api.setProject(input);
  return {store, api};
}

describe('versions', () => {
  it('saves the current state as a new version and makes it current', async () => {
    const storage = createMemoryStorage();
    const {store, api} = await open(storage);
    expect(api.getCurrentVersion()).toBeNull();
    store.getState().moveNodes([{id: 'A001', position: {x: 10, y: 20}}]);
    store.getState().hide(['A002']);
    store.getState().setStatus('A003', 'error');
    api.setOptionalProperties('A004', {owner: 'NOC'});
    const version = api.setVersion({name: ' 점검 전 '});
    expect(version).toEqual({
      id: expect.stringMatching(/^version-/),
      name: '점검 전',
      createdAt: '2025-03-04T05:06:07.000Z',
      projectId: project.id,
      positions: {all: {A001: {x: 10, y: 20}}},
      hidden: ['A002'],
      statuses: {A003: 'error'},
      properties: {A004: {owner: 'NOC'}},
    });
    expect(api.getCurrentVersion()).toEqual(version);
    expect(api.getCurrentProjectData()!.versions).toEqual([version]);
    expect(listVersions(storage, 'palito', project.id)).toEqual([version]);
  });

  it('names an unnamed version', async () => {
    const {api} = await open(createMemoryStorage());
    expect(api.setVersion({name: ''}).name).toBe('Version 1');
    expect(api.setVersion({name: '   '}).name).toBe('Version 2');
  });

  it('restores a saved version by id', async () => {
    const {store, api} = await open(createMemoryStorage());
    store.getState().moveNodes([{id: 'A001', position: {x: 10, y: 20}}]);
    const first = api.setVersion({name: 'first'});
    store.getState().moveNodes([{id: 'A001', position: {x: 99, y: 99}}]);
    store.getState().hide(['A005']);
    store.getState().setStatus('A001', 'offline');
    const second = api.setVersion({name: 'second'});
    expect(api.getCurrentVersion()?.id).toBe(second.id);

    const restored = api.setVersion(first.id);
    expect(restored).toEqual(first);
    const state = store.getState();
    expect(state.positions).toEqual({all: {A001: {x: 10, y: 20}}});
    expect(state.hidden).toEqual([]);
    expect(state.statuses).toEqual({});
    expect(state.history.undo).toEqual([]);
    expect(api.getCurrentVersion()?.id).toBe(first.id);
    expect(() => api.setVersion('version-nope')).toThrow(/no saved version with id "version-nope"/);
    expect(() => api.setVersion(42 as never)).toThrow(/expects \{name\}/);
  });

  it('deletes a version; deleting the current one leaves no current version', async () => {
    const storage = createMemoryStorage();
    const {api} = await open(storage);
    const a = api.setVersion({name: 'a'});
    const b = api.setVersion({name: 'b'});
    expect(api.deleteVersion(b.id)).toBe(true);
    expect(api.getCurrentVersion()).toBeNull();
    expect(api.deleteVersion(b.id)).toBe(false);
    expect(api.getCurrentProjectData()!.versions.map((v) => v.id)).toEqual([a.id]);
    expect(listVersions(storage, 'palito', project.id).map((v) => v.id)).toEqual([a.id]);
    expect(api.deleteVersion(a.id)).toBe(true);
    expect(storage.getItem(versionsKey('palito', project.id))).toBeNull();
  });

  it('survives a new store over the same storage', async () => {
    const storage = createMemoryStorage();
    const first = await open(storage);
    const saved = first.api.setVersion({name: 'kept'});
    const second = await open(storage);
    expect(second.api.getCurrentProjectData()!.versions).toEqual([saved]);
    expect(second.api.getCurrentVersion()).toBeNull();
    expect(second.api.setVersion(saved.id)).toEqual(saved);
  });

  it('keeps versions apart per project id and per storage key', async () => {
    const storage = createMemoryStorage();
    const other: Project = {...project, id: 'project:other', name: 'other'};
    const a = await open(storage, 'one');
    a.api.setVersion({name: 'in one'});
    const b = await open(storage, 'two');
    expect(b.api.getCurrentProjectData()!.versions).toEqual([]);
    b.api.setVersion({name: 'in two'});
    const c = await open(storage, 'one', other);
    expect(c.api.getCurrentProjectData()!.versions).toEqual([]);
    expect(listVersions(storage, 'one', project.id).map((v) => v.name)).toEqual(['in one']);
    expect(listVersions(storage, 'two', project.id).map((v) => v.name)).toEqual(['in two']);

    // Changing the key of a live store switches to that key's list.
    a.store.getState().setStorageKey('two');
    expect(a.api.getCurrentProjectData()!.versions.map((v) => v.name)).toEqual(['in two']);
  });

  it('ignores corrupt or foreign storage content without throwing', async () => {
    const storage = createMemoryStorage();
    const key = versionsKey('palito', project.id);
    storage.setItem(key, '{not json');
    const {api} = await open(storage);
    expect(api.getCurrentProjectData()!.versions).toEqual([]);

    storage.setItem(key, JSON.stringify({versions: 'nope'}));
    expect(listVersions(storage, 'palito', project.id)).toEqual([]);

    storage.setItem(
      key,
      JSON.stringify({
        versions: [
          null,
          {id: 'x', name: 'wrong project', createdAt: '2025-01-01T00:00:00.000Z', projectId: 'project:else'},
          {id: 'ok', name: 'fine', createdAt: '2025-01-01T00:00:00.000Z', projectId: project.id,
            positions: {all: {A001: {x: 1, y: 'bad'}, A002: {x: 2, y: 3}}}, hidden: ['A1', 5],
            statuses: {A001: 'warning', A002: 'exploded'}, properties: {A001: {k: 'v', n: 1}}},
        ],
      }),
    );
    expect(listVersions(storage, 'palito', project.id)).toEqual([
      {
        id: 'ok',
        name: 'fine',
        createdAt: '2025-01-01T00:00:00.000Z',
        projectId: project.id,
        positions: {all: {A002: {x: 2, y: 3}}},
        hidden: ['A1'],
        statuses: {A001: 'warning'},
        properties: {A001: {k: 'v'}},
      },
    ]);
  });

  it('with a blocked storage, loads with no versions and refuses to save, saying why', async () => {
    const failing: StorageLike = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
      removeItem() {
        throw new Error('SecurityError');
      },
    };
    const {api} = await open(failing);
    expect(api.getCurrentProjectData()!.versions).toEqual([]);
    // Not kept in memory only: it would vanish on reload while the user believes it saved.
    expect(() => api.setVersion({name: 'in memory'})).toThrow(VersionStorageError);
    expect(api.getCurrentProjectData()!.versions).toEqual([]);
    expect(api.getCurrentVersion()).toBeNull();
  });

  it('when the storage refuses a write, throws and changes nothing', async () => {
    const memory = createMemoryStorage();
    let full = false;
    // A real Storage throws QuotaExceededError from setItem when it is full.
    const storage: StorageLike = {
      getItem: (key) => memory.getItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        memory.setItem(key, value);
      },
      removeItem: (key) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        memory.removeItem(key);
      },
    };
    const {api} = await open(storage);
    const kept = api.setVersion({name: 'kept'});
    full = true;
    expect(() => api.setVersion({name: 'lost'})).toThrow(VersionStorageError);
    expect(api.getCurrentProjectData()!.versions.map((v) => v.name)).toEqual(['kept']);
    expect(api.getCurrentVersion()!.id).toBe(kept.id);
    expect(() => api.deleteVersion(kept.id)).toThrow(/refused to delete the version/);
    expect(api.getCurrentProjectData()!.versions.map((v) => v.name)).toEqual(['kept']);
    full = false;
    expect(api.deleteVersion(kept.id)).toBe(true);
    expect(listVersions(storage, 'palito', project.id)).toEqual([]);
  });

  it('names a version saved without a name, in the given words, never twice', async () => {
    const store = createPalitoStore({engine: countingEngine(), storage: createMemoryStorage(), versionName: (n) => `버전 ${n}`});
    const api = createPalitoApi(store);
    await api.setProject(project);
    const first = api.setVersion({name: ''});
    const second = api.setVersion({name: '  '});
    expect([first.name, second.name]).toEqual(['버전 1', '버전 2']);
    api.deleteVersion(first.id);
    // One version is left, named "버전 2": the next free name is "버전 3", not a second "버전 2".
    expect(api.setVersion({name: ''}).name).toBe('버전 3');
  });
});

describe('versions keep zone names and order', () => {
  const zoneView = (api: Awaited<ReturnType<typeof open>>['api']) =>
    api.getCurrentProjectData()!.project.zones.map((z) => `${z.id}=${z.name}`);

  it('saves setZones edits and brings them back, laying the diagram out again', async () => {
    const storage = createMemoryStorage();
    const {store, api} = await open(storage);
    const [a, b, c, d] = project.zones;
    const plain = api.setVersion({name: 'as loaded'});
    expect(plain.zones).toBeUndefined();

    await api.setZones([{id: c.id, name: '운영망'}, {id: a.id}]);
    const edited = api.setVersion({name: 'edited'});
    expect(edited.zones).toEqual([
      {id: c.id, name: '운영망'},
      {id: a.id, name: a.name},
      {id: b.id, name: b.name},
      {id: d.id, name: d.name},
    ]);
    expect(listVersions(storage, 'palito', project.id).at(-1)!.zones).toEqual(edited.zones);
    const editedZones = zoneView(api);

    await api.setZones([{id: d.id, name: 'later'}]);
    const restored = api.setVersion(edited.id);
    expect(restored).toEqual(edited);
    // At once in the snapshot; the layout follows.
    expect(zoneView(api)).toEqual(editedZones);
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    expect(store.getState().layout?.groups.filter((g) => g.kind === 'zone').map((g) => g.id)).toContain(c.id);

    // A version saved with the zones as loaded brings those back.
    api.setVersion(plain.id);
    expect(api.getCurrentProjectData()!.project.zones).toEqual(project.zones);
    expect(store.getState().zones).toBeNull();
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
  });

  it('a restore with the same zones does not lay out again', async () => {
    const engine = countingEngine();
    const store = createPalitoStore({engine, storage: createMemoryStorage()});
    const api = createPalitoApi(store);
    await api.setProject(project);
    await api.setZones([{id: project.zones[1].id, name: 'renamed'}]);
    const version = api.setVersion({name: 'v'});
    store.getState().moveNodes([{id: 'A001', position: {x: 3, y: 4}}]);
    const runs = engine.laidOut.length;
    const layout = store.getState().layout;
    api.setVersion(version.id);
    expect(engine.laidOut.length).toBe(runs);
    expect(store.getState().layout).toBe(layout);
    expect(store.getState().positions).toEqual({});
  });

  it('a version saved before zones were kept still restores, with the zones as loaded', async () => {
    const storage = createMemoryStorage();
    storage.setItem(
      versionsKey('palito', project.id),
      JSON.stringify({
        format: 1,
        versions: [
          {id: 'old', name: 'old', createdAt: '2025-01-01T00:00:00.000Z', projectId: project.id,
            positions: {all: {A001: {x: 1, y: 2}}}, hidden: ['A002'], statuses: {A003: 'error'}, properties: {}},
        ],
      }),
    );
    const {store, api} = await open(storage);
    await api.setZones([{id: project.zones[2].id, name: 'edited'}]);
    const restored = api.setVersion('old');
    expect(restored.zones).toBeUndefined();
    expect(store.getState()).toMatchObject({positions: {all: {A001: {x: 1, y: 2}}}, hidden: ['A002'], statuses: {A003: 'error'}, zones: null});
    expect(api.getCurrentProjectData()!.project.zones).toEqual(project.zones);
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
  });

  it('reads stored zones field by field, and skips zones the project no longer has', async () => {
    const storage = createMemoryStorage();
    const [a, b] = project.zones;
    storage.setItem(
      versionsKey('palito', project.id),
      JSON.stringify({
        versions: [
          {id: 'z', name: 'z', createdAt: '2025-01-01T00:00:00.000Z', projectId: project.id, positions: {}, hidden: [],
            statuses: {}, properties: {},
            zones: [{id: 'zone:gone', name: 'gone'}, {id: b.id, name: 'B first'}, null, {id: a.id}, {id: b.id, name: 'again'}]},
          {id: 'junk', name: 'junk', createdAt: '2025-01-01T00:00:00.000Z', projectId: project.id, zones: 'nope'},
        ],
      }),
    );
    expect(listVersions(storage, 'palito', project.id).map((v) => v.zones)).toEqual([
      [{id: 'zone:gone', name: 'gone'}, {id: b.id, name: 'B first'}],
      undefined,
    ]);
    const {api} = await open(storage);
    api.setVersion('z');
    const zones = api.getCurrentProjectData()!.project.zones;
    expect(zones.map((z) => z.id)).toEqual([b.id, ...project.zones.filter((z) => z.id !== b.id).map((z) => z.id)]);
    expect(zones[0].name).toBe('B first');
    api.setVersion('junk');
    expect(api.getCurrentProjectData()!.project.zones).toEqual(project.zones);
  });
});
