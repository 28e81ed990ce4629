import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {createMemoryStorage, createPalitoStore, type Project, type TopologyLayout} from '../../../src/palito/core';
import {describeError} from '../../../src/palito/components/Palito/describe-error';
import {createEngine} from '../../../src/palito/engine';
import {loadSample, SAMPLE_TEXT} from './support/sample';

let project: Project;
let layout: TopologyLayout;

beforeAll(async () => {
  ({project, layout} = await loadSample());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}}));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function remoteStore(settings: {endpoint?: string; apiKey?: string}, graphStyle = {}) {
  return createPalitoStore({engine: createEngine(() => settings), storage: createMemoryStorage(), graphStyle});
}

describe('createEngine', () => {
  it('converts on this thread where there is no Worker (Node, server rendering)', async () => {
    const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
    const result = await store.getState().load(SAMPLE_TEXT, {fileName: 'assets-sample.csv'});
    expect(result.ok).toBe(true);
    expect(store.getState().project).toEqual(project);
  });

  it('sends the file and the key to the endpoint and uses the layout the server returns', async () => {
    const fetch = respond(200, {ok: true, project, layout, warnings: [], timings: {layout: 12}});
    const store = remoteStore({endpoint: 'https://api.example.test/convert', apiKey: 'secret'});
    const result = await store.getState().load(new Blob([SAMPLE_TEXT]), {fileName: '자산목록.csv'});
    expect(result).toEqual({ok: true, problems: []});
    expect(store.getState().layout).toEqual(layout);
    expect(store.getState().lastLayout?.ms).toBe(12);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/convert');
    expect(init.headers).toMatchObject({'X-API-Key': 'secret', 'X-File-Name': encodeURIComponent('자산목록.csv')});
  });

  it('lays the server result out again here when the graph style asks for another layout', async () => {
    respond(200, {ok: true, project, layout, warnings: [], timings: {}});
    const store = remoteStore({endpoint: 'https://api.example.test/convert', apiKey: 'k'}, {direction: 'DOWN'});
    expect((await store.getState().load(SAMPLE_TEXT)).ok).toBe(true);
    expect(store.getState().layout?.direction).toBe('DOWN');
  });

  it('passes the problems of an inventory the server could not draw', async () => {
    const problems = [{severity: 'error', code: 'missing-column', row: 1, column: 'cbs', params: {field: 'cbs', accepted: ['cbs']}}];
    respond(422, {error: {code: 'invalid-inventory', message: 'x'}, problems, timings: {}});
    const store = remoteStore({endpoint: 'https://api.example.test/convert', apiKey: 'k'});
    const result = await store.getState().load('id,name,zone\n');
    expect(result).toEqual({ok: false, problems});
    expect(store.getState().status).toBe('error');
  });

  it('turns a 401 into an error the UI words clearly in both languages', async () => {
    respond(401, {error: {code: 'invalid-api-key', message: 'Invalid API key.'}});
    const store = remoteStore({endpoint: 'https://api.example.test/convert', apiKey: 'wrong'});
    await store.getState().load(project);
    const before = store.getState().layout;
    const result = await store.getState().load(SAMPLE_TEXT);
    expect(result.ok).toBe(false);
    expect(result.error).toMatchObject({name: 'RemoteConversionError', code: 'invalid-api-key', status: 401});
    const state = store.getState();
    expect(state.status).toBe('error');
    expect(state.layout).toBe(before);
    expect(describeError(state.error, 'ko')).toBe('API 키가 올바르지 않습니다. 키를 확인하고 다시 시도해 주세요.');
    expect(describeError(state.error, 'en')).toBe('The API key is not valid. Check the key and try again.');
  });

  it('words other failures with their message', () => {
    expect(describeError(new Error('boom'), 'en')).toBe('The topology could not be drawn. boom');
    expect(describeError(new Error('boom'), 'ko')).toBe('구성도를 그리지 못했습니다. boom');
  });
});
