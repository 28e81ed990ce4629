// The real engine on this thread, with layout runs that can be held and let go in any order: to
// check that the newest run wins however (and whenever) the engine's answers arrive.

import type {EngineRunOptions, PalitoEngine} from '../../../../packages/palito/src/model';
import {countingEngine} from './sample';

export interface HeldRun {
  options: EngineRunOptions;
  /** Lets the run's answer (or failure) through. */
  release(): void;
}

export function gatedEngine() {
  const inner = countingEngine();
  const held: HeldRun[] = [];
  let holding = false;
  const engine: PalitoEngine = {
    generate: (...args) => inner.generate(...args),
    layout(project, options) {
      if (!holding) return inner.layout(project, options);
      // A held run ignores cancellation and answers anyway, as a remote or slow engine may: the
      // store must still drop the answer of a run that was replaced.
      const result = inner.layout(project, {...options, signal: new AbortController().signal});
      // Settled (handled) at once, so a run the store cancels is not an unhandled rejection meanwhile.
      const outcome = result.then(
        (layout) => ({layout}),
        (error: unknown) => ({error}),
      );
      return new Promise((resolve, reject) => {
        held.push({options, release: () => void outcome.then((o) => ('layout' in o ? resolve(o.layout) : reject(o.error)))});
      });
    },
  };
  return {
    engine,
    inner,
    held,
    hold: () => {
      holding = true;
    },
    /** Stops holding new runs; the held ones still wait for their release(). */
    letGo: () => {
      holding = false;
    },
  };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
