// The browser bundle's entry (see ./index.ts): Docusaurus's client entry, started once the first
// frame is on screen and evaluated in steps, one task each. Every import is eager: the modules are
// in main.js already, and importing one runs it (and what it imports) once; clientEntry's own
// imports of them then find them done.

/** Runs `start` once the first frame is on screen: when the browser reports the first contentful
 * paint, which it does after the frame is presented (requestAnimationFrame comes before the frame
 * is even painted, and Chromium presented it after the first step had run). A page that is hidden
 * gets no frames, so it starts at once, or as soon as it is hidden; and whatever happens, it starts
 * within 5 s. */
function afterFirstPaint(start) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return startOnce();
  document.addEventListener('visibilitychange', startOnce, {once: true});
  setTimeout(startOnce, 5000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    return undefined;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({type: 'paint', buffered: true});
  return undefined;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterFirstPaint(async () => {
  // React and react-dom: about a third of the evaluation.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The app: the theme, the client modules, the routes.
  await import(/* webpackMode: "eager" */ '@palito/docusaurus-client-app');
  await nextTask();
  // What is left: the router, the preloading of the page's chunks, and the hydration, which
  // React runs in a transition, in slices.
  await import(/* webpackMode: "eager" */ '@palito/docusaurus-client-entry');
});
