// A conversion's time limit counts the time it ran, not the time the pool kept it paused
// (pause-large.ts). Plain arithmetic on the times it is given, so that it is tested as it is.

export interface RunClock {
  /** Milliseconds of the limit left when the conversion last started or resumed. */
  leftMs: number;
  /** When it last started or resumed; undefined while paused. */
  since?: number;
  /** When it was paused; undefined while it runs. */
  pausedAt?: number;
  /** Milliseconds it spent paused before `pausedAt`. */
  pausedMs: number;
}

export function startClock(limitMs: number, now: number): RunClock {
  return {leftMs: limitMs, since: now, pausedMs: 0};
}

/** Milliseconds it may still run. */
export function msLeft(clock: RunClock, now: number): number {
  return clock.since === undefined ? clock.leftMs : clock.leftMs - (now - clock.since);
}

/** Milliseconds it has been paused in all, this pause included. */
export function msPaused(clock: RunClock, now: number): number {
  return clock.pausedMs + (clock.pausedAt === undefined ? 0 : now - clock.pausedAt);
}

export function pauseClock(clock: RunClock, now: number): RunClock {
  if (clock.since === undefined) return clock;
  return {
    leftMs: msLeft(clock, now),
    pausedAt: now,
    pausedMs: clock.pausedMs,
  };
}

export function resumeClock(clock: RunClock, now: number): RunClock {
  if (clock.since !== undefined) return clock;
  return {leftMs: clock.leftMs, since: now, pausedMs: msPaused(clock, now)};
}
