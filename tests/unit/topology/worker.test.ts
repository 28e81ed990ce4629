// The worker client against the real worker entry, in a real thread: `web-worker` runs it on
// Node's worker_threads with a WorkerGlobalScope like a browser's (`self`, no `document`), and
// support/layout-worker.mjs loads the TypeScript entry through tsx. This is the environment in
// which elkjs's bundle would hijack the worker's messages without load-elk.ts's precaution.

import Worker from 'web-worker';
import writeXlsxFile from 'write-excel-file/node';
import {afterEach, describe, expect, it} from 'vitest';
import {createLayoutClient, WORKER_START_ERROR, type LayoutClient, type WorkerLike} from '../../../packages/palito/src/engine/worker/client';
import type {Progress} from '../../../packages/palito/src/engine/pipeline/stages';
import {isAbortError} from '../../../packages/palito/src/engine/util/abort';
import {generateInventoryCsv} from '../../../bench/generate-inventory';
import {generateTopology} from '../../../packages/palito/src/engine/pipeline/generate-topology';
import {fixture, sample} from './support/files';

const WORKER_ENTRY = new URL('./support/layout-worker.mjs', import.meta.url);

const clients: LayoutClient[] = [];
function client(): LayoutClient {
  const created = createLayoutClient({createWorker: () => new Worker(WORKER_ENTRY, {type: 'module'}) as unknown as WorkerLike});
  clients.push(created);
  return created;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
});

