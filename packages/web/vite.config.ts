import react from '@vitejs/plugin-react';
// vitest/config's defineConfig is Vite's own plus the `test` block, so one file serves both tools.
import { defineConfig } from 'vitest/config';

// `npm run dev` talks to the API on :3000; PULSE_API_URL points a second dev stack elsewhere.
const apiServer = process.env.PULSE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Vite's own browser conditions, written out because Vitest resolves with Node's otherwise: then
  // mui-tiptap loads as CommonJS with a second copy of ProseMirror beside the ESM Tiptap packages, and
  // the two refuse each other's plugins. The build resolves the same either way.
  resolve: { conditions: ['module', 'browser', 'development|production'] },
  server: {
    proxy: {
      // Keep the browser's Host: the API's CSRF check compares it with the Origin header.
      '/api': { target: apiServer, changeOrigin: false },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: false },
    },
  },
  build: { outDir: 'dist' },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests need a DOM; the few plain-logic tests say `@vitest-environment node` at the top.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup-dom.ts'],
    // A worker runs its files one after another in one module graph: loading React, MUI and the
    // app's modules again for each of ~55 files cost more than their tests. The setup file puts
    // back what a test may leave behind (rendered screens, stubbed globals, fake timers).
    isolate: false,
  },
});
