// Paces Docusaurus's link prefetching (see ./index.ts). Docusaurus's <Link> calls
// `window.docusaurus.prefetch(route)`, reading the object when it calls; the client entry sets
// `window.docusaurus` once, after this module has run. The setter below wraps what it is given:
// `preload` (a link hovered or touched: the reader is about to go there) stays immediate, and
// `prefetch` joins a queue that idle periods drain.

/** Start no further prefetch after this long in one idle period (one call takes up to ~7 ms). */
const SLICE_MS = 4;

if (typeof window !== 'undefined') {
  /** @type {string[]} */
  const queue = [];
  let scheduled = false;
  let docusaurus;

  const whenIdle = (callback) =>
    window.requestIdleCallback ? window.requestIdleCallback(callback, {timeout: 2000}) : window.setTimeout(callback, 50);

  const schedule = (prefetch) => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => {
      scheduled = false;
      const start = performance.now();
      while (queue.length > 0 && performance.now() - start < SLICE_MS) prefetch(queue.shift());
      if (queue.length > 0) schedule(prefetch);
    });
  };

  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => docusaurus,
    set(api) {
      docusaurus = Object.freeze({
        ...api,
        prefetch(routePath) {
          queue.push(routePath);
          schedule(api.prefetch);
          return true;
        },
      });
    },
  });
}

export {};
