// One POST to the conversion API, timed from the first byte sent to the last byte of the answer.
// node:http rather than fetch: it says when the body has been handed to the socket (`sent`), and a
// heavy answer (tens of MB of JSON) is counted, not parsed.

import http from 'node:http';

export interface TimedAnswer {
  status: number;
  retryAfter?: string;
  ms: number;
  bytes: number;
}

/** No kept-alive sockets and no cap on them: every request is a connection of its own, all at once. */
const agent = new http.Agent({keepAlive: false, maxSockets: Infinity});

export function timedPost(port: number, apiKey: string, name: string, body: Uint8Array, sent?: () => void): Promise<TimedAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/convert',
        method: 'POST',
        agent,
        headers: {'X-API-Key': apiKey, 'X-File-Name': name, 'Content-Length': String(body.length)},
      },
      (response) => {
        let bytes = 0;
        response.on('data', (part: Buffer) => (bytes += part.length));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({status: response.statusCode ?? 0, retryAfter, ms: performance.now() - started, bytes});
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body, sent);
  });
}
