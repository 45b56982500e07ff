import { defineConfig } from 'vitest/config';

// Its own config, so `npm test -w @pulse/shared` runs this package alone rather than finding the
// root config (every package as a project) above it.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
