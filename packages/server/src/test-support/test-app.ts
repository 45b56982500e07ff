import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { employees } from '../db/schema/index';
import { DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../db/seed/demo';
import { createLocalStorage } from '../lib/storage/local-storage';
import type { FileStorage } from '../lib/storage/storage';
import { resolveSession, startSession } from '../modules/auth/auth.service';
import { restoreChangedTables } from './database-snapshot';
import { createTestCipher } from './demo-snapshot';
import { createRecordingRealtime } from './recording-realtime';
import { createTestClock } from './test-clock';
import { workerDatabase } from './worker-database';

// The app of a test file, on its worker's database (worker-database.ts): built once, with the demo
// organisation restored before each test by `reset` (the tables changed since the last reset, stored
// files, clock and recorded events). Only files that read the demo's 14 days of tracked history ask
// for them.
export const createTestApp = async (options: { withDemoHistory?: boolean } = {}) => {
  const { db, demo } = await workerDatabase(options.withDemoHistory ? 'history' : 'demo');
  const clock = createTestClock();
  const cipher = createTestCipher();
  // Files go to a temporary directory of the app's own, removed when it closes.
  const storageDir = mkdtempSync(join(tmpdir(), 'pulse-test-files-'));
  const filesDir = join(storageDir, 'files');
  // Whether a file was stored or deleted since the last reset: only then are the demo's files put
  // back (removed and copied, a few milliseconds), where most of a run's ~1,000 resets follow tests
  // that stored nothing. Tests reach the files only through this storage.
  const localFiles = createLocalStorage(filesDir);
  let hasFileChanges = true;
  const storage: FileStorage = {
    ...localFiles,
    put: (key, body, contentType) => {
      hasFileChanges = true;
      return localFiles.put(key, body, contentType);
    },
    delete: (key) => {
      hasFileChanges = true;
      return localFiles.delete(key);
    },
  };
  // Empty until a test puts a package file there: whether this checkout built the agent never matters.
  const trackerPackageDir = join(storageDir, 'tracker-package');
  const realtime = createRecordingRealtime();
  const app = await buildApp({ db, clock, cipher, storage, realtime }, { webDir: null, trackerPackageDir });
  const reset = async () => {
    await restoreChangedTables(db, demo.database);
    if (hasFileChanges) {
      rmSync(filesDir, { recursive: true, force: true });
      if (existsSync(demo.filesDir)) cpSync(demo.filesDir, filesDir, { recursive: true });
      hasFileChanges = false;
    }
    clock.reset();
    realtime.clear();
  };
  await reset();
  return {
    app,
    db,
    clock,
    cipher,
    storage,
    storageDir,
    trackerPackageDir,
    realtime,
    demoOrganizationId: demo.organizationId,
    reset,
    close: async () => {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The usual file setup: one app for the file, the demo restored before each test. The returned
// object is filled in before the first test runs.
export const useTestApp = (options: { withDemoHistory?: boolean } = {}): TestApp => {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  });
  beforeEach(async () => {
    await testApp.reset();
  });
  afterAll(async () => {
    await testApp.close();
  });
  return testApp;
};

// For files whose tests only read the demo: the app is made and the demo restored once for the file,
// not before each test (restoring the tracked history takes seconds). A test that writes restores the
// demo when it ends: `onTestFinished(testApp.reset)`. Seeding the history copy can take longer than
// the usual hook limit on a loaded machine, hence its own.
export const useReadOnlyTestApp = (options: { withDemoHistory?: boolean } = {}): TestApp => {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
  });
  return testApp;
};

// The origin that app.inject's requests come from, for state-changing calls (CSRF check).
export const SAME_ORIGIN = { origin: 'http://localhost' };

// What app.inject's requests look like to the server, for sessions started without a request.
const INJECT_CLIENT = { ip: '127.0.0.1', userAgent: 'lightMyRequest' };

// A session for a demo employee, started the way sign-in starts one but without checking the
// password: argon2 would cost every test a sign-in. The sign-in tests themselves use `signInAs`.
export const sessionFor = async (testApp: TestApp, email: string) => {
  const [employee] = await testApp.db
    .select({ organizationId: employees.organizationId, employeeId: employees.id })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!employee) throw new Error(`no employee with the e-mail ${email}`);
  const session = await startSession(testApp, employee, false, INJECT_CLIENT);
  return { cookie: `pulse_session=${session.token}`, token: session.token, employee: session.employee };
};

// The Auth a use case receives from a demo employee's session, for tests that call services directly.
export const authFor = async (testApp: TestApp, email: string) => {
  const session = await resolveSession(testApp, (await sessionFor(testApp, email)).token);
  if (!session) throw new Error(`no session for ${email}`);
  return session;
};

// POST /api/v1/auth/sign-in as a browser sends it, from an address (app.inject's 127.0.0.1 unless
// given) with the cookies it holds; the response as it comes.
export const postSignIn = (
  testApp: TestApp,
  email: string,
  password: string,
  browser: { ip?: string; cookie?: string } = {},
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    headers: { ...SAME_ORIGIN, ...(browser.cookie === undefined ? {} : { cookie: browser.cookie }) },
    ...(browser.ip === undefined ? {} : { remoteAddress: browser.ip }),
    payload: { email, password },
  });

// A real sign-in through the API (password check, sign-in event, cookie).
export const signInAs = async (testApp: TestApp, email: string, password = 'Demo@123') => {
  const response = await postSignIn(testApp, email, password);
  const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
  return { cookie: `pulse_session=${cookie.value}`, token: cookie.value, employee: response.json() };
};

// A second organisation, signed up through the API, for tenant-separation checks.
export const signUpOtherOrganization = async (testApp: TestApp) => {
  const email = 'admin@other.test';
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: SAME_ORIGIN,
    payload: {
      name: 'Other Admin',
      organizationName: 'Other Org',
      email,
      password: 'Other#42',
      timeZone: 'UTC',
    },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === 'pulse_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`sign-up failed: ${response.body}`);
  const employee = response.json() as { id: string; organization: { id: string } };
  return {
    cookie: `pulse_session=${cookie.value}`,
    email,
    employeeId: employee.id,
    organizationId: employee.organization.id,
  };
};

// A tracker device signed in through the API, as the agent does: its bearer header.
export const deviceHeadersFor = async (app: FastifyInstance, email = DEMO_EMPLOYEE_EMAIL) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/tracker/sign-in',
    payload: { email, password: DEMO_PASSWORD, deviceName: 'LAPTOP-42', platform: 'linux' },
  });
  if (response.statusCode !== 200) throw new Error(`device sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().deviceToken as string}` };
};
