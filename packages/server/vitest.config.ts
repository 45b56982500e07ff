import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one database that every test file starts from.
    globalSetup: ['src/test-support/global-setup.ts'],
    // Loading a file's database copy takes a moment, more on a loaded 2-core machine.
    testTimeout: 30_000,
    // One worker per core, as in the root config (the default leaves one core idle).
    maxWorkers: availableParallelism(),
    hookTimeout: 60_000,
  },
});
