// `npm run api-report`: writes packages/palito/api-report.md, every export of every entry point with
// its kind and type, and usePalito()'s members. Commit it with the change that changed it.

import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from './program';
import {REPORT_FILE, renderApiReport} from './render';

const started = performance.now();
writeFileSync(path.join(REPO_ROOT, REPORT_FILE), renderApiReport());
console.log(`Wrote ${REPORT_FILE} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
