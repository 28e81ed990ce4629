// Loads elkjs's bundled build, which lays out on the calling thread: in Node, and inside our own
// Worker (layout.worker.ts), so the page's thread is never blocked.
//
// Why the `document` stand-in: the bundle's GWT wrapper decides "I am ELK's own web worker" when
// it sees `self` without `document` (true in any Worker, and on Node >= 22), and then takes over
// `self.onmessage` instead of exporting its layout engine, so `new ELK()` fails with
// "_Worker is not a constructor" (kieler/elkjs#141). Defining `document` for the moment the module
// evaluates sends it down its normal CommonJS path. It is removed again straight after.
// This matters where the sources run as they are (Node, the unit tests). The built package does
// not depend on it: vite.config.ts vendors elkjs with a `document` of its own and imports it
// statically, so whenever a consumer's bundler evaluates it, it takes the export path.

import type {ELK} from 'elkjs/lib/elk-api';

let loading: Promise<ELK> | undefined;

async function importElk(): Promise<ELK> {
  const scope = globalThis as {document?: unknown};
  const standIn = typeof scope.document === 'undefined';
  if (standIn) scope.document = {};
  try {
    const module = await import('elkjs/lib/elk.bundled.js');
    const Elk = (module.default ?? module) as unknown as new () => ELK;
    return new Elk();
  } finally {
    if (standIn) delete scope.document;
  }
}

/** One ELK instance per thread, created on first use. */
export function loadElk(): Promise<ELK> {
  loading ??= importElk().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
