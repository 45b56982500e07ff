import { defineConfig } from 'vitest/config';

// The server's memory tests (`*.memory.test.ts`: the peak a payroll sheet or a zip bomb costs,
// test-support/peak-memory.ts) in a process of their own per file. In a worker that earlier files
// have grown, V8 lets far more garbage build up between collections (272 MB measured against a
// 130 MB stream), which would measure the worker, not the upload. The heap is bounded for the same
// reason: unbounded, V8 let a stream's garbage grow to 324 MB before collecting in one run of five.
export default defineConfig({
  test: {
    name: '@pulse/server-memory',
    include: ['src/**/*.memory.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    isolate: true,
    execArgv: ['--max-old-space-size=192'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
