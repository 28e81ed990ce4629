// `palito render … -o x.palito.json`, run in this process, writes a project file that the
// package's reader takes and that the editor's openProject opens: the same project, every asset.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runCli} from '../../../packages/palito/src/cli/run';
import {createLocalEngine} from '../../../packages/palito/src/engine-client';
import {readProjectFile} from '../../../packages/palito/src/project-file';
import {createPalitoStore} from '../../../packages/palito/src/store';

const SAMPLE = path.resolve(__dirname, '../../../static/samples/assets-sample.ko.csv');
const ASSETS = fs.readFileSync(SAMPLE, 'utf8').trim().split('\n').length - 1;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-cli-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stdin: [], stderrIsTTY: false}, {LANG: 'ko_KR.UTF-8'});
  return {code, stdout, stderr};
}

describe('palito render to .palito.json', () => {
  it('writes a project file the reader and openProject take, with every asset', async () => {
    const file = path.join(dir, 'sample.palito.json');
    const {code, stderr} = await run(['render', SAMPLE, '-o', file, '--view', 'zone:관리망']);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('파일을 썼습니다');
    const text = fs.readFileSync(file, 'utf8');
    const reading = readProjectFile(text);
    if (!reading.ok) throw new Error(`not read: ${reading.problem.code}`);
    expect(reading.file.project.nodes).toHaveLength(ASSETS);
    expect(reading.file.view).toMatchObject({kind: 'zone'});

    const store = createPalitoStore({engine: createLocalEngine()});
    const opened = await store.getState().openProject(text);
    expect(opened).toMatchObject({ok: true, problems: []});
    expect(store.getState().project?.nodes).toHaveLength(ASSETS);
    expect(store.getState().view).toBe('zone');
  });

  it('refuses to write over it again without --force, and writes with it', async () => {
    const file = path.join(dir, 'again.palito.json');
    fs.writeFileSync(file, 'keep me');
    const refused = await run(['render', SAMPLE, '-o', file]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--force');
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
    expect((await run(['render', SAMPLE, '-o', file, '--force'])).code).toBe(0);
    expect(readProjectFile(fs.readFileSync(file, 'utf8')).ok).toBe(true);
  });
});
