import { parentPort, workerData } from 'node:worker_threads';
import { loadEnv } from '../../config/env';
import { createCipherFromEnv } from '../../lib/field-encryption';
import { createStorageFromEnv } from '../../lib/storage/storage-from-env';
import type { DatabaseLocation } from '../client';
import { startDatabase } from '../start-database';
import { seedDemoIfEmpty } from './demo';

// The demo seed of a first start, in a thread of its own (seed-demo-in-worker.ts says why). On PGlite
// it may be the first to open the database, so it migrates as a start does; the key and the files are
// the server's, from the same environment.
const env = loadEnv();
const database = await startDatabase(workerData as DatabaseLocation);
try {
  const isSeeded = await seedDemoIfEmpty(database.db, {
    cipher: createCipherFromEnv(env),
    storage: createStorageFromEnv(env),
  });
  parentPort?.postMessage(isSeeded);
} finally {
  await database.close();
}
