import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadEnv } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createScratchDatabase, dropScratchDatabases } from '../db/scratch-database';
import { watchTableChanges } from './database-snapshot';
import { type DemoSnapshot, takeDemoSnapshot } from './demo-snapshot';

// Where every server test file's database starts: migrated, with the demo seeded and snapshotted.
export type TestDatabaseTemplate = {
  database: { pgliteDumpFile: string } | { serverDatabase: string };
  demo: DemoSnapshot;
  // Workers' copies on a PostgreSQL server are named with this run's prefix, so teardown finds them.
  scratchPrefix: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const prepare = async (handle: DatabaseHandle, workDir: string) => {
  await handle.migrate();
  const demo = await takeDemoSnapshot(handle.db, 'demo', {
    storageDir: join(workDir, 'seed-files'),
    snapshotFilesDir: join(workDir, 'demo-files'),
  });
  await watchTableChanges(handle.db);
  return demo;
};

// Starting PGlite (initdb), migrating and seeding take seconds; each worker instead opens a copy of
// this database (a PGlite dump, or a PostgreSQL template).
const makeTemplate = async () => {
  const workDir = mkdtempSync(join(tmpdir(), 'pulse-test-template-'));
  const serverUrl = loadEnv().DATABASE_URL;
  const scratchPrefix = `pulse_test_${randomBytes(4).toString('hex')}`;
  let template: TestDatabaseTemplate;
  let drop = async () => {};
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'pulse_test_template');
    drop = scratch.drop;
    // A template database can be copied only while nobody is connected to it.
    const handle = await openDatabase({ databaseUrl: scratch.url });
    try {
      template = {
        database: { serverDatabase: scratch.name },
        demo: await prepare(handle, workDir),
        scratchPrefix,
      };
    } catch (error) {
      await handle.close();
      await drop();
      throw error;
    }
    await handle.close();
  } else {
    const handle = await openDatabase({ inMemory: true });
    try {
      const demo = await prepare(handle, workDir);
      const dump = await handle.dump?.();
      if (!dump) throw new Error('PGlite gave no dump');
      const pgliteDumpFile = join(workDir, 'template.tar');
      writeFileSync(pgliteDumpFile, Buffer.from(await dump.arrayBuffer()));
      template = { database: { pgliteDumpFile }, demo, scratchPrefix };
    } finally {
      await handle.close();
    }
  }
  const remove = async () => {
    if (serverUrl) await dropScratchDatabases(serverUrl, scratchPrefix);
    await drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  return { template, remove };
};

// Every project of a run that lists this file (the server's database tests and its memory tests in
// `npm test`) runs it, one project after the other and before any test starts: each would migrate and
// seed a template of its own while both cores wait. Vitest loads the file once per project, so the one
// template of the run is kept on globalThis, and the last project to finish removes it.
type SharedTemplate = { made: ReturnType<typeof makeTemplate>; projects: number };
const sharedKey = Symbol.for('pulse.testDatabaseTemplate');
const shared = globalThis as { [sharedKey]?: SharedTemplate };

export const setup = async (project: TestProject) => {
  shared[sharedKey] ??= { made: makeTemplate(), projects: 0 };
  const run = shared[sharedKey];
  run.projects += 1;
  const { template, remove } = await run.made;
  project.provide('testDatabaseTemplate', template);
  return async () => {
    run.projects -= 1;
    if (run.projects > 0) return;
    delete shared[sharedKey];
    await remove();
  };
};
