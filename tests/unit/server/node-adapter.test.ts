// server/node-adapter.ts on its own, with small fetch-style handlers written for each case:
// what reaches the handler, what reaches the client, and when.

import http from 'node:http';
import {afterEach, describe, expect, it} from 'vitest';
import {createConversionHandler} from '../../../packages/palito/src/server/conversion-handler';
import type {FetchHandler} from '../../../packages/palito/src/server/node-adapter';
import {API_KEY_HEADER} from '../../../packages/palito/src/engine/remote';
import {sampleText} from './support/samples';
import {startServer, type TestServer} from './support/test-server';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: FetchHandler): Promise<TestServer> {
  server = await startServer(handler);
  return server;
}

describe('the request the handler gets', () => {
  it('has the method, URL, headers and body the client sent', async () => {
    const {port} = await serve(async (request) =>
      Response.json({
        method: request.method,
        url: new URL(request.url).pathname + new URL(request.url).search,
        custom: request.headers.get('x-custom'),
        body: await request.text(),
      }),
    );
    const response = await fetch(`http://127.0.0.1:${port}/convert?view=all`, {
      method: 'POST',
      headers: {'X-Custom': 'value'},
      body: '자산ID,자산명',
    });
    expect(await response.json()).toEqual({method: 'POST', url: '/convert?view=all', custom: 'value', body: '자산ID,자산명'});
  });

  it('streams the body: the handler can answer before the client has finished sending', async () => {
    const {port} = await serve(async (request) => {
      const reader = request.body!.getReader();
      const first = await reader.read();
      return new Response(`first chunk: ${first.value?.byteLength} bytes`);
    });
    // Only the first part is sent; the request stays open until the answer has arrived.
    // Were the body buffered before the handler ran, this would never be answered.
    const answer = await new Promise<string>((resolve, reject) => {
      const request = http.request({host: '127.0.0.1', port, method: 'POST', path: '/'}, (response) => {
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString('utf8')));
        response.on('end', () => {
          resolve(text);
          request.end();
        });
      });
      request.on('error', reject);
      request.write('hello');
    });
    expect(answer).toBe('first chunk: 5 bytes');
  });

  it("aborts the request's signal when the client goes away", async () => {
    let sawAbort!: () => void;
    const aborted = new Promise<void>((resolve) => (sawAbort = resolve));
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const {port} = await serve(
      (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => {
            sawAbort();
            resolve(new Response(null, {status: 499}));
          });
          started();
        }),
    );
    const request = http.request({host: '127.0.0.1', port, method: 'POST', path: '/'});
    request.on('error', () => {}); // the destroy below
    request.end('id,name');
    await handlerStarted;
    request.destroy();
    await expect(aborted).resolves.toBeUndefined();
  });
});

describe('the answer the client gets', () => {
  it('has the status, the headers (several Set-Cookie kept apart) and a streamed body', async () => {
    const {port} = await serve(async () => {
      const headers = new Headers({'Content-Type': 'text/plain; charset=utf-8', 'X-Answer': '42'});
      headers.append('Set-Cookie', 'a=1');
      headers.append('Set-Cookie', 'b=2');
      const parts = ['one ', 'two ', 'three'];
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const part = parts.shift();
          if (part === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(part));
        },
      });
      return new Response(body, {status: 201, headers});
    });
    const answer = await new Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}>((resolve) => {
      http.get({host: '127.0.0.1', port, path: '/'}, (response) => {
        let body = '';
        response.on('data', (part: Buffer) => (body += part.toString('utf8')));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body}));
      });
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-answer']).toBe('42');
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.body).toBe('one two three');
  });

  it('is a bare 500 when the handler throws, with nothing of the error in it', async () => {
    const {port} = await serve(async () => {
      throw new Error('secret detail');
    });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('Internal Server Error');
  });
});

describe('the conversion handler and a cancelled request', () => {
  it('answers 499 without converting when the request is already aborted', async () => {
    const handler = createConversionHandler({apiKeys: ['k'], onError: () => expect.fail('not an error')});
    const controller = new AbortController();
    controller.abort();
    const response = await handler(
      new Request('http://localhost/', {
        method: 'POST',
        headers: {[API_KEY_HEADER]: 'k'},
        body: sampleText('assets-sample.csv'),
        signal: controller.signal,
      }),
    );
    expect(response.status).toBe(499);
    expect(response.body).toBeNull();
  });
});
