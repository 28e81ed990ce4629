// The conversion server and its client, as a pair over real HTTP: server/conversion-handler.ts
// behind server/node-adapter.ts, called by src/palito/api/convertRemotely. No mocks.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {formatProblem} from '../../../packages/palito/src/engine/messages/format-problem';
import type {Problem} from '../../../packages/palito/src/engine/model/problem';
import type {TopologyResult} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {
  API_KEY_HEADER,
  RemoteConversionError,
  convertRemotely,
  remoteErrorMessage,
} from '../../../packages/palito/src/engine/remote';
import {fixtureBytes, sampleText} from './support/samples';
import {startConversionServer, type TestServer} from './support/test-server';
import {xlsxFromCsv} from './support/xlsx';

const KEY = 'test-key-9f2c1d';
const OTHER_KEY = 'second-key-for-rotation';

let server: TestServer;

beforeAll(async () => {
  server = await startConversionServer({apiKeys: [KEY, OTHER_KEY]});
});

afterAll(() => server.close());

type Success = Extract<TopologyResult, {ok: true}>;

function expectSuccess(result: TopologyResult): Success {
  if (!result.ok) throw new Error(`expected a topology, got problems: ${JSON.stringify(result.problems)}`);
  return result;
}

/** 39 assets in 4 zones and 11 CBS groups, every asset placed by the layout. */
function expectWholeSample(result: Success): void {
  const {project, layout} = result;
  expect(project.nodes).toHaveLength(39);
  expect(project.zones).toHaveLength(4);
  expect(project.cbs).toHaveLength(11);
  expect(layout.view).toBe('all');
  expect(layout.nodes).toHaveLength(39);
  const placed = new Map(layout.nodes.map((node) => [node.id, node]));
  for (const node of project.nodes) {
    const box = placed.get(node.id);
    expect(box, `layout position for ${node.id}`).toBeDefined();
    expect(Number.isFinite(box!.x) && Number.isFinite(box!.y)).toBe(true);
    expect(box!.width).toBeGreaterThan(0);
    expect(box!.parentId).toBe(node.cbsId);
  }
  // Zones and CBS groups are boxes too: 4 + 11.
  expect(layout.groups).toHaveLength(15);
}

async function rejectionOf(promise: Promise<unknown>): Promise<RemoteConversionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RemoteConversionError);
  return error as RemoteConversionError;
}

