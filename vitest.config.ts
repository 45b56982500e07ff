import { defineConfig } from 'vitest/config';

// `npm test` runs every package's tests in one pool, so the server's database files, the web's
// component tests and the tracker's integration test share both cores instead of taking turns.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/tracker', 'packages/web'],
  },
});
