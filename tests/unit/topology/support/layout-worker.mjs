// Worker bootstrap for tests: Node cannot load TypeScript by itself, so this plain module loads
// tsx inside the worker thread and then imports the real worker entry, unchanged. Messages that
// arrive meanwhile are queued by the `web-worker` package until this module has finished loading.
import {tsImport} from 'tsx/esm/api';

await tsImport('../../../../packages/palito/src/engine/worker/layout.worker.ts', import.meta.url);
