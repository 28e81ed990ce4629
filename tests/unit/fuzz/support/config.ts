// How many cases each property runs, with which seed, and how long one case may take.
//
// CI (`npm run test:unit`): each property runs the count written beside it, from a fixed seed, so
// the run is the same every time (a few thousand cases in all, about half a minute).
// `npm run fuzz` (vitest's `--mode fuzz`): FUZZ_SCALE times as many cases (20 unless set).
// FUZZ_SEED=<n> replays a seed; FUZZ_SEED=random draws one, printed first. On a failure fast-check
// prints the seed and the path of the shrunk counterexample; pass both back to replay it:
//   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run tests/unit/fuzz/<file> -t '<property>'

import type fc from 'fast-check';

const FIXED_SEED = 20_250_904;
const FUZZ_MODE_SCALE = 20;

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${JSON.stringify(value)}`);
  return n;
}

/** FUZZ_SEED: an integer as fast-check prints it (it may be negative), or `random`. */
function seedFromEnv(): number {
  const value = process.env.FUZZ_SEED;
  if (value === undefined || value === '') return FIXED_SEED;
  if (value === 'random') return (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`FUZZ_SEED must be an integer or "random", got ${JSON.stringify(value)}`);
  return n;
}

const fuzzMode = process.env.MODE === 'fuzz';
const scale = numberFromEnv('FUZZ_SCALE') ?? (fuzzMode ? FUZZ_MODE_SCALE : 1);
const seed = seedFromEnv();
const path = process.env.FUZZ_PATH || undefined;

if (fuzzMode || scale !== 1 || seed !== FIXED_SEED) {
  console.log(`fuzz: seed ${seed}, ${scale} × the CI case counts${path ? `, replaying path ${path}` : ''}`);
}

/**
 * The most one case may take, per stage, in milliseconds. Inputs here are small (a few KB), so a
 * case takes milliseconds; this only catches a regression to super-linear work, without flaking
 * on a busy 2-core machine.
 */
export const CASE_MS = 2000;

/** Cases to run for a property that runs `ci` cases in CI. */
export function runs(ci: number): number {
  return Math.max(1, Math.round(ci * scale));
}

/** fast-check's parameters for a property that runs `ci` cases in CI. */
export function params<T>(ci: number): fc.Parameters<T> {
  return {numRuns: runs(ci), seed, path};
}

/** The test's own timeout: `msPerCase` per case, and never less than vitest's default. */
export function timeout(ci: number, msPerCase: number): number {
  return Math.max(60_000, runs(ci) * msPerCase * 4);
}
