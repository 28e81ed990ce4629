// Starts the conversion API as a plain Node HTTP server:
//
//   PALITO_API_KEYS=key1,key2 node --import tsx server/main.ts --port 8787 --host 127.0.0.1
//
// It refuses to start without keys. Serve it behind a TLS-terminating proxy: the key travels
// in a header, so plain HTTP is for localhost only.

import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createConversionHandler, nodeAdapter, readServerConfig} from 'palito/server';

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function main(): void {
  const read = readServerConfig(process.argv.slice(2), process.env);
  if (!read.ok) {
    console.error(read.message);
    process.exitCode = 1;
    return;
  }
  const {config} = read;
  const handler = createConversionHandler({
    apiKeys: config.apiKeys,
    maxBodyBytes: config.maxBodyBytes,
    allowOrigin: config.allowOrigin,
  });
  const server = createServer(nodeAdapter(handler));

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exitCode = 1;
  });
  server.listen(config.port, config.host, () => {
    const keys = config.apiKeys.length === 1 ? '1 API key' : `${config.apiKeys.length} API keys`;
    console.log(`Palito conversion API listening on ${urlOf(server.address() as AddressInfo)} (${keys})`);
  });

  const stop = () => {
    // Finish the conversions in flight, take no new ones.
    server.close();
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main();
