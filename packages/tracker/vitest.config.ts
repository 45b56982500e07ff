import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A worker runs its files one after another in one module graph: a fresh process per file loaded
    // the agent (and, for the integration tests, the server) again each time, 15 of its 50 CPU-s. The
    // files mock no module, and the one that points DISPLAY at its Xvfb puts it back.
    isolate: false,
    // The integration test starts PGlite, migrates and seeds the demo: seconds on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
