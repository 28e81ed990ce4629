// "Newest run wins", in one place. Every engine run starts here: a load, and the layout of a view
// (after setView, setZones, setGraphStyle or a restored version). Starting a run cancels the
// older one it replaces, and a replaced run never writes to the state: its `step` rejects.
//
// Two lanes. A load replaces everything (a new project makes every layout in flight moot); a
// layout replaces only the older layout. A layout asked for while a load runs is the load's to
// show when it ends, so callers wait for the load lane to be idle instead of racing it.

import {abortError} from '../engine';

export type RunLane = 'load' | 'layout';

/** What a replaced run rejects with: an AbortError, as fetch() throws when aborted. */
export function supersededError(): Error {
  return abortError('Superseded by a newer run.');
}

export interface Run {
  /** Aborted when a newer run replaces this one or everything is cancelled; hand it to the engine. */
  readonly signal: AbortSignal;
  /** Whether this is still the newest run of its lane (not replaced, cancelled or ended). */
  readonly current: boolean;
  /** Awaits `work`; rejects with a superseded AbortError if a newer run replaced this one meanwhile, whatever `work` did. */
  step<T>(work: Promise<T>): Promise<T>;
  /** The run is over and its lane is free (a no-op once it was replaced). */
  end(): void;
}

export interface RunLanes {
  /** Starts a run in `lane`, cancelling the one it replaces (a load also cancels the layout in flight). */
  start(lane: RunLane): Run;
  /** Whether a run of `lane` is in flight. */
  busy(lane: RunLane): boolean;
  /** Resolves once `lane` has no run in flight: when its newest run ends or is cancelled. */
  idle(lane: RunLane): Promise<void>;
  /** Cancels the run of `lane` in flight, if any. */
  cancel(lane: RunLane): void;
}

export function createRunLanes(): RunLanes {
  const running: Record<RunLane, AbortController | null> = {load: null, layout: null};
  const waiting: Record<RunLane, (() => void)[]> = {load: [], layout: []};

  const free = (lane: RunLane) => {
    running[lane] = null;
    const resolve = waiting[lane].splice(0);
    for (const done of resolve) done();
  };
  const cancel = (lane: RunLane) => {
    running[lane]?.abort(supersededError());
    free(lane);
  };

  return {
    start(lane) {
      if (lane === 'load') cancel('layout');
      // Replaced, not freed: whoever waits for the lane to be idle waits for the newer run too.
      running[lane]?.abort(supersededError());
      const controller = new AbortController();
      running[lane] = controller;
      const isCurrent = () => running[lane] === controller;
      return {
        signal: controller.signal,
        get current() {
          return isCurrent();
        },
        async step<T>(work: Promise<T>): Promise<T> {
          let value: T;
          try {
            value = await work;
          } catch (error) {
            if (!isCurrent()) throw supersededError();
            throw error;
          }
          if (!isCurrent()) throw supersededError();
          return value;
        },
        end() {
          if (isCurrent()) free(lane);
        },
      };
    },
    busy: (lane) => running[lane] !== null,
    idle: (lane) => (running[lane] ? new Promise<void>((resolve) => waiting[lane].push(resolve)) : Promise.resolve()),
    cancel,
  };
}
