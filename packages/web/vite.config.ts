import react from '@vitejs/plugin-react';
// vitest/config's defineConfig is Vite's own plus the `test` block, so one file serves both tools.
import { defineConfig } from 'vitest/config';

// `npm run dev` talks to the API on :3000; PULSE_API_URL points a second dev stack elsewhere.
const apiServer = process.env.PULSE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      // Keep the browser's Host: the API's CSRF check compares it with the Origin header.
      '/api': { target: apiServer, changeOrigin: false },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist' },
  test: {
    // Two projects so the plain-logic tests keep Node's fetch/Response and stay fast, while
    // component tests (*.test.tsx) get a DOM.
    projects: [
      { extends: true, test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
