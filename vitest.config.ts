import {defineConfig} from 'vitest/config';

// Unit tests only: the engine and the pure parts of the component run in Node.
// Browser behaviour is tested by Playwright under tests/e2e against the real build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
