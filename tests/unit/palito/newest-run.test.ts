import {describe, expect, it} from 'vitest';
import {createRunLanes} from '../../../packages/palito/src/store/newest-run';
import {settle} from './support/gated-engine';

describe('run lanes: the newest run wins', () => {
  it('a newer run of a lane replaces the older: aborted, no longer current, its step rejects', async () => {
    const runs = createRunLanes();
    const older = runs.start('layout');
    let answer!: (value: string) => void;
    const pending = older.step(new Promise<string>((resolve) => (answer = resolve)));
    const newer = runs.start('layout');
    expect(older.signal.aborted).toBe(true);
    expect(older.current).toBe(false);
    expect(newer.current).toBe(true);
    answer('late');
    await expect(pending).rejects.toMatchObject({name: 'AbortError', message: 'Superseded by a newer run.'});
    await expect(newer.step(Promise.resolve('fresh'))).resolves.toBe('fresh');
    // A failure of the current run is its own.
    await expect(newer.step(Promise.reject(new Error('engine broke')))).rejects.toThrow('engine broke');
  });

  it('a load replaces the layout in flight; a layout leaves the load alone', () => {
    const runs = createRunLanes();
    const load = runs.start('load');
    const layout = runs.start('layout');
    expect(load.current).toBe(true);
    const next = runs.start('load');
    expect(layout.signal.aborted).toBe(true);
    expect(load.signal.aborted).toBe(true);
    expect(next.current).toBe(true);
  });

  it('idle waits for the newest run of the lane to end, not for the one it replaced', async () => {
    const runs = createRunLanes();
    const first = runs.start('load');
    let idle = false;
    void runs.idle('load').then(() => (idle = true));
    const second = runs.start('load');
    first.end(); // replaced: ending it frees nothing
    await settle();
    expect(idle).toBe(false);
    expect(runs.busy('load')).toBe(true);
    second.end();
    await settle();
    expect(idle).toBe(true);
    expect(runs.busy('load')).toBe(false);
    await expect(runs.idle('load')).resolves.toBeUndefined();
  });

  it('cancel aborts the run of a lane and frees it', async () => {
    const runs = createRunLanes();
    const run = runs.start('layout');
    const waiting = runs.idle('layout');
    runs.cancel('layout');
    expect(run.signal.aborted).toBe(true);
    expect(run.current).toBe(false);
    await expect(waiting).resolves.toBeUndefined();
    expect(runs.busy('layout')).toBe(false);
  });
});
