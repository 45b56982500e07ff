import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@pulse/server',
    // The database tests; those that need none are `*.unit.test.ts` (vitest.unit.config.ts), those
    // that measure the process's memory `*.memory.test.ts` (vitest.memory.config.ts), those that
    // stop PostgreSQL and Redis under a running server `*.fault.test.ts` (vitest.faults.config.ts),
    // and ProBot's development sets (vitest.development-sets.config.ts).
    include: ['src/**/*.test.ts'],
    exclude: [
      'src/**/*.unit.test.ts',
      'src/**/*.memory.test.ts',
      'src/**/*.fault.test.ts',
      'src/**/*.development-sets.test.ts',
      '**/node_modules/**',
    ],
    // Migrates and seeds one database that every worker copies (test-support/worker-database.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    // A worker runs its files one after another in one module graph with one database: loading the
    // app's modules and a database copy for each of ~90 files cost more than their tests. Every file
    // starts from the demo as seeded (test-app.ts restores what the file before it changed), and no
    // file mocks modules or leaves global state behind.
    isolate: false,
    testTimeout: 30_000,
    // Seeding the tracked history for the first file of a worker that reads it takes seconds.
    hookTimeout: 60_000,
  },
});
