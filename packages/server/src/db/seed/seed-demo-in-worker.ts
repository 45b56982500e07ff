import { Worker } from 'node:worker_threads';
import type { DatabaseLocation } from '../client';

// Hardening: memory. Seeding the demo builds months of activity, hashes passwords and draws images;
// done on the server's own thread it left about 100 MB in V8's heap and, on PGlite, in WebAssembly
// memory that never shrinks, resident for as long as the server ran. In a worker thread all of it is
// given back when the thread ends. The worker opens (and migrates) the database itself: on PGlite the
// caller must not have it open, since one at a time may open its directory.
// In the bundle the worker is dist/demo-seed-worker.js (an entry of scripts/build.mjs) beside
// dist/main.js. From the sources (tsx: `npm run dev`, tests) it is the .ts beside this file, and the
// thread registers tsx's loader itself: on Node 20 a worker does not inherit the parent's module hooks.
const isFromSources = import.meta.url.endsWith('.ts');
const workerSource = isFromSources
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./demo-seed-worker.ts', import.meta.url).href)}); })`
  : new URL('./demo-seed-worker.js', import.meta.url);

const YOUNG_GENERATION_MB = 24;

export const seedDemoInWorker = (location: DatabaseLocation) =>
  new Promise<boolean>((resolve, reject) => {
    let isSeeded = false;
    const worker = new Worker(workerSource, {
      eval: isFromSources,
      workerData: location,
      // The seed makes many short-lived rows; V8's default young generation (3 × 16 MB semi-spaces,
      // sized for throughput) raised the seed's peak by about 90 MB. Smaller still (12 MB) made the
      // seed 2–4 s slower.
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    worker.on('message', (message: boolean) => {
      isSeeded = message;
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve(isSeeded) : reject(new Error(`the demo seed stopped with code ${code}`)),
    );
  });
