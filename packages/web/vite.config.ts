import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
});
