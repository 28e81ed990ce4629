// Runs a fetch-style handler (Request -> Response) as a Node `http` request listener.
//
// The body is handed over as a stream that reads from the socket only when the handler asks
// for more, so an upload is never held in memory beyond what the handler itself keeps. When
// the client goes away, the Request's signal aborts, so the handler can stop working for nobody.

import type {IncomingMessage, RequestListener, ServerResponse} from 'node:http';

export type FetchHandler = (request: Request) => Promise<Response>;

/** The body as a web stream, pulled from the socket one chunk at a time. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        // Wait for the handler to read before taking more from the socket.
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
      req.pause();
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      discardUnreadBody(req);
    },
  });
}

/**
 * Reads what is left of the body to nowhere. Closing the socket instead would make the client
 * see a reset rather than our answer (a 413 it should show); the server's request timeout bounds
 * how long a client can keep sending.
 */
function discardUnreadBody(req: IncomingMessage): void {
  if (req.complete) return;
  req.removeAllListeners('data');
  req.resume();
}

function hostOf(req: IncomingMessage): string {
  const host = req.headers.host;
  try {
    if (host) return new URL(`http://${host}`).host;
  } catch {
    // A malformed Host header: the handler does not route by it, so any host will do.
  }
  return 'localhost';
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]); // skip HTTP/2 pseudo-headers
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // `duplex: 'half'` is required by Node's fetch for a streamed body; the DOM typings lack it.
  const init: RequestInit & {duplex: 'half'} = {method, headers, signal, duplex: 'half'};
  if (hasBody) init.body = bodyStream(req);
  return new Request(new URL(req.url ?? '/', `http://${hostOf(req)}`), init);
}

/** Resolves when the response can take more data, or is gone. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

async function writeResponse(response: Response, res: ServerResponse, signal: AbortSignal): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      if (signal.aborted) {
        await reader.cancel();
        return;
      }
      if (!res.write(value)) await writable(res);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

function plainError(res: ServerResponse, status: number, text: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

async function serve(handler: FetchHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const controller = new AbortController();
  // 'close' comes when the answer has been sent, or earlier when the connection dropped.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  // The next request on a keep-alive connection can only be read once this body is consumed.
  res.on('finish', () => discardUnreadBody(req));

  let request: Request;
  try {
    request = toRequest(req, controller.signal);
  } catch {
    // A method or header value that the Fetch API refuses (TRACE, say).
    plainError(res, 400, 'Bad Request');
    return;
  }
  let response: Response;
  try {
    response = await handler(request);
  } catch {
    // The handler should answer errors itself; this is the last resort, with nothing leaked.
    plainError(res, 500, 'Internal Server Error');
    return;
  }
  await writeResponse(response, res, controller.signal);
}

export function nodeAdapter(handler: FetchHandler): RequestListener {
  return (req, res) => {
    void serve(handler, req, res);
  };
}
