// Runs a small made-up inventory through the whole pipeline a few times: loads ELK and lets the
// JavaScript engine compile the hot paths, so the user's first file is not the slow one.

import {stopHelpers} from '../layout/elk/elk-runners';
import {warmElkRunners} from '../layout/layout-project';
import {abortError} from '../util/abort';
import {buildProject} from './build-project';
import {generateTopology} from './generate-topology';
import {largeWarmUpCsv} from './warm-up-inventory';

const WARM_UP_RUNS = 3;
/** Enough for the first file of thousands of assets to lay out much faster than cold (bench/README.md has the figures). */
const LARGE_WARM_UP_RUNS = 2;
/** ELK nodes per batch: a real run that comes in waits for one such short ELK call at most. */
const LARGE_WARM_UP_BATCH = 100;
const ZONES = 3;
const CBS_PER_ZONE = 3;
const ASSETS_PER_CBS = 6;

/** A deterministic inventory: in each CBS a switch linked to its hosts, switches linked across CBS and zones. */
export function warmUpCsv(): string {
  const lines = ['id,name,type,zone,cbs,connections'];
  for (let z = 0; z < ZONES; z++) {
    for (let c = 0; c < CBS_PER_ZONE; c++) {
      const base = `W${z}${c}`;
      for (let a = 0; a < ASSETS_PER_CBS; a++) {
        const links: string[] = [];
        if (a === 0) {
          for (let h = 1; h < ASSETS_PER_CBS; h++) links.push(`${base}${h}`);
          links.push(`W${z}${(c + 1) % CBS_PER_ZONE}0`, `W${(z + 1) % ZONES}${c}0`);
        }
        const type = a === 0 ? 'switch' : a % 3 === 0 ? 'database' : 'server';
        lines.push(`${base}${a},${type}-${base}${a},${type},Zone ${z},CBS ${c},${links.join(';')}`);
      }
    }
  }
  return lines.join('\n');
}

/**
 * The whole pipeline on this thread. The ELK helpers (layout/elk/elk-runners.ts) are left alone:
 * only big layouts use them, and a page that expects those warms them up with warmUpForLargeFiles().
 * Stops early, without error, once `signal` fires: a real run has started and warms things up itself.
 */
export async function warmUp(signal?: AbortSignal): Promise<void> {
  const data = warmUpCsv();
  for (let i = 0; i < WARM_UP_RUNS && !signal?.aborted; i++) await generateTopology({name: 'warm-up.csv', data});
}

/**
 * After warmUp(), for pages that expect big files: lays out an 800-asset inventory shaped like a
 * real estate (warm-up-inventory.ts) LARGE_WARM_UP_RUNS times, shared out among this thread and
 * the ELK helpers: the layout worker runs it while it has nothing else to do. Stops early, without error, once `signal` fires.
 */
export async function warmUpForLargeFiles(signal?: AbortSignal): Promise<void> {
  const built = await buildProject({name: 'warm-up-large.csv', data: largeWarmUpCsv()});
  if (!built.ok) return;
  // The helpers' batches cannot be stopped between ELK calls as this thread's are: a helper still
  // starting, or cold, kept a core busy for a second or more after the real run had come in, while
  // the page drew its result. So the warm-up's helpers stop the moment it is called off.
  const callOff = () => stopHelpers(abortError('The warm-up gave way to a real run.'));
  signal?.addEventListener('abort', callOff, {once: true});
  try {
    for (let i = 0; i < LARGE_WARM_UP_RUNS && !signal?.aborted; i++) await warmElkRunners(built.project, LARGE_WARM_UP_BATCH, signal);
  } finally {
    signal?.removeEventListener('abort', callOff);
  }
}
