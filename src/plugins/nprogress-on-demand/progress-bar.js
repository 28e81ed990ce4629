// Stands in for the classic theme's nprogress client module (../index.ts): the same bar, shown
// when a route change takes more than 200 ms, with nprogress loaded in a chunk of its own.
import '@docusaurus/theme-classic/lib/nprogress.css';
import {saveData} from '@site/src/utils/save-data';

const DELAY_MS = 200;

/** @type {Promise<typeof import('nprogress')> | undefined} */
let loading;
/** @type {typeof import('nprogress') | undefined} */
let bar;
/** Whether a route change is under way and past its delay: the bar should be showing. */
let showing = false;

function loadBar() {
  loading ??= import('nprogress').then((module) => {
    const nprogress = module.default ?? module;
    nprogress.configure({showSpinner: false});
    bar = nprogress;
    if (showing) nprogress.start();
    return nprogress;
  });
  return loading;
}

if (typeof window !== 'undefined' && !saveData()) {
  const whenIdle = window.requestIdleCallback ?? ((callback) => window.setTimeout(callback, 1000));
  // The site's modules start after the first paint (src/plugins/start-after-first-paint), which
  // can be after the load event.
  if (document.readyState === 'complete') whenIdle(() => void loadBar());
  else window.addEventListener('load', () => whenIdle(() => void loadBar()), {once: true});
}

const clientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      void loadBar();
      const timeout = window.setTimeout(() => {
        showing = true;
        bar?.start();
      }, DELAY_MS);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    showing = false;
    bar?.done();
  },
};

export default clientModule;
