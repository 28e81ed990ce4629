// The conversion worker's entry when the package runs from its TypeScript sources (the tests, a
// checkout under `node --import tsx`); worker-script.ts starts it instead of conversion.worker.ts,
// in a worker thread or a process of its own.
// Node 20's worker threads neither run TypeScript nor inherit the parent's loader hooks, and the pool
// starts its processes without the parent's flags, so tsx (a dev dependency of the checkout) is
// registered here first. Never part of the build.

import {register} from 'tsx/esm/api';

register();
await import('./conversion.worker.ts');
