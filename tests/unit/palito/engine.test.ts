import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createConversionHandler} from '../../../packages/palito/src/server/conversion-handler';
import {createMemoryStorage, createPalitoStore} from '../../../packages/palito/src/store';
import {type Project, type TopologyLayout} from '../../../packages/palito/src/model';
import {describeError} from '../../../packages/palito/src/react/components/Palito/describe-error';
import {createEngine} from '../../../packages/palito/src/engine-client';
import {startServer, type TestServer} from '../server/support/test-server';
import {loadSample, SAMPLE_TEXT} from './support/sample';

// The remote engine against the real reference server on 127.0.0.1, as Palito uses it with
// `endpoint` and `apiKey`.

const KEY = 'unit-key';
let project: Project;
let layout: TopologyLayout;
let server: TestServer;
/** The headers of every request the server received. */
const received: Headers[] = [];

beforeAll(async () => {
  ({project, layout} = await loadSample());
  const handler = createConversionHandler({apiKeys: [KEY], onError: () => undefined});
  server = await startServer(async (request) => {
    received.push(request.headers);
    return handler(request);
  });
});

afterAll(() => server.close());

function remoteStore(apiKey: string, graphStyle = {}) {
  return createPalitoStore({engine: createEngine(() => ({endpoint: server.url, apiKey})), storage: createMemoryStorage(), graphStyle});
}

describe('createEngine', () => {
  it('converts on this thread where there is no Worker (Node, server rendering)', async () => {
    const store = createPalitoStore({engine: createEngine(), storage: createMemoryStorage()});
    const result = await store.getState().load(SAMPLE_TEXT, {fileName: 'assets-sample.csv'});
    expect(result.ok).toBe(true);
    expect(store.getState().project).toEqual(project);
  });

  it('sends the file and the key to the endpoint and uses the layout the server returns', async () => {
    const store = remoteStore(KEY);
    const result = await store.getState().load(new Blob([SAMPLE_TEXT]), {fileName: '자산목록.csv'});
    expect(result).toEqual({ok: true, problems: []});
    expect(store.getState().project?.nodes).toEqual(project.nodes);
    expect(store.getState().layout?.nodes).toEqual(layout.nodes);
    const headers = received[received.length - 1];
    expect(headers.get('X-API-Key')).toBe(KEY);
    expect(headers.get('X-File-Name')).toBe(encodeURIComponent('자산목록.csv'));
    expect(store.getState().project?.name).toBe('자산목록');
  });

  it('lays the server result out again here when the graph style asks for another layout', async () => {
    const store = remoteStore(KEY, {direction: 'DOWN'});
    expect((await store.getState().load(SAMPLE_TEXT)).ok).toBe(true);
    expect(store.getState().layout?.direction).toBe('DOWN');
  });

  it('passes the problems of an inventory the server could not draw', async () => {
    const store = remoteStore(KEY);
    const result = await store.getState().load('id,name,zone\nA1,one,Z\n');
    expect(result.ok).toBe(false);
    expect(result.problems.some((p) => p.severity === 'error' && p.code === 'missing-column' && p.params?.field === 'cbs')).toBe(true);
    expect(store.getState().status).toBe('error');
  });

  it('turns a 401 into an error the UI words clearly in both languages', async () => {
    const store = remoteStore('wrong');
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
