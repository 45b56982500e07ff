import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test -w @pulse/server`: the server's tests that need a database, as CI runs them again on
// PostgreSQL (the *.unit.test.ts files need none and run once, in the root's `npm test`).
export default defineConfig({
  test: {
    projects: ['vitest.config.ts', 'vitest.memory.config.ts'],
    // One worker per core, as in the root config (the default leaves one core idle).
    maxWorkers: availableParallelism(),
  },
});
