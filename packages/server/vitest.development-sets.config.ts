import { defineConfig } from 'vitest/config';

// ProBot's development sets (`npm run test:development-sets`, its own CI stage): held-out sets
// that have guided the router since their first blind score, so they measure nothing new and only
// guard against regressions. Out of `npm test` to keep its loop under three minutes; the measure
// set, the golden set and the leak checks stay in it.
export default defineConfig({
  test: {
    name: '@pulse/server-development-sets',
    include: ['src/**/*.development-sets.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
