// ELK helpers (engine/layout/elk/elk-runners.ts): with a platform `Worker`, the layout engine lays
// out a big layout's ELK batches on helper threads beside its own, one helper per
// ELK_NODES_PER_HELPER of work. The helpers here are real worker threads (the `web-worker`
// package, as a page's Worker) running the real helper entry. The layout must be the same to the
// byte as on one thread, and a helper that cannot start must cost speed, not the layout.

import WebWorker from 'web-worker';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {generateInventoryCsv} from '../../../bench/generate-inventory';
import type {TopologyLayout} from '../../../packages/palito/src/engine/layout/geometry/types';
import type {Project} from '../../../packages/palito/src/engine/model/types';

const HELPER_ENTRY = new URL('./support/elk-worker.mjs', import.meta.url);
const BLOCKED_ENTRY = new URL('./support/blocked-worker.mjs', import.meta.url);
/** Work for one helper (a little over ELK_NODES_PER_HELPER ELK nodes), and batches for both runners. */
const ASSETS = 6500;
/** Several ELK batches (400 ELK nodes each), but too little work for a helper. */
const SMALL_ASSETS = 1500;

/** Every helper the engine starts, with the number of graphs it was sent. */
const started: Array<{entry: URL; sent: number; terminated: boolean; worker: {terminate(): void}}> = [];

/** A platform Worker whose every worker runs `entry`, whatever URL the engine asks for. */
function workerRunning(entry: URL) {
  return class extends WebWorker {
    constructor(_url: URL, options?: WorkerOptions) {
      super(entry, options);
      const record = {entry, sent: 0, terminated: false, worker: this};
      started.push(record);
      const post = this.postMessage.bind(this);
      this.postMessage = (message: unknown) => {
        record.sent++;
        post(message);
      };
      const terminate = this.terminate.bind(this);
      this.terminate = () => {
        record.terminated = true;
        terminate();
      };
    }
  };
}

/** The engine fresh from source (elk-runners.ts starts its helpers once per thread), with `Worker` as given. */
async function layOut(csv: string, worker: unknown): Promise<{project: Project; layout: TopologyLayout}> {
  vi.resetModules();
  vi.stubGlobal('Worker', worker);
  vi.stubGlobal('navigator', {hardwareConcurrency: 3});
  const {buildProject} = await import('../../../packages/palito/src/engine/pipeline/build-project');
  const {layoutProject} = await import('../../../packages/palito/src/engine/layout/layout-project');
  const built = await buildProject({name: 'inventory.csv', data: csv});
  if (!built.ok) throw new Error('the generated inventory did not validate');
  return {project: built.project, layout: await layoutProject(built.project)};
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const {worker} of started.splice(0)) worker.terminate();
});

describe('ELK helpers', () => {
  const csv = generateInventoryCsv({assets: ASSETS, seed: 7});
  // The layout this thread makes alone, once for the tests that compare with it (each layout of
  // this size is a few seconds of the unit run).
  let aloneRun: Promise<{layout: TopologyLayout}> | undefined;
  const layOutAlone = () => (aloneRun ??= layOut(csv, undefined));

  it('lay out batches on helper threads, and the layout is the one this thread alone makes', async () => {
    const alone = await layOutAlone();
    expect(started).toHaveLength(0);

    const helped = await layOut(csv, workerRunning(HELPER_ENTRY));
    // Three cores would allow two helpers; the work calls for one, and it was given batches.
    expect(started).toHaveLength(1);
    expect(started[0].sent).toBeGreaterThan(0);
    expect(helped.layout).toEqual(alone.layout);
  }, 120_000);

  it('start no helper for a layout too small to pay for one', async () => {
    const {layout} = await layOut(generateInventoryCsv({assets: SMALL_ASSETS, seed: 7}), workerRunning(HELPER_ENTRY));
    expect(layout.nodes).toHaveLength(SMALL_ASSETS);
    expect(started).toHaveLength(0);
  }, 60_000);

  it('fall back to this thread when a helper cannot start, with the same layout', async () => {
    const alone = await layOutAlone();
    const blocked = await layOut(csv, workerRunning(BLOCKED_ENTRY));
    expect(started).toHaveLength(1);
    expect(blocked.layout).toEqual(alone.layout);
  }, 120_000);
});

/** warmUpForLargeFiles() fresh from source, with helpers running the real entry. */
async function warmUpForLargeFilesWith(worker: unknown, signal?: AbortSignal): Promise<void> {
  vi.resetModules();
  vi.stubGlobal('Worker', worker);
  vi.stubGlobal('navigator', {hardwareConcurrency: 3});
  const {warmUpForLargeFiles} = await import('../../../packages/palito/src/engine/pipeline/warm-up');
  await warmUpForLargeFiles(signal);
}

describe('warmUpForLargeFiles', () => {
  it('gives every ELK helper work, in batches small enough to stop between', async () => {
    await warmUpForLargeFilesWith(workerRunning(HELPER_ENTRY));
    expect(started).toHaveLength(2);
    // Each helper gets several short ELK calls (100 ELK nodes at most), not one long one.
    expect(started.every((helper) => helper.sent >= 3)).toBe(true);
  }, 60_000);

  it('stops at the next batch when its signal fires, ends its helpers\' threads, and ends without an error', async () => {
    const controller = new AbortController();
    const Counting = workerRunning(HELPER_ENTRY);
    await warmUpForLargeFilesWith(
      class extends Counting {
        constructor(url: URL, options?: WorkerOptions) {
          super(url, options);
          // The first graph a helper is sent stands for "a real run has come in".
          const post = this.postMessage.bind(this);
          this.postMessage = (message: unknown) => {
            post(message);
            controller.abort();
          };
        }
      },
      controller.signal,
    );
    const sent = started.reduce((sum, helper) => sum + helper.sent, 0);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(started.length);
    // A helper's ELK call cannot be interrupted: its thread is ended instead, at once, so that it
    // does not keep a core from the real run (its graph was sent, its answer never waited for).
    expect(started.length).toBeGreaterThan(0);
    expect(started.every((helper) => helper.terminated)).toBe(true);
  }, 60_000);

  it('leaves its helpers running when it ends without being called off', async () => {
    await warmUpForLargeFilesWith(workerRunning(HELPER_ENTRY), new AbortController().signal);
    expect(started.length).toBeGreaterThan(0);
    expect(started.some((helper) => helper.terminated)).toBe(false);
  }, 60_000);

  it('does nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await warmUpForLargeFilesWith(workerRunning(HELPER_ENTRY), controller.signal);
    expect(started.reduce((sum, helper) => sum + helper.sent, 0)).toBe(0);
  }, 60_000);
});
