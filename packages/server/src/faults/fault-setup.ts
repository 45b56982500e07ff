import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { createCipherFromEnv } from '../lib/field-encryption';
import { createStorageFromEnv } from '../lib/storage/storage-from-env';
import { missingFaultTools, pollUntil } from './fault-tools';
import { createPostgresCluster, type PostgresClusterInfo, postgresCluster } from './postgres-cluster';

// Runs once before the fault files: the suite's own PostgreSQL cluster, with one database migrated
// and seeded with the demo, which every server process of the run opens.
export type FaultEnvironment =
  | { skipReason: string }
  | { skipReason: null; postgres: PostgresClusterInfo; database: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    faultEnvironment: FaultEnvironment;
  }
}

const DATABASE = 'pulse';

export const setup = async (project: TestProject) => {
  const missing = missingFaultTools();
  if (missing.length > 0) {
    const reason = `missing ${missing.join(', ')}`;
    // CI installs both: there a missing program is a broken stage, not a reason to pass quietly.
    if (process.env.PULSE_REQUIRE_FAULTS === '1')
      throw new Error(`fault suite: ${reason} (PULSE_REQUIRE_FAULTS=1)`);
    console.log(`fault suite: skipped, ${reason}`);
    project.provide('faultEnvironment', { skipReason: reason });
    return;
  }
  const workDir = mkdtempSync(join(tmpdir(), 'pulse-faults-'));
  const info = await createPostgresCluster(workDir).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  const cluster = postgresCluster(info);
  const removeAll = async () => {
    await cluster.stop('immediate').catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };
  const dataDir = join(workDir, 'data');
  try {
    await cluster.start();
    await pollUntil(
      'the fault suite’s PostgreSQL accepting connections',
      async () => ((await cluster.acceptsConnections()) ? true : undefined),
      { timeoutMs: 30_000 },
    );
    await cluster.createDatabase(DATABASE);

    // Seeded here rather than by the first server's DEMO=1 start: without the 14 days of tracked
    // history (12 s on PostgreSQL here), which no fault scenario reads. The key the seed encrypts with
    // lands in DATA_DIR/secrets, where every server process of the run finds it.
    const env = loadEnv({ DATA_DIR: dataDir });
    const database = await openDatabase({ databaseUrl: cluster.url(DATABASE) });
    try {
      await database.migrate();
      await seedDemo(database.db, {
        cipher: createCipherFromEnv(env),
        storage: createStorageFromEnv(env),
        withHistory: false,
        withAvatars: false,
        withNewsFiles: false,
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    await removeAll();
    throw error;
  }

  project.provide('faultEnvironment', { skipReason: null, postgres: info, database: DATABASE, dataDir });
  return removeAll;
};