describe('createLayoutClient with the real worker', () => {
  it('warms up, then runs the pipeline in the worker and posts progress per stage', async () => {
    const layout = client();
    await layout.warm();
    const progress: Progress[] = [];
    const result = await layout.run(sample('assets-sample.csv'), {}, (p) => progress.push(p));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.project.nodes).toHaveLength(39);
    expect(result.layout.nodes).toHaveLength(39);
    expect(result.layout.groups).toHaveLength(15);
    expect(progress.filter((p) => p.fraction === 0).map((p) => p.stage)).toEqual(['read', 'validate', 'convert', 'analyze', 'layout']);
  });

  it('takes bytes (an .xlsx, a CSV) and options such as the Zone View', async () => {
    const layout = client();
    const xlsx = await writeXlsxFile([
      ['id', 'name', 'zone', 'cbs', 'connections'],
      ['X1', 'core', 'Z', 'C', 'X2'],
      ['X2', 'edge', 'Z', 'D', null],
    ]).toBuffer();
    const fromXlsx = await layout.run({name: 'inventory.xlsx', data: new Uint8Array(xlsx)});
    expect(fromXlsx.ok && fromXlsx.project.edges.map((e) => [e.source, e.target, e.kind])).toEqual([['X1', 'X2', 'inter-cbs']]);
    const result = await layout.run(fixture('korean-headers.csv'), {view: {view: 'zone', zoneId: 'zone:내부망'}, layout: {direction: 'DOWN'}});
    expect(result.ok && [result.layout.view, result.layout.direction, result.layout.nodes.map((n) => n.id)]).toEqual([
      'zone',
      'DOWN',
      ['K001', 'K002', 'K003'],
    ]);
  });

  it('previews a file in the worker, decoded as the run will read it, without cancelling the run in progress', async () => {
    const layout = client();
    const running = layout.run({name: 'big.csv', data: generateInventoryCsv({assets: 1000, seed: 7})});
    const preview = await layout.preview(fixture('euc-kr.csv'), 5);
    expect(preview).toEqual({ok: true, kind: 'csv', rows: [['자산ID', '자산명', '존', 'CBS'], ['E1', '서버', '내부망', '코어']]});
    const result = await running;
    expect(result.ok && result.project.nodes).toHaveLength(1000);
    expect(await layout.preview(fixture('not-a-table.png'), 5)).toMatchObject({ok: false, problems: [{code: 'not-tabular'}]});
  });

  it('says when the worker could not start at all, so callers can work on their own thread', async () => {
    // A browser reports a worker script it cannot load (not found, refused by a CSP) as an 'error'
    // event before any message. The Node polyfill only logs such failures, so this worker is one
    // that does just what the browser's does: it never answers and reports an error.
    let reportError: (event: {message?: string}) => void = () => undefined;
    const unstartable: WorkerLike = {
      postMessage: () => queueMicrotask(() => reportError({})),
      addEventListener: (type: string, listener: never) => {
        if (type === 'error') reportError = listener;
      },
      terminate: () => undefined,
    };
    const layout = createLayoutClient({createWorker: () => unstartable});
    clients.push(layout);
    await expect(layout.run(sample('assets-sample.csv'))).rejects.toMatchObject({name: WORKER_START_ERROR});
  });

  it('lays out a Project it is sent, for another view', async () => {
    const layout = client();
    const first = await layout.run(sample('assets-sample.csv'));
    if (!first.ok) throw new Error('the sample should draw');
    const progress: Progress[] = [];
    const zone = await layout.layout(first.project, {view: {view: 'zone', zoneId: 'zone:management'}}, (p) => progress.push(p));
    expect([zone.view, zone.zoneId, zone.nodes.length]).toEqual(['zone', 'zone:management', 7]);
    expect(zone.stubs.map((s) => s.zoneId).sort()).toEqual(['zone:development', 'zone:internal', 'zone:internet-dmz']);
    expect(progress.every((p) => p.stage === 'layout')).toBe(true);
    expect(progress[progress.length - 1].fraction).toBe(1);
  });

  it('resolves with the problems (not an error) when the file cannot be drawn', async () => {
    const result = await client().run(fixture('duplicates.csv'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.code)).toEqual(['duplicate-id', 'missing-id', 'missing-zone', 'missing-cbs', 'duplicate-id']);
  });

  it('cancels the previous run when a new one starts: the old promise rejects with an AbortError', async () => {
    const layout = client();
    const big = {name: 'big.csv', data: generateInventoryCsv({assets: 3000})};
    const first = layout.run(big);
    const firstOutcome = first.then(
      () => 'resolved',
      (error: unknown) => (isAbortError(error) ? 'aborted' : `failed: ${String(error)}`),
    );
    const second = await layout.run(sample('assets-sample.csv'));
    expect(await firstOutcome).toBe('aborted');
    expect(second.ok && second.project.nodes.length).toBe(39);
  });

  it('cancel() rejects the pending run; the client keeps working afterwards', async () => {
    const layout = client();
    const pending = layout.run(sample('assets-sample.csv'));
    layout.cancel();
    await expect(pending).rejects.toMatchObject({name: 'AbortError'});
    const next = await layout.run(sample('assets-sample.ko.csv'));
    expect(next.ok).toBe(true);
  });

  it('answers in the task after the message (reading a big answer is a task of its own) and a run cancelled in between stays cancelled', async () => {
    let onResult: (() => void) | undefined;
    // The real worker, its messages watched: the moment the result arrives, before the client settles it.
    const watched = createLayoutClient({
      createWorker: () => {
        const worker = new Worker(WORKER_ENTRY, {type: 'module'});
        worker.addEventListener('message', (event: MessageEvent) => {
          if ((event.data as {type: string}).type === 'result') onResult?.();
        });
        return worker as unknown as WorkerLike;
      },
    });
    clients.push(watched);

    let settled = false;
    const first = watched.run(sample('assets-sample.csv'));
    first.then(() => (settled = true), () => (settled = true));
    // Later in this same task the client has the result; its promise settles only in the next.
    const settledInSameTask = await new Promise<boolean>((resolve) => {
      onResult = () => queueMicrotask(() => queueMicrotask(() => resolve(settled)));
    });
    expect(settledInSameTask).toBe(false);
    expect((await first).ok).toBe(true);

    const second = watched.run(sample('assets-sample.csv'));
    onResult = () => queueMicrotask(() => watched.cancel());
    await expect(second).rejects.toMatchObject({name: 'AbortError'});
    onResult = undefined;
    expect((await watched.run(sample('assets-sample.ko.csv'))).ok).toBe(true);
  });

  it('sends a 2,000-asset result in pieces and it arrives whole: the same as the pipeline run here', async () => {
    const csv = generateInventoryCsv({assets: 2000, seed: 7});
    const messages: string[] = [];
    const watched = createLayoutClient({
      createWorker: () => {
        const worker = new Worker(WORKER_ENTRY, {type: 'module'});
        worker.addEventListener('message', (event: MessageEvent) => messages.push((event.data as {type: string}).type));
        return worker as unknown as WorkerLike;
      },
    });
    clients.push(watched);
    const result = await watched.run({name: 'i.csv', data: csv});
    expect(messages.filter((type) => type === 'piece').length).toBeGreaterThan(1);
    const here = await generateTopology({name: 'i.csv', data: csv});
    if (!result.ok || !here.ok) throw new Error('not laid out');
    expect({project: result.project, layout: result.layout}).toEqual({project: here.project, layout: here.layout});
    // A layout request's answer too.
    const zone = result.project.zones[0].id;
    const layout = await watched.layout(result.project, {view: {view: 'zone', zoneId: zone}});
    expect(layout.nodes.length).toBe(result.project.nodes.filter((n) => n.zoneId === zone).length);
  });

  it('warms up for large files straight after the small warm-up, and a run that interrupts that warm-up lays out as in a fresh worker', async () => {
    const csv = generateInventoryCsv({assets: 1000, seed: 11});
    const warmed = client();
    await warmed.warm({large: true});
    // The large-file warm-up starts once the small one has answered and takes seconds; this run
    // comes in while it is going.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = await warmed.run({name: 'i.csv', data: csv});
    const fresh = await client().run({name: 'i.csv', data: csv});
    if (!during.ok || !fresh.ok) throw new Error('not laid out');
    expect(during.layout).toEqual(fresh.layout);
  }, 60_000);

  it('reports an impossible request as an error, not a crash', async () => {
    const layout = client();
    await expect(layout.run(sample('assets-sample.csv'), {view: {view: 'zone', zoneId: 'zone:nowhere'}})).rejects.toMatchObject({name: 'RangeError'});
    expect((await layout.run(sample('assets-sample.csv'))).ok).toBe(true);
  });

  it('dispose() rejects what is pending and refuses new work', async () => {
    const layout = client();
    const pending = layout.run(sample('assets-sample.csv'));
    layout.dispose();
    await expect(pending).rejects.toMatchObject({name: 'AbortError'});
    await expect(layout.run(sample('assets-sample.csv'))).rejects.toThrow(/disposed/);
  });
});
