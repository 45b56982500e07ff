import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { loadEnv } from '../config/env';
import type { Database } from '../db/client';
import { openScratchDatabase } from '../db/scratch-database';
import { forgetTableChanges } from './database-snapshot';
import { type DemoSnapshot, type DemoVariant, takeDemoSnapshot } from './demo-snapshot';

// One database per demo variant in each test worker, copied once from the database global-setup.ts
// migrated and seeded, and shared by every file the worker runs (the server project does not isolate
// files): opening PGlite from a dump or copying a PostgreSQL template cost more than most files'
// tests. With DATABASE_URL set it is a scratch database on that server, which global teardown drops;
// otherwise in-memory PGlite, gone with the worker.
const template = inject('testDatabaseTemplate');
const workDir = mkdtempSync(join(tmpdir(), 'pulse-test-worker-'));

export type WorkerDatabase = { db: Database; demo: DemoSnapshot };

const openWorkerDatabase = async (variant: DemoVariant): Promise<WorkerDatabase> => {
  const { db } = await openScratchDatabase(
    loadEnv().DATABASE_URL,
    template.scratchPrefix,
    'pgliteDumpFile' in template.database
      ? { pgliteDump: new Blob([readFileSync(template.database.pgliteDumpFile)]) }
      : { serverDatabase: template.database.serverDatabase },
  );
  if (variant === 'demo') return { db, demo: template.demo };
  // The 14 days of tracked history take seconds to seed: once per worker, and only in a worker
  // that runs a file which reads them.
  const demo = await takeDemoSnapshot(db, variant, {
    storageDir: join(workDir, `${variant}-seed`),
    snapshotFilesDir: join(workDir, `${variant}-files`),
  });
  await forgetTableChanges(db);
  return { db, demo };
};

const databases = new Map<DemoVariant, Promise<WorkerDatabase>>();

export const workerDatabase = (variant: DemoVariant) => {
  let database = databases.get(variant);
  if (!database) {
    database = openWorkerDatabase(variant);
    databases.set(variant, database);
  }
  return database;
};
