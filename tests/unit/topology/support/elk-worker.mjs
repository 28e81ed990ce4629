// Worker bootstrap for tests: loads tsx inside the worker thread, then the real ELK helper entry
// (engine/layout/elk/elk.worker.ts), unchanged. See layout-worker.mjs.
import {tsImport} from 'tsx/esm/api';

await tsImport('../../../../packages/palito/src/engine/layout/elk/elk.worker.ts', import.meta.url);
