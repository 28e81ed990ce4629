// The browser bundle's entry (see ./index.ts): Docusaurus's client entry, started after the first
// paint and evaluated in steps, one task each. Every import is eager: the modules are in main.js
// already, and importing one runs it (and what it imports) once; clientEntry's own imports of them
// then find them done.

/** Runs `start` just after the first frame is painted (requestAnimationFrame comes just before
 * it). A page opened in a background tab gets no frames, so it starts at once. */
function afterFirstPaint(start) {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
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
