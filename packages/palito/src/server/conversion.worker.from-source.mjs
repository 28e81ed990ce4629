// The conversion worker's entry when the package runs from its TypeScript sources (the tests, a
// checkout under `node --import tsx`); worker-script.ts starts it instead of conversion.worker.ts.
// Node 20's worker threads neither run TypeScript nor inherit the parent's loader hooks, so tsx (a
// dev dependency of the checkout) is registered in this thread first. Never part of the build.

import {register} from 'tsx/esm/api';

register();
await import('./conversion.worker.ts');
