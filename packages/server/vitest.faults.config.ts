import { defineConfig } from 'vitest/config';

// The fault suite (`npm run test:faults`, its own CI stage): the real server as a process of its own
// while its own PostgreSQL cluster is restarted and its own Redis killed (src/faults). Not part of
// `npm test`: it needs PostgreSQL's binaries and redis-server, and it takes the machine for a minute.
export default defineConfig({
  test: {
    name: '@pulse/server-faults',
    include: ['src/faults/**/*.fault.test.ts'],
    // Makes the cluster and seeds the demo once for every file (faults/fault-setup.ts).
    globalSetup: ['src/faults/fault-setup.ts'],
    // One file at a time: a file restarts the cluster that the others use.
    fileParallelism: false,
    testTimeout: 60_000,
    // Starting a server process (tsx compiles its sources) takes seconds on a busy machine.
    hookTimeout: 90_000,
  },
});
