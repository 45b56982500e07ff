import { defineConfig } from 'vitest/config';

// The server's tests that need no database (`*.unit.test.ts`: rules, parsers, lib pieces): they
// start at once, without the global setup's seeded database, and run once, where the database
// tests (vitest.config.ts) run again on PostgreSQL in CI.
export default defineConfig({
  test: {
    name: '@pulse/server-unit',
    include: ['src/**/*.unit.test.ts'],
    isolate: false,
  },
});
