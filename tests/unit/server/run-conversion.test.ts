// createConversionHandler's `runConversion` option: the in-thread runner for runtimes without worker
// threads, and how the handler answers each way a runner can end. Real HTTP on 127.0.0.1.

import {afterEach, describe, expect, it} from 'vitest';
import {API_KEY_HEADER, FILE_NAME_HEADER} from '../../../packages/palito/src/engine/remote';
import {ConversionLimitError, type RunConversion} from '../../../packages/palito/src/server/conversion-runner';
import {convertInThread} from '../../../packages/palito/src/server/convert-in-thread';
import {sampleText} from './support/samples';
import {startConversionServer, type TestServer} from './support/test-server';

const KEY = 'runner-key';

let server: TestServer | undefined;
const logged: unknown[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  logged.length = 0;
});

async function withRunner(runConversion: RunConversion): Promise<TestServer> {
  server = await startConversionServer({apiKeys: [KEY], runConversion, onError: (error) => logged.push(error)});
  return server;
}

function post({url}: TestServer, body = 'id,name', name = 'assets.csv'): Promise<Response> {
  return fetch(url, {method: 'POST', headers: {[API_KEY_HEADER]: KEY, [FILE_NAME_HEADER]: name}, body});
}

describe('convertInThread', () => {
  it('converts on the calling thread, with the same answers as the pool', async () => {
    const running = await withRunner(convertInThread);
    const ok = await post(running, sampleText('assets-sample.csv'));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as {project: {nodes: unknown[]}}).project.nodes).toHaveLength(39);

    const problems = await post(running, 'id,name\nA1,a');
    expect(problems.status).toBe(422);
    expect(await problems.json()).toMatchObject({error: {code: 'invalid-inventory'}, problems: expect.any(Array)});
  });
});

describe('what the handler hands a runner', () => {
  it("the file's cleaned-up name, its bytes and the request's signal", async () => {
    let seen: {name: string; text: string; signal: boolean} | undefined;
    await withRunner(async (file, signal) => {
      seen = {name: file.name, text: new TextDecoder().decode(file.data), signal: signal instanceof AbortSignal};
      return {status: 200, json: '{"ok":true}'};
    });
    const response = await post(server!, 'id,name', 'reports%2F%EC%9E%90%EC%82%B0.csv');
    expect(await response.text()).toBe('{"ok":true}');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(seen).toEqual({name: '자산.csv', text: 'id,name', signal: true});
  });
});

describe('a runner stopped by a limit', () => {
  it.each([
    ['server-busy', 503, {retryAfterSeconds: 7}, {}],
    ['conversion-timeout', 504, {limit: 20_000}, {limit: 20_000}],
    ['conversion-out-of-memory', 500, {limit: 512}, {limit: 512}],
  ] as const)('%s is answered %i with its code and limit', async (code, status, details, inBody) => {
    await withRunner(async () => {
      throw new ConversionLimitError(code, `stopped: ${code}`, details);
    });
    const response = await post(server!);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({error: {code, message: `stopped: ${code}`, ...inBody}});
    expect(response.headers.get('retry-after')).toBe(code === 'server-busy' ? '7' : null);
    // A full queue is load, not news for the log; a file stopped by a limit is.
    expect(logged).toHaveLength(code === 'server-busy' ? 0 : 1);
  });

  it('any other failure is a 500 server-error that says nothing of the cause', async () => {
    await withRunner(async () => {
      throw new Error('worker exploded: secret detail');
    });
    const response = await post(server!);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({error: {code: 'server-error', message: 'The server could not convert the file.'}});
    expect(logged).toEqual([expect.objectContaining({message: 'worker exploded: secret detail'})]);
  });
});
