// Large files do not starve small ones (issue 24): large files are converted in processes of their
// own with waiting places of their own, so the small files most callers send are converted in the
// worker threads, however many large ones are in flight, and a large conversion is paused (its
// process stopped) while the small files need the cores. A real server on 127.0.0.1, real workers
// and processes; the "large" threshold is lowered to 64 KiB so that a 40,000-asset file (3 MB,
// seconds to convert) is large and the tests need no 16-second conversions. They check outcomes,
// the processes' states and the order of answers, never durations.

import {availableParallelism} from 'node:os';
import {describe, expect, it, vi} from 'vitest';
import {normalCsv} from '../../fixtures/hostile/inventories';
import {API_KEY_HEADER, FILE_NAME_HEADER} from '../../../packages/palito/src/engine/remote';
import {conversionProcesses, stateOf, watchState} from './support/conversion-processes';
import {largeCsv} from './support/large-inventory';
import {KEY, expectNormalProject, post, serverWithPool, type Answer} from './support/pool-server';
import type {TestServer} from './support/test-server';

/** More small files than the cores a running large conversion leaves them: it must step aside. */
const NORMAL_AT_ONCE = availableParallelism() + 8;
/** An upload of a few MB on a machine other work keeps busy may take seconds to be read. */
const UPLOAD_MS = 60_000;

/**
 * Sends a large file. `answered()` turns true when its status arrives: the server answers once the
 * conversion is done, and reading the tens of MB that follow must not count as still converting.
 */
function sendLarge(server: TestServer, name: string, data: string, signal?: AbortSignal) {
  let answered = false;
  const headers = {[API_KEY_HEADER]: KEY, [FILE_NAME_HEADER]: name};
  const status = fetch(server.url, {method: 'POST', headers, body: data, signal}).then(async (response) => {
    answered = true;
    await response.arrayBuffer();
    return response.status;
  });
  return {status, answered: () => answered};
}

describe('small files beside large ones', () => {
  // Two threads for small files, one process for large ones; one large file may wait.
  // A time limit far past the large file's few seconds, so that a loaded machine does not stop it.
  const context = serverWithPool({size: 2, largeWorkers: 1, largeFileBytes: 64 * 1024, timeoutMs: 120_000});

  it.runIf(process.platform === 'linux')(
    'are converted while the large one is paused, which then runs to its end; a large file past its share gets 503 with Retry-After',
    async () => {
    const {server} = context;
    const large = largeCsv();
    const handedOver = (count: number) => vi.waitFor(() => expect(context.handedOver).toBe(count), {timeout: UPLOAD_MS, interval: 20});
    const running = sendLarge(server, 'large-1.csv', large);
    await handedOver(1);
    const leaving = new AbortController();
    const waiting = sendLarge(server, 'large-2.csv', large, leaving.signal);
    await handedOver(2);

    // The large worker is converting and the large files' one waiting place is taken...
    const refused = await post(server, 'large-3.csv', large);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({error: {code: 'server-busy', message: expect.stringContaining('large files')}});
    // ...for as long as the running large conversion may still take (its limit, less what it has run).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(120);

    // Small files, all at once: none refused, all converted before either large one is, and the
    // large one's process stopped while they are in flight, running again once they are answered.
    const [largeProcess] = conversionProcesses();
    expect(stateOf(largeProcess)).not.toBe('T');
    const states = watchState(largeProcess);
    const normal: Answer[] = await Promise.all(Array.from({length: NORMAL_AT_ONCE}, (_, i) => post(server, `normal-${i}.csv`, normalCsv())));
    expect(states.stop()).toContain('T');
    for (const answer of normal) expectNormalProject(answer);
    expect({running: running.answered(), waiting: waiting.answered()}).toEqual({running: false, waiting: false});
    await vi.waitFor(() => expect(stateOf(largeProcess)).not.toBe('T'), {timeout: 5_000, interval: 20});

    // The waiting one's client goes away (it would only make the test longer); the running one finishes.
    leaving.abort();
    expect(await waiting.status.catch((error: Error) => error.name)).toBe('AbortError');
    expect(await running.status).toBe(200);
    },
    240_000,
  );
});
