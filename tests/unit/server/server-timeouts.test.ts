// createNodeServer: the node:http server with headers, request and keep-alive timeouts set, so a
// client that sends slowly (or not at all) cannot hold a connection. Real sockets on 127.0.0.1.

import net from 'node:net';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {setTimeout as delay} from 'node:timers/promises';
import {afterEach, describe, expect, it} from 'vitest';
import {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  createNodeServer,
} from '../../../packages/palito/src/server/node-server';
import type {FetchHandler} from '../../../packages/palito/src/server/node-adapter';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(handler: FetchHandler, timeouts: Parameters<typeof createNodeServer>[1]): Promise<number> {
  server = createNodeServer(handler, timeouts);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Writes `parts` to a raw connection with `pause` ms between them; resolves with what came back and when. */
function slowClient(port: number, parts: string[], pause: number): Promise<{answer: string; ms: number}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await delay(pause);
      }
    });
    socket.on('data', (data: Buffer) => (answer += data.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({answer, ms: performance.now() - started}));
  });
}

const echoBody: FetchHandler = async (request) => new Response(`got ${(await request.text()).length} bytes`);

describe('createNodeServer', () => {
  it('sets the headers, request and keep-alive timeouts, with defaults tighter than Node\'s', () => {
    server = createNodeServer(echoBody);
    expect(server.headersTimeout).toBe(DEFAULT_HEADERS_TIMEOUT_MS);
    expect(server.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(DEFAULT_KEEP_ALIVE_TIMEOUT_MS);
    expect([DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS]).toEqual([10_000, 60_000, 5_000]);

    server = createNodeServer(echoBody, {headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 3_000});
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([1_000, 2_000, 3_000]);
  });

  it('answers 408 and closes a connection whose headers do not arrive in time', async () => {
    const port = await listen(echoBody, {headersTimeoutMs: 300, requestTimeoutMs: 5_000});
    // A slow-loris client: one header line every 200 ms, never the blank line that ends them.
    const lines = ['POST /convert HTTP/1.1\r\n', 'Host: x\r\n', ...Array.from({length: 20}, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const {answer, ms} = await slowClient(port, lines, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(1_500);
  });

  it('answers 408 to a body that trickles in past the request timeout', async () => {
    const port = await listen(echoBody, {headersTimeoutMs: 300, requestTimeoutMs: 600});
    const head = 'POST /convert HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n';
    const {answer, ms} = await slowClient(port, [head, ...Array.from({length: 20}, () => 'x')], 150);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(2_000);
  });

  it('does not count the conversion against the request timeout: a slow answer to a quick upload arrives', async () => {
    const port = await listen(
      async (request) => {
        const text = await request.text();
        await delay(900); // the conversion, longer than the request timeout
        return new Response(`converted ${text.length} bytes`);
      },
      {headersTimeoutMs: 200, requestTimeoutMs: 400},
    );
    const response = await fetch(`http://127.0.0.1:${port}/convert`, {method: 'POST', body: 'id,name'});
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('converted 7 bytes');
  });
});
