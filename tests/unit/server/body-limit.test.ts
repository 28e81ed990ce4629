// The body limit, over real HTTP on a server that accepts 1 KiB: an honest Content-Length is
// refused before reading, a body without one is counted as it streams, and a Content-Length that
// lies does not get a bigger body past the count.

import http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createConversionHandler} from '../../../packages/palito/src/server/conversion-handler';
import {API_KEY_HEADER, RemoteConversionError, convertRemotely, remoteErrorMessage} from '../../../packages/palito/src/engine/remote';
import {rawRequest} from './support/raw-request';
import {startConversionServer, type TestServer} from './support/test-server';

const KEY = 'limit-test-key';
const LIMIT = 1024;

let server: TestServer;

beforeAll(async () => {
  server = await startConversionServer({apiKeys: [KEY], maxBodyBytes: LIMIT});
});

afterAll(() => server.close());

/** A well-formed inventory of about `bytes` bytes (one zone, one CBS, many small assets). */
function inventoryOfSize(bytes: number): string {
  const lines = ['id,name,zone,cbs'];
  for (let i = 1; lines.join('\n').length < bytes; i++) lines.push(`N${i},n${i},Z,C`);
  return `${lines.join('\n')}\n`;
}

const TOO_LARGE_BODY = {
  error: {code: 'payload-too-large', message: 'The file is larger than the 1024 bytes this server accepts.', limit: LIMIT},
};

describe('a body over the limit', () => {
  it('is refused with payload-too-large and the limit, worded for the user', async () => {
    const error = await convertRemotely({
      endpoint: server.url,
      apiKey: KEY,
      file: {name: 'big.csv', data: inventoryOfSize(2 * LIMIT)},
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RemoteConversionError);
    expect(error).toMatchObject({code: 'payload-too-large', status: 413, limit: LIMIT});
    expect(remoteErrorMessage(error, 'ko')).toBe(
      '파일이 너무 큽니다. 서버에서 받을 수 있는 최대 크기는 1 KB입니다. 파일을 나누거나 필요 없는 열을 지운 뒤 다시 시도해 주세요.',
    );
    expect(remoteErrorMessage(error, 'en')).toBe(
      'The file is too large: the server accepts files up to 1 KB. Split it or remove unneeded columns, then try again.',
    );
  });

  it('without a Content-Length (chunked) is counted while it streams and refused', async () => {
    const chunk = new Uint8Array(300).fill(0x41);
    const answer = await rawRequest({
      port: server.port,
      headers: {[API_KEY_HEADER]: KEY},
      chunks: [chunk, chunk, chunk, chunk, chunk], // 1500 bytes, none of them announced
    });
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE_BODY);
  });

  it('is refused from its Content-Length alone, before the body is read', async () => {
    // The header claims 10 MB and no byte of the body is ever sent: the answer cannot wait for it.
    let request: http.ClientRequest | undefined;
    const answer = await new Promise<{status: number; body: string}>((resolve, reject) => {
      request = http.request(
        {host: '127.0.0.1', port: server.port, path: '/', method: 'POST', headers: {[API_KEY_HEADER]: KEY, 'Content-Length': '10000000'}},
        (response) => {
          let body = '';
          response.on('data', (part: Buffer) => (body += part.toString('utf8')));
          response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
        },
      );
      request.on('error', reject);
      // Only the headers go out; the request stays open, so the server must answer without the body.
      request.flushHeaders();
    });
    request?.destroy();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE_BODY);
  });

  it('whose Content-Length lies (says 10, streams 4 KiB) is still cut off at the limit', async () => {
    // Over HTTP/1.1 a lying length cannot smuggle bytes in: Node frames the body by the header.
    // A runtime handing the handler a Request directly can lie, so the handler counts anyway.
    const handler = createConversionHandler({apiKeys: [KEY], maxBodyBytes: LIMIT});
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4096) return controller.close();
        sent += 512;
        controller.enqueue(new Uint8Array(512).fill(0x42));
      },
    });
    const request = new Request('http://localhost/convert', {
      method: 'POST',
      headers: {[API_KEY_HEADER]: KEY, 'Content-Length': '10'},
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE_BODY);
    // Reading stopped just past the limit: 3 chunks of 512 bytes, not the whole 4 KiB.
    expect(sent).toBeLessThanOrEqual(LIMIT + 2 * 512);
  });
});

describe('a body at the limit', () => {
  it('exactly 1024 bytes is accepted and converted', async () => {
    const csv = inventoryOfSize(LIMIT - 40);
    const padded = csv + ' '.repeat(LIMIT - new TextEncoder().encode(csv).byteLength);
    expect(new TextEncoder().encode(padded).byteLength).toBe(LIMIT);
    const result = await convertRemotely({endpoint: server.url, apiKey: KEY, file: {name: 'exact.csv', data: padded}});
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.project.nodes.length).toBe(csv.trim().split('\n').length - 1);
  });
});

describe('the connection after a refusal', () => {
  // Far more than one socket read, so most of it is still unread when the server answers.
  const big = new Uint8Array(256 * 1024).fill(0x43);
  const small = new TextEncoder().encode('id,name,zone,cbs\nA,a,Z,C\n');

  async function nextRequestAfter(refusedHeaders: Record<string, string>, expectedStatus: number): Promise<void> {
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    try {
      const refused = await rawRequest({port: server.port, headers: refusedHeaders, chunks: [big, big, big, big], agent});
      expect(refused.status).toBe(expectedStatus);
      const accepted = await rawRequest({
        port: server.port,
        headers: {[API_KEY_HEADER]: KEY, 'Content-Length': String(small.byteLength)},
        chunks: [small],
        agent,
      });
      expect(accepted.status).toBe(200);
      expect(JSON.parse(accepted.body).project.nodes).toHaveLength(1);
      // Same connection: the unread rest of the refused body was discarded, not left to be
      // parsed as the next request.
      expect(refused.localPort).toBeGreaterThan(0);
      expect(accepted.localPort).toBe(refused.localPort);
    } finally {
      agent.destroy();
    }
  }

  it('serves the next request on the same kept-alive connection after a 413', () =>
    nextRequestAfter({[API_KEY_HEADER]: KEY}, 413));

  it('and after a 401, whose body was never read', () => nextRequestAfter({[API_KEY_HEADER]: 'wrong'}, 401));
});
