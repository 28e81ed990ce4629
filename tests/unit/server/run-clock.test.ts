// A conversion's time limit counts the time it ran, not the time the pool kept it paused
// (run-clock.ts, used by pause-large.ts): the arithmetic, on given times.

import {describe, expect, it} from 'vitest';
import {msLeft, msPaused, pauseClock, resumeClock, startClock} from '../../../packages/palito/src/server/run-clock';

describe('the run clock', () => {
  it('counts down while the conversion runs', () => {
    const clock = startClock(20_000, 1_000);
    expect(msLeft(clock, 1_000)).toBe(20_000);
    expect(msLeft(clock, 6_000)).toBe(15_000);
    expect(msPaused(clock, 6_000)).toBe(0);
  });

  it('stands still while it is paused, and counts the pause', () => {
    const paused = pauseClock(startClock(20_000, 0), 5_000);
    expect(msLeft(paused, 5_000)).toBe(15_000);
    expect(msLeft(paused, 60_000)).toBe(15_000);
    expect(msPaused(paused, 8_000)).toBe(3_000);

    const resumed = resumeClock(paused, 8_000);
    expect(msLeft(resumed, 8_000)).toBe(15_000);
    expect(msLeft(resumed, 10_000)).toBe(13_000);
    expect(msPaused(resumed, 10_000)).toBe(3_000);
  });

  it('adds up several pauses, and ignores a pause or resume that changes nothing', () => {
    let clock = startClock(10_000, 0);
    clock = pauseClock(clock, 1_000);
    clock = pauseClock(clock, 1_500); // already paused
    clock = resumeClock(clock, 2_000);
    clock = resumeClock(clock, 2_500); // already running
    clock = pauseClock(clock, 3_000);
    clock = resumeClock(clock, 7_000);
    expect(msPaused(clock, 7_000)).toBe(5_000);
    expect(msLeft(clock, 7_000)).toBe(10_000 - 2_000);
  });
});
