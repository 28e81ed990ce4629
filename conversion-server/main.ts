// Starts the conversion API as a plain Node HTTP server:
//
//   PALITO_API_KEYS=key1,key2 node --import tsx conversion-server/main.ts --port 8787 --host 127.0.0.1
//
// It refuses to start without keys. Serve it behind a TLS-terminating proxy: the key travels
// in a header, so plain HTTP is for localhost only. Conversions run in a pool of worker threads
// (see --help for its limits), so a hostile file never blocks or takes down the server.

import type {AddressInfo} from 'node:net';
import {createConversionHandler, createConversionPool, createNodeServer, readServerConfig} from 'palito/server';

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

async function main(): Promise<void> {
  const read = readServerConfig(process.argv.slice(2), process.env);
  if (!read.ok) {
    console.error(read.message);
    process.exitCode = 1;
    return;
  }
  const {config} = read;
  const pool = createConversionPool(config.pool);
  try {
    // Workers that cannot start (a heap limit too small for the engine, say) should stop the
    // server here, not fail every request later.
    await pool.warm();
  } catch (error) {
    console.error('Cannot start the conversion workers:', error);
    process.exitCode = 1;
    await pool.close();
    return;
  }
  const handler = createConversionHandler({
    apiKeys: config.apiKeys,
    maxBodyBytes: config.maxBodyBytes,
    allowOrigin: config.allowOrigin,
    runConversion: pool.run,
  });
  const server = createNodeServer(handler, config.timeouts);

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exitCode = 1;
    void pool.close();
  });
  server.listen(config.port, config.host, () => {
    const keys = config.apiKeys.length === 1 ? '1 API key' : `${config.apiKeys.length} API keys`;
    console.log(`Palito conversion API listening on ${urlOf(server.address() as AddressInfo)} (${keys})`);
  });

  const stop = () => {
    // Finish the conversions in flight, take no new ones; then the workers go.
    server.close();
    server.closeIdleConnections();
    void pool.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
