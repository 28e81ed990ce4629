// The architecture of .dependency-cruiser.cjs, checked by dependency-cruiser on the tree as it is:
// the palito package's layers, no loops between its folders or modules, every folder reached
// through its index.ts, and the site, the conversion server program (conversion-server/), the
// benches and the scripts using the package only through its entry points. A failure names each
// offending import and the rule.
//
// The rules are also run on a copy of the package with one import of each forbidden kind added,
// so a rule that stopped matching (a renamed folder, a path pattern gone stale) fails here too.

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const CRUISED = ['packages/palito/src', 'src', 'conversion-server', 'bench', 'scripts'];

function depcruise(cwd: string, targets: string[]): {status: number | null; output: string} {
  const bin = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const run = spawnSync(process.execPath, [bin, ...targets, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err-long'], {
    cwd,
    encoding: 'utf8',
  });
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

describe('architecture (dependency-cruiser)', () => {
  it('the package, the site, the server program, the benches and the scripts keep every rule', {timeout: 120_000}, () => {
    const {status, output} = depcruise(ROOT, CRUISED);
    expect(output, output).toMatch(/no dependency violations found/);
    expect(status).toBe(0);
  });

  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-architecture-'));
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  /** The package's sources and the site's src/ in a scratch tree, with `broken` code added to their files (a file not there is created). */
  function treeWith(broken: Record<string, string>): string {
    fs.rmSync(copy, {recursive: true, force: true});
    for (const dir of ['packages/palito/src', 'src/components/LayoutDemo']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), {recursive: true});
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    for (const [file, code] of Object.entries(broken)) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
      fs.appendFileSync(path.join(copy, file), `\n${code}\n`);
    }
    return copy;
  }

  it('fails, naming the rule and the import, on each kind of forbidden import', {timeout: 120_000}, () => {
    // One forbidden import per rule, each in a file of its own, all checked in one run.
    const cases: Array<[rule: string, file: string, code: string]> = [
      ['engine-imports-nothing-of-the-package', 'packages/palito/src/engine/util/abort.ts', "import '../../model';"],
      ['no-folder-cycles', 'packages/palito/src/model/dict.ts', "import '../store';"],
      ['through-the-index', 'packages/palito/src/store/memo.ts', "import '../model/dict';"],
      ['no-react-below-react', 'packages/palito/src/store/history.ts', "import 'react';"],
      ['store-does-not-compose-the-api', 'packages/palito/src/store/newest-run.ts', "import '../api';"],
      ['server-and-export-stand-on-the-engine', 'packages/palito/src/export/palette.ts', "import '../store';"],
      ['engine-and-server-without-a-store', 'packages/palito/src/server/cors.ts', "import 'zustand/vanilla';"],
      ['entries-publish-a-face', 'packages/palito/src/entries/server.ts', "import '../engine/pipeline/build-project';"],
      ['outside-the-package-through-its-entry-points', 'src/components/LayoutDemo/inventory.ts', "import '../../../packages/palito/src/engine';"],
      ['outside-the-package-through-its-entry-points', 'conversion-server/options.ts', "import '../packages/palito/src/server';"],
      ['the-server-program-without-react', 'conversion-server/main.ts', "import 'react';"],
    ];
    const broken = treeWith(Object.fromEntries(cases.map(([, file, code]) => [file, code])));
    const {status, output} = depcruise(broken, ['packages/palito/src', 'src', 'conversion-server']);
    expect(status).not.toBe(0);
    for (const [rule, file] of cases) {
      // A folder rule names the folder, the others the file.
      const where = rule === 'no-folder-cycles' ? path.dirname(file) : file;
      expect(output, rule).toContain(`error ${rule}: ${where}`);
    }
  });
});
