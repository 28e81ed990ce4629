import os from 'node:os';
import {defineConfig} from 'vitest/config';

// Unit tests only: the engine and the pure parts of the component run in Node.
// Browser behaviour is tested by Playwright under tests/e2e against the real build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A beforeAll that builds its material (the API report compiles the package) can pass
    // Vitest's 10 s hook default when the machine is shared; it gets the tests' allowance.
    hookTimeout: 60_000,
    // Vitest's default, one file process fewer than the cores, is a single process on a 2-core
    // machine: the typecheck beside it (scripts/test-all.mjs) ends in the first minute and leaves a
    // core idle for the rest of the run. Two at least; many files wait on worker threads anyway.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
