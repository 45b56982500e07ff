import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The integration test starts PGlite, migrates and seeds the demo: seconds on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
