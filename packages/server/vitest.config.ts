import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds one database that every test file starts from.
    globalSetup: ['src/test-support/global-setup.ts'],
    // Loading a file's database copy takes a moment, more on a loaded 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
