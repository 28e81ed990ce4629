// The command's web `Worker` (packages/palito/src/cli/thread-worker.ts), on real worker threads:
// a module worker that speaks `message` both ways, an `error` event when its module cannot run,
// and a process that exits by itself once every message has its answer, but not before.

import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {provideThreadWorker, ThreadWorker} from '../../../packages/palito/src/cli/thread-worker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palito-thread-worker-'));
/** A module file in `dir`, as a URL the worker is given. */
function workerModule(name: string, source: string): URL {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return pathToFileURL(file);
}

// Answers each message after `delay` ms, as the ELK helper answers each graph when it is laid out.
const echo = (delay: number) =>
  workerModule(`echo-${delay}.mjs`, `addEventListener('message', ({data}) => setTimeout(() => postMessage({id: data.id, doubled: data.value * 2}), ${delay}));\n`);

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function answer(worker: ThreadWorker): Promise<unknown> {
  return new Promise((resolve) => worker.addEventListener('message', ({data}) => resolve(data)));
}

describe('ThreadWorker', () => {
  it('runs a module on a thread of its own, and passes messages both ways', async () => {
    const worker = new ThreadWorker(echo(0), {type: 'module'});
    const answered = answer(worker);
    worker.postMessage({id: 1, value: 21});
    expect(await answered).toEqual({id: 1, doubled: 42});
    worker.terminate();
  });

  it('reports a module that fails as it loads through an error event, with its message', async () => {
    const worker = new ThreadWorker(workerModule('broken.mjs', "throw new Error('no ELK here');\n"), {type: 'module'});
    const failed = new Promise<string | undefined>((resolve) => worker.addEventListener('error', ({message}) => resolve(message)));
    worker.postMessage({id: 1, value: 1});
    expect(await failed).toMatch(/no ELK here/);
  });

  /** A Node process that starts a ThreadWorker on `url`, posts `posts` messages and prints each answer; nothing keeps it alive but the worker. */
  function runProcess(url: URL, posts: number) {
    const script = [
      `import {ThreadWorker} from ${JSON.stringify(pathToFileURL(path.resolve('packages/palito/src/cli/thread-worker.ts')).href)};`,
      `const worker = new ThreadWorker(new URL(${JSON.stringify(url.href)}), {type: 'module'});`,
      `worker.addEventListener('message', ({data}) => console.log('answer', data.id));`,
      `for (let id = 1; id <= ${posts}; id++) worker.postMessage({id, value: id});`,
    ].join('\n');
    const started = performance.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {encoding: 'utf8', timeout: 20_000});
    return {...run, ms: performance.now() - started};
  }

  it('keeps the process alive while a message waits for its answer', () => {
    const {status, stdout, stderr} = runProcess(echo(400), 2);
    expect(status, stderr).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['answer 1', 'answer 2']);
  });

  it('lets the process exit once every message has its answer, and when it was never sent one', () => {
    // An idle worker that held the process open would run into spawnSync's timeout (status null).
    for (const posts of [1, 0]) {
      const {status, signal, stdout, stderr} = runProcess(echo(0), posts);
      expect(signal, stderr).toBeNull();
      expect(status, stderr).toBe(0);
      expect(stdout.trim()).toBe(posts ? 'answer 1' : '');
    }
  });
});

describe('provideThreadWorker', () => {
  it('gives a process without a global Worker this one, and leaves a platform Worker alone', () => {
    const scope = globalThis as {Worker?: unknown};
    vi.stubGlobal('Worker', undefined);
    provideThreadWorker();
    expect(scope.Worker).toBe(ThreadWorker);
    class PlatformWorker {}
    vi.stubGlobal('Worker', PlatformWorker);
    provideThreadWorker();
    expect(scope.Worker).toBe(PlatformWorker);
    vi.unstubAllGlobals();
  });
});