describe('a valid key', () => {
  it('converts the English sample into the laid-out project', async () => {
    const result = expectSuccess(
      await convertRemotely({
        endpoint: server.url,
        apiKey: KEY,
        file: {name: 'assets-sample.csv', data: sampleText('assets-sample.csv')},
      }),
    );
    expectWholeSample(result);
    expect(result.project.name).toBe('assets-sample');
    expect(result.project.zones.map((zone) => zone.name)).toContain('Internet DMZ');
    expect(result.warnings).toEqual([]);
    expect(result.timings.layout).toBeGreaterThan(0);
    // Relationship analysis ran on the server: every edge has a kind and both ends exist.
    const ids = new Set(result.project.nodes.map((node) => node.id));
    expect(result.project.edges.length).toBeGreaterThan(0);
    for (const edge of result.project.edges) {
      expect(ids.has(edge.source) && ids.has(edge.target)).toBe(true);
      expect(['intra-cbs', 'inter-cbs', 'inter-zone']).toContain(edge.kind);
    }
  });

  it('converts the Korean sample, sent as bytes with a Korean file name', async () => {
    const bytes = new TextEncoder().encode(sampleText('assets-sample.ko.csv'));
    const result = expectSuccess(
      await convertRemotely({endpoint: server.url, apiKey: OTHER_KEY, file: {name: '자산 목록.csv', data: bytes}}),
    );
    expectWholeSample(result);
    // The name crossed the header percent-encoded and came back whole.
    expect(result.project.name).toBe('자산 목록');
    expect(result.project.zones.map((zone) => zone.name)).toContain('인터넷 DMZ');
    expect(result.project.nodes.find((node) => node.id === 'A003')?.status).toBe('warning');
  });

  it('converts an XLSX workbook sent as a Blob', async () => {
    const xlsx = await xlsxFromCsv(sampleText('assets-sample.csv'));
    const blob = new Blob([xlsx], {type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'});
    const result = expectSuccess(
      await convertRemotely({endpoint: server.url, apiKey: KEY, file: {name: 'assets.xlsx', data: blob}}),
    );
    expectWholeSample(result);
    expect(result.project.name).toBe('assets');
  });

  it('answers the same project whether the file is CSV or XLSX', async () => {
    const csv = sampleText('assets-sample.csv');
    const [fromCsv, fromXlsx] = await Promise.all([
      convertRemotely({endpoint: server.url, apiKey: KEY, file: {name: 'a.csv', data: csv}}),
      convertRemotely({endpoint: server.url, apiKey: KEY, file: {name: 'a.xlsx', data: (await xlsxFromCsv(csv)).buffer as ArrayBuffer}}),
    ]);
    const edgesOf = (result: TopologyResult) => expectSuccess(result).project.edges.map((e) => `${e.source}-${e.target}:${e.kind}`);
    expect(edgesOf(fromXlsx)).toEqual(edgesOf(fromCsv));
  });
});

describe('a file the engine cannot draw', () => {
  it('binary garbage answers 422 with the not-tabular problem, as a normal result', async () => {
    const result = await convertRemotely({
      endpoint: server.url,
      apiKey: KEY,
      file: {name: 'diagram.png', data: fixtureBytes('not-a-table.png')},
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.code)).toEqual(['not-tabular']);
    expect(result.problems[0].severity).toBe('error');
  });

  it('a CSV without the zone column answers 422 with missing-column for zone', async () => {
    const withoutZone = sampleText('assets-sample.csv')
      .trim()
      .split('\n')
      .map((line) => line.split(',').filter((_, index) => index !== 4).join(','))
      .join('\n');
    expect(withoutZone.split('\n')[0]).toBe('id,name,type,ip,cbs,status,connections');
    const result = await convertRemotely({endpoint: server.url, apiKey: KEY, file: {name: 'no-zone.csv', data: withoutZone}});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const missing = result.problems.filter((p) => p.code === 'missing-column');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({severity: 'error', row: 1, params: {field: 'zone'}});
    // The problems arrive as the engine made them, so the UI words them as it does local ones.
    expect(formatProblem(missing[0], 'en')).toBe('Row 1: The required zone column is missing. Name it one of: zone, 존, 영역.');
  });

  it('the 422 body carries the error code, the problems and JSON content type', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: {[API_KEY_HEADER]: KEY},
      body: 'id,name\n1,a\n',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as {error: {code: string}; problems: Problem[]};
    expect(body.error.code).toBe('invalid-inventory');
    expect(body.problems.filter((p) => p.code === 'missing-column').map((p) => p.params.field)).toEqual(['zone', 'cbs']);
  });
});

describe('the API key', () => {
  it('a wrong key is refused with invalid-api-key and worded for the user', async () => {
    const error = await rejectionOf(
      convertRemotely({endpoint: server.url, apiKey: 'not-the-key', file: {name: 'a.csv', data: sampleText('assets-sample.csv')}}),
    );
    expect(error.code).toBe('invalid-api-key');
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('The API key is not valid.');
    expect(remoteErrorMessage(error, 'ko')).toBe('API 키가 올바르지 않습니다. 키를 확인하고 다시 시도해 주세요.');
    expect(remoteErrorMessage(error, 'en')).toBe('The API key is not valid. Check the key and try again.');
  });

  it('a valid key with one character more or less is refused', async () => {
    for (const apiKey of [KEY.slice(0, -1), `${KEY}x`, KEY.toUpperCase()]) {
      const error = await rejectionOf(convertRemotely({endpoint: server.url, apiKey, file: {name: 'a.csv', data: 'id'}}));
      expect(error.code).toBe('invalid-api-key');
    }
  });

  it('a missing key is refused with 401 and a JSON error', async () => {
    const error = await rejectionOf(
      convertRemotely({endpoint: server.url, apiKey: '', file: {name: 'a.csv', data: sampleText('assets-sample.csv')}}),
    );
    expect(error.code).toBe('invalid-api-key');
    expect(error.status).toBe(401);

    const response = await fetch(server.url, {method: 'POST', body: 'id,name,zone,cbs\n1,a,z,c\n'});
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: {code: 'invalid-api-key', message: 'No API key: send one in the X-API-Key header.'},
    });
  });

  it('a key that cannot travel in a header is refused before anything is sent', async () => {
    const error = await rejectionOf(convertRemotely({endpoint: server.url, apiKey: '키', file: {name: 'a.csv', data: 'x'}}));
    expect(error.code).toBe('invalid-api-key');
    expect(error.status).toBeUndefined();
  });
});

describe('methods', () => {
  it('GET answers 405 with Allow: POST', async () => {
    const response = await fetch(server.url, {headers: {[API_KEY_HEADER]: KEY}});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await response.json()) as {error: {code: string}}).error.code).toBe('method-not-allowed');
  });

  it('OPTIONS answers 405 too while CORS is off', async () => {
    const response = await fetch(server.url, {method: 'OPTIONS'});
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
