// `npm run bench:hostile`: issue 9's hostile inventories through the built engine, each in a
// process of its own (run-case.ts) so one that runs away cannot take the others with it, nor
// skew their memory figures. Prints, per case, the outcome, the time and the peak memory: the
// figures the README's "Limits" section quotes.

import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  dataOnSecondSheetXlsx,
  denseCsv,
  farCellXlsx,
  lyingSizeBombXlsx,
  mergedCellsXlsx,
  mixedLineEndingsCsv,
  sheetBombXlsx,
  singleLineCsv,
  strayNulCsv,
  unusedEntriesBombXlsx,
  warningsCsv,
} from '../../tests/fixtures/hostile/inventories';

/** A case that has not finished by then has failed the budget; it is stopped and reported as such. */
const TIMEOUT_MS = 120_000;
const RUN_CASE = fileURLToPath(new URL('./run-case.ts', import.meta.url));

interface Outcome {
  ok: boolean;
  ms: number;
  maxRssMb: number;
  nodes: number;
  problems: number;
  codes: Record<string, number>;
  jsonMb: number;
}

const CASES: {label: string; file: string; make: () => string | Uint8Array | Promise<Uint8Array>}[] = [
  {label: 'dense mesh: 200 assets, one CBS, all linked (97 KB)', file: 'dense.csv', make: () => denseCsv(200)},
  {label: 'dense mesh: 600 assets (179,700 links)', file: 'dense-600.csv', make: () => denseCsv(600)},
  {label: 'XLSX, unused entries inflate to 3 × 400 MB', file: 'bomb.xlsx', make: () => unusedEntriesBombXlsx(3, 400)},
  {label: 'XLSX, sheet inflates to 500 MB', file: 'sheet-bomb.xlsx', make: () => sheetBombXlsx(500)},
  {label: 'XLSX, sizes understated in the zip directory, 500 MB', file: 'lying-bomb.xlsx', make: () => lyingSizeBombXlsx(500)},
  {label: 'mixed line endings (39 assets)', file: 'mixed.csv', make: () => mixedLineEndingsCsv(39, 10)},
  {label: '5 MiB of warnings', file: 'warnings-5mib.csv', make: () => warningsCsv(5 * 1024 * 1024)},
  {label: '2 MiB of warnings (46,000 rows)', file: 'warnings-2mib.csv', make: () => warningsCsv(2 * 1024 * 1024)},
  {label: 'one 5 MiB line', file: 'line.csv', make: () => singleLineCsv(5 * 1024 * 1024)},
  {label: 'a stray NUL', file: 'nul.csv', make: () => strayNulCsv()},
  {label: 'empty first sheet, data on the second', file: 'second-sheet.xlsx', make: () => dataOnSecondSheetXlsx()},
  {label: 'merged zone and CBS cells', file: 'merged.xlsx', make: () => mergedCellsXlsx()},
  // The unit tests check the sheet limit with a smaller one (tests/unit/fuzz/workbooks.test.ts); a
  // sheet read whole up to LIMITS.sheetCells is timed here.
  {label: 'XLSX, one cell at G285714: 1,999,998 cells, read whole (within the sheet limit)', file: 'far-cell.xlsx', make: () => farCellXlsx(285_714, 7)},
  {label: 'XLSX, one cell at XFD1048576: 17 billion cells', file: 'farthest-cell.xlsx', make: () => farCellXlsx(1_048_576, 16_384)},
];

function runCase(path: string): Promise<Outcome | {failed: string; ms: number}> {
  const start = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', RUN_CASE, path],
      {timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        const ms = Math.round(performance.now() - start);
        const line = stdout.trim().split('\n').pop() ?? '';
        if (!error && line.startsWith('{')) return resolve(JSON.parse(line) as Outcome);
        const reason = error?.killed ? `stopped after ${TIMEOUT_MS / 1000} s` : /heap out of memory/.test(stderr) ? 'out of memory' : `exit ${error?.code}`;
        resolve({failed: reason, ms});
      },
    );
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'palito-hostile-'));
  try {
    console.log('case | outcome | problems | time | peak memory');
    console.log('---|---|---|---|---');
    for (const {label, file, make} of CASES) {
      const path = join(dir, file);
      writeFileSync(path, await make());
      const outcome = await runCase(path);
      if ('failed' in outcome) {
        console.log(`${label} | ${outcome.failed} | – | ${(outcome.ms / 1000).toFixed(1)} s | –`);
        continue;
      }
      const codes = Object.entries(outcome.codes).map(([code, n]) => `${code} ×${n}`).join(', ') || 'none';
      const result = outcome.ok ? `drawn, ${outcome.nodes.toLocaleString('en-US')} assets` : 'refused';
      console.log(`${label} | ${result} | ${codes} (${outcome.jsonMb} MB JSON) | ${outcome.ms.toLocaleString('en-US')} ms | ${outcome.maxRssMb} MB`);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

void main();
