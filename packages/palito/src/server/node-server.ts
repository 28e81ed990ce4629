// A node:http server around a fetch-style handler, with timeouts that keep slow or idle clients from
// holding connections open. Node's own defaults give a client 60 s for its headers and 5 minutes
// for its body, and check them only every 30 s: plenty for a slow-loris caller to tie the server up.

import {createServer, type Server} from 'node:http';
import {nodeAdapter, type FetchHandler} from './node-adapter';

export interface ServerTimeouts {
  /** Milliseconds a client has to send the request's headers (408 after). Default 10 000. */
  headersTimeoutMs?: number;
  /**
   * Milliseconds a client has to send the whole request, body included (408 after). The conversion
   * itself is not counted: it has its own limit (the pool's `timeoutMs`). Default 60 000.
   */
  requestTimeoutMs?: number;
  /**
   * Milliseconds an idle kept-alive connection stays open. Behind a proxy or load balancer that
   * reuses connections, make it longer than the proxy's own idle timeout, or the proxy may send a
   * request just as the server closes the connection. Default 5 000 (Node's).
   */
  keepAliveTimeoutMs?: number;
}

export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** `http.createServer(nodeAdapter(handler))` with the timeouts set. Call `listen()` on it. */
export function createNodeServer(handler: FetchHandler, timeouts: ServerTimeouts = {}): Server {
  const headersTimeout = timeouts.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = timeouts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // Node enforces the two timeouts only when it checks its connections: check often enough that
      // a client overstays by a quarter of the shorter one at most.
      connectionsCheckingInterval: Math.max(50, Math.min(headersTimeout, requestTimeout) / 4),
    },
    nodeAdapter(handler),
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
