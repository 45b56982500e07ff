import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import * as schema from '../db/schema/index';
import { openScratchDatabase } from '../db/scratch-database';
import { seedDemo } from '../db/seed/demo';
import { createFieldCipher } from '../lib/field-encryption';
import { createLocalStorage } from '../lib/storage/local-storage';
import { createRecordingRealtime } from './recording-realtime';
import { createTestClock } from './test-clock';

const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7);

// With DATABASE_URL set, each test file gets its own scratch database on that server, so files run in
// parallel without seeing each other; otherwise in-memory PGlite.
const openFileDatabase = () => openScratchDatabase(loadEnv().DATABASE_URL, 'pulse_test');

// Starting PGlite takes seconds, so a file opens one database and every test starts from a freshly
// truncated and re-seeded copy of the demo.
let fileDatabase: Promise<DatabaseHandle> | undefined;
// Files go to a temporary directory per test file, removed when the file's tests end.
let fileStorageDir: string | undefined;
afterAll(async () => {
  if (fileDatabase) await (await fileDatabase).close();
  if (fileStorageDir) rmSync(fileStorageDir, { recursive: true, force: true });
});

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

const resetDatabase = async (db: Database) => {
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
};

// The demo's 14 days of tracked history take seconds to seed: only tests that read it ask for it.
export const createTestApp = async (options: { withDemoHistory?: boolean } = {}) => {
  fileDatabase ??= openFileDatabase().then(async (handle) => {
    await handle.migrate();
    return handle;
  });
  const { db } = await fileDatabase;
  await resetDatabase(db);
  const clock = createTestClock();
  const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
  fileStorageDir ??= mkdtempSync(join(tmpdir(), 'pulse-test-files-'));
  const storageDir = fileStorageDir;
  // Like the database, each test starts with no stored files.
  rmSync(join(storageDir, 'files'), { recursive: true, force: true });
  const storage = createLocalStorage(join(storageDir, 'files'));
  const demo = await seedDemo(db, {
    cipher,
    storage,
    now: clock.now(),
    withHistory: options.withDemoHistory ?? false,
  });
  const realtime = createRecordingRealtime();
  const app = await buildApp({ db, clock, cipher, storage, realtime }, { webDir: null });
  return {
    app,
    db,
    clock,
    cipher,
    storage,
    storageDir,
    realtime,
    demoOrganizationId: demo.id,
    close: () => app.close(),
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The origin that app.inject's requests come from, for state-changing calls (CSRF check).
export const SAME_ORIGIN = { origin: 'http://localhost' };

export const signInAs = async (testApp: TestApp, email: string, password = 'Demo@123') => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: SAME_ORIGIN,
    payload: { email, password },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
  return { cookie: `pulse_session=${cookie.value}`, token: cookie.value, employee: response.json() };
};

// A second organisation, signed up through the API, for tenant-separation checks.
export const signUpOtherOrganization = async (testApp: TestApp) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: SAME_ORIGIN,
    payload: {
      name: 'Other Admin',
      organizationName: 'Other Org',
      email: 'admin@other.test',
      password: 'Other#42',
      timeZone: 'UTC',
    },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${response.body}`);
  const employee = response.json() as { id: string; organization: { id: string } };
  return {
    cookie: `pulse_session=${cookie.value}`,
    employeeId: employee.id,
    organizationId: employee.organization.id,
  };
};
