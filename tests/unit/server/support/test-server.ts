// A real Node HTTP server running the conversion handler, on a free port of 127.0.0.1.

import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createConversionHandler, type ConversionHandlerOptions, type FetchHandler} from '../../../../packages/palito/src/server/conversion-handler';
import {nodeAdapter} from '../../../../packages/palito/src/server/node-adapter';

export interface TestServer {
  /** The endpoint, e.g. http://127.0.0.1:43121/convert */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(handler: FetchHandler): Promise<TestServer> {
  const server = http.createServer(nodeAdapter(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/convert`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function startConversionServer(options: ConversionHandlerOptions): Promise<TestServer> {
  return startServer(createConversionHandler(options));
}
