// A request written by hand with node:http, for what fetch will not send: no Content-Length,
// a chunked body, several requests on one kept-alive connection.

import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The client side's port: two answers with the same one came over the same connection. */
  localPort?: number;
}

export interface RawRequest {
  port: number;
  method?: string;
  headers?: Record<string, string>;
  /** Written one after the other; without a Content-Length header Node sends them chunked. */
  chunks?: Uint8Array[];
  agent?: http.Agent;
}

export function rawRequest({port, method = 'POST', headers = {}, chunks = [], agent}: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({host: '127.0.0.1', port, path: '/convert', method, headers, agent}, (response) => {
      const parts: Buffer[] = [];
      // Read now: a kept-alive socket goes back to its agent once the answer ends.
      const localPort = response.socket?.localPort;
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts).toString('utf8'),
          localPort,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}
