import { cpSync, existsSync, rmSync } from 'node:fs';
import type { Database } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { createFieldCipher } from '../lib/field-encryption';
import { createLocalStorage } from '../lib/storage/local-storage';
import { type DatabaseSnapshot, emptyDatabase, takeDatabaseSnapshot } from './database-snapshot';
import { createTestClock } from './test-clock';

// Every test app and every snapshot use this key, so encrypted demo fields decrypt in every test.
export const createTestCipher = () => createFieldCipher(Buffer.alloc(32, 7));

// 'history' adds the demo's 14 days of tracked time, which take seconds to seed.
export type DemoVariant = 'demo' | 'history';

export type DemoSnapshot = {
  organizationId: string;
  database: DatabaseSnapshot;
  // The files the seed stored, copied aside (the directory is absent when it stored none).
  filesDir: string;
};

// Seeds the demo into an emptied database at the test clock's start and snapshots rows and files.
export const takeDemoSnapshot = async (
  db: Database,
  variant: DemoVariant,
  dirs: { storageDir: string; snapshotFilesDir: string },
): Promise<DemoSnapshot> => {
  await emptyDatabase(db);
  rmSync(dirs.storageDir, { recursive: true, force: true });
  const organization = await seedDemo(db, {
    cipher: createTestCipher(),
    storage: createLocalStorage(dirs.storageDir),
    now: createTestClock().now(),
    withHistory: variant === 'history',
    withAvatars: false,
    withNewsFiles: false,
  });
  if (existsSync(dirs.storageDir)) cpSync(dirs.storageDir, dirs.snapshotFilesDir, { recursive: true });
  return {
    organizationId: organization.id,
    database: await takeDatabaseSnapshot(db, variant),
    filesDir: dirs.snapshotFilesDir,
  };
};
