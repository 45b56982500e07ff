import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` talks to the API on :3000; PULSE_API_URL points a second dev stack elsewhere.
const apiServer = process.env.PULSE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: { outDir: 'dist' },
});
