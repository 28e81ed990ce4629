// What the client reports when the conversion does not get as far as the engine's answer
// (a server fault, no server, a cancel), and the CORS answers browsers need. Real servers, no mocks.

import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  API_KEY_HEADER,
  RemoteConversionError,
  convertRemotely,
  isRemoteConversionError,
  remoteErrorMessage,
} from '../../../packages/palito/src/engine/remote';
import {sampleText} from './support/samples';
import {startConversionServer, startServer, type TestServer} from './support/test-server';

const KEY = 'cors-test-key';
const ORIGIN = 'https://docs.example.com';
const SECRET = 'db password is hunter2';

let faulty: TestServer;
let withCors: TestServer;
const logged: unknown[] = [];

beforeAll(async () => {
  faulty = await startConversionServer({
    // A key store that fails: the handler must answer 500 without saying why.
    apiKeys: () => {
      throw new Error(SECRET);
    },
    onError: (error) => logged.push(error),
  });
  withCors = await startConversionServer({apiKeys: [KEY], allowOrigin: ORIGIN});
});

afterAll(async () => {
  await Promise.all([faulty.close(), withCors.close()]);
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

describe('an unexpected exception on the server', () => {
  it('answers 500 with a JSON error that leaks neither the message nor the stack', async () => {
    const response = await fetch(faulty.url, {method: 'POST', headers: {[API_KEY_HEADER]: 'any'}, body: 'id'});
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({error: {code: 'server-error', message: 'The server could not convert the file.'}});
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\bat .*\.ts:\d+/);
    // ...while the server's log got the real error.
    expect(logged.some((error) => error instanceof Error && error.message === SECRET)).toBe(true);
  });

  it('reaches the client as server-error with the status, worded for the user', async () => {
    const error = await rejectionOf(convertRemotely({endpoint: faulty.url, apiKey: 'any', file: {name: 'a.csv', data: 'id'}}));
    expect(error).toBeInstanceOf(RemoteConversionError);
    expect(error).toMatchObject({code: 'server-error', status: 500});
    expect(remoteErrorMessage(error, 'ko')).toBe('변환 서버에서 오류가 발생했습니다(HTTP 500). 잠시 후 다시 시도해 주세요.');
    expect(remoteErrorMessage(error, 'en')).toBe(
      'The conversion server ran into an error (HTTP 500). Please try again in a moment.',
    );
  });

});

describe('answers that are not from the conversion server', () => {
  // A proxy or gateway in front of the server answers with its own pages, not our JSON.
  let proxy: TestServer;

  beforeAll(async () => {
    proxy = await startServer(async (request) => {
      const status = Number(new URL(request.url).searchParams.get('status'));
      return new Response('<html><body>nginx</body></html>', {status, headers: {'Content-Type': 'text/html'}});
    });
  });

  afterAll(() => proxy.close());

  const convertVia = (status: number) =>
    rejectionOf(convertRemotely({endpoint: `${proxy.url}?status=${status}`, apiKey: KEY, file: {name: 'a.csv', data: 'id'}}));

  it('a 502 page is server-error with its status', async () => {
    expect(await convertVia(502)).toMatchObject({code: 'server-error', status: 502});
  });

  it('a 200 that is not a conversion result is server-error, not a broken project', async () => {
    expect(await convertVia(200)).toMatchObject({code: 'server-error', status: 200});
  });

  it("a proxy's own 503 is server-busy and its 504 conversion-timeout, the figures unknown", async () => {
    const busy = await convertVia(503);
    expect(busy).toMatchObject({code: 'server-busy', status: 503});
    expect((busy as RemoteConversionError).retryAfterSeconds).toBeUndefined();
    const timeout = await convertVia(504);
    expect(timeout).toMatchObject({code: 'conversion-timeout', status: 504});
    expect((timeout as RemoteConversionError).limit).toBeUndefined();
  });

  it("a proxy's own 413 is payload-too-large, with the limit unknown", async () => {
    const error = await convertVia(413);
    expect(error).toMatchObject({code: 'payload-too-large', status: 413});
    expect((error as RemoteConversionError).limit).toBeUndefined();
    expect(remoteErrorMessage(error, 'ko')).toBe(
      '파일이 서버에서 받을 수 있는 크기를 넘습니다. 파일을 나누거나 필요 없는 열을 지운 뒤 다시 시도해 주세요.',
    );
  });
});

describe('no server', () => {
  it('a refused connection is a network error, worded for the user', async () => {
    const gone = await startConversionServer({apiKeys: [KEY]});
    const endpoint = gone.url;
    await gone.close(); // nothing listens on that port any more
    const error = await rejectionOf(
      convertRemotely({endpoint, apiKey: KEY, file: {name: 'a.csv', data: sampleText('assets-sample.csv')}}),
    );
    expect(error).toBeInstanceOf(RemoteConversionError);
    expect(error).toMatchObject({code: 'network'});
    expect((error as RemoteConversionError).status).toBeUndefined();
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(remoteErrorMessage(error, 'ko')).toBe(
      '변환 서버에 연결할 수 없습니다. 네트워크 연결과 서버 주소(endpoint)를 확인해 주세요.',
    );
    expect(remoteErrorMessage(error, 'en')).toBe(
      'Cannot reach the conversion server. Check your network connection and the server address (endpoint).',
    );
  });
});

describe('cancelling', () => {
  it('rejects with the AbortError, not a RemoteConversionError', async () => {
    const controller = new AbortController();
    const pending = convertRemotely({
      endpoint: withCors.url,
      apiKey: KEY,
      file: {name: 'a.csv', data: sampleText('assets-sample.csv')},
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejectionOf(pending);
    expect((error as Error).name).toBe('AbortError');
    expect(isRemoteConversionError(error)).toBe(false);
    expect(remoteErrorMessage(error, 'ko')).toBe('변환을 취소했습니다.');
    expect(remoteErrorMessage(error, 'en')).toBe('The conversion was cancelled.');
  });
});

describe('CORS, when an origin is configured', () => {
  it('answers the preflight with the allowed origin, method and headers', async () => {
    const response = await fetch(withCors.url, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, x-file-name, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, X-API-Key, X-File-Name');
    expect(response.headers.get('vary')).toBe('Origin');
    // The preflight itself needs no key: browsers never send one with it.
  });

  it('marks every answer, success and refusal alike, so the page can read it', async () => {
    const ok = await fetch(withCors.url, {
      method: 'POST',
      headers: {[API_KEY_HEADER]: KEY, Origin: ORIGIN},
      body: sampleText('assets-sample.csv'),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    // A 503's Retry-After is not a header pages may read unless the server says so.
    expect(ok.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(((await ok.json()) as {project: {nodes: unknown[]}}).project.nodes).toHaveLength(39);

    const refused = await fetch(withCors.url, {method: 'POST', headers: {Origin: ORIGIN}, body: 'x'});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(ORIGIN);

    const wrongMethod = await fetch(withCors.url, {method: 'PUT', body: 'x'});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
