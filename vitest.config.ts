import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests in one pool, so the server's database files, the web's
// component tests and the tracker's integration test share the cores instead of taking turns.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/server/vitest.unit.config.ts',
      'packages/server',
      'packages/server/vitest.memory.config.ts',
      'packages/tracker',
      'packages/web',
      // `npm start`'s launcher and supervisor: plain Node ESM beside it, tested as such.
      { test: { name: 'scripts', include: ['scripts/*.test.mjs'] } },
    ],
    // One worker per core: Vitest's default leaves one core to its own process, which sits idle
    // here (on two cores that halved the run).
    maxWorkers: availableParallelism(),
    // `npm run test:coverage`: statements of every package's source, tests or not.
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
});
