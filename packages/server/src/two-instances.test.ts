import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Notification } from '@pulse/shared/contracts/notifications';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { SESSION_IDLE_MS } from '@pulse/shared/domain/session-policy';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { ensureActivityPartitions } from './db/activity-partitions';
import { type Database, openDatabase, rowsOf } from './db/client';
import {
  activitySlots,
  attendanceRecords,
  employees,
  leaves,
  mailOutbox,
  notifications,
  screenshots,
  sessions,
  trackerDevices,
} from './db/schema/index';
import { createScratchDatabase } from './db/scratch-database';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from './db/seed/demo';
import { createMailWorker, type MailTransport } from './lib/mail/mail-worker';
import { enqueueMails } from './lib/mail/outbox';
import { createLocalStorage } from './lib/storage/local-storage';
import type { FileStorage } from './lib/storage/storage';
import { sweepUnreferencedFiles } from './lib/storage/sweep-unreferenced-files';
import { purgeEndedSessions, startSession } from './modules/auth/auth.service';
import { markAbsentees } from './modules/leaves/absent-job';
import { purgeExpiredScreenshots } from './modules/tracking/screenshot-retention-job';
import { createDeferredRealtime } from './realtime/realtime';
import { attachSocketServer } from './realtime/socket-server';
import { restoreDatabaseSnapshot } from './test-support/database-snapshot';
import { createTestCipher } from './test-support/demo-snapshot';
import {
  canReachRedis,
  createSocketClients,
  listenOnEphemeralPort,
  TEST_REDIS_URL,
} from './test-support/socket-clients';
import { SAME_ORIGIN } from './test-support/test-app';
import { createTestClock } from './test-support/test-clock';

// Running at scale: two Pulse instances, each with its own connection pool, on one PostgreSQL
// database, one Redis and one file store (standing in for the S3 bucket). Every background job runs on
// both at the same moment, as the hourly maintenance of N instances does, and its work is done once.
// Two processes cannot share one embedded PGlite, so the file needs a database server; the CI runs
// the server suite a second time on PostgreSQL.
const serverUrl = loadEnv().DATABASE_URL;
const skipReason = serverUrl
  ? null
  : 'needs DATABASE_URL (PostgreSQL): two instances cannot share one embedded PGlite';
if (skipReason) console.log(`two instances: skipped, ${skipReason}`);
const isRedisReachable = await canReachRedis();

// The store records each delete it is asked for, so a file deleted by both instances shows twice.
const recordingDeletes = (storage: FileStorage) => {
  const deletedKeys: string[] = [];
  return {
    deletedKeys,
    storage: {
      ...storage,
      delete: async (key: string) => {
        deletedKeys.push(key);
        await storage.delete(key);
      },
    } satisfies FileStorage,
  };
};

const startInstance = async (databaseUrl: string, filesDir: string, redisKey: string) => {
  const database = await openDatabase({ databaseUrl });
  const clock = createTestClock();
  const files = recordingDeletes(createLocalStorage(filesDir));
  // As main.ts: the routes hold the stand-in, the Socket.IO server behind it comes after buildApp.
  const deferredRealtime = createDeferredRealtime();
  const deps = {
    db: database.db,
    clock,
    cipher: createTestCipher(),
    storage: files.storage,
    realtime: deferredRealtime.realtime,
  };
  const app = await buildApp(deps, { webDir: null });
  const socketServer = await attachSocketServer(
    app,
    deps,
    isRedisReachable ? { redisUrl: TEST_REDIS_URL, redisKey } : {},
  );
  deferredRealtime.attach(socketServer.realtime);
  const origin = await listenOnEphemeralPort(app);
  return {
    app,
    deps,
    clock,
    origin,
    deletedKeys: files.deletedKeys,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
type Instance = Awaited<ReturnType<typeof startInstance>>;

// How often each value occurs, to say "each exactly once" in one comparison.
const tally = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};
const eachOnce = (values: readonly string[]) => new Map(values.map((value) => [value, 1]));

describe.skipIf(skipReason !== null)('two instances on one PostgreSQL, one Redis and one file store', () => {
  const template = inject('testDatabaseTemplate');
  // The one file store of both instances (S3 in production).
  let filesDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: Instance;
  let b: Instance;
  let db: Database;

  beforeAll(async () => {
    if (!serverUrl || !('serverDatabase' in template.database)) throw new Error('no PostgreSQL template');
    filesDir = mkdtempSync(join(tmpdir(), 'pulse-test-instances-'));
    scratch = await createScratchDatabase(
      serverUrl,
      'pulse_test_instances',
      template.database.serverDatabase,
    );
    // Channels unique to this run, so nothing else on the Redis server hears them.
    const redisKey = `pulse-test:${randomUUID()}`;
    a = await startInstance(scratch.url, filesDir, redisKey);
    b = await startInstance(scratch.url, filesDir, redisKey);
    db = a.deps.db;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  const { open, outcomeOf, closeAll } = createSocketClients();
  beforeEach(async () => {
    await restoreDatabaseSnapshot(db, template.demo.database);
    rmSync(filesDir, { recursive: true, force: true });
    if (existsSync(template.demo.filesDir)) cpSync(template.demo.filesDir, filesDir, { recursive: true });
    for (const instance of [a, b]) {
      instance.clock.reset();
      instance.deletedKeys.length = 0;
    }
  });
  afterEach(closeAll);

  const employeeByEmail = async (email: string) => {
    const [row] = await db.select().from(employees).where(eq(employees.officialEmail, email));
    if (!row) throw new Error(`no employee ${email}`);
    return row;
  };

  // A session started as sign-in starts one, without the password check (argon2 costs).
  const cookieOf = async (instance: Instance, email: string) => {
    const employee = await employeeByEmail(email);
    const session = await startSession(
      instance.deps,
      { organizationId: employee.organizationId, employeeId: employee.id },
      false,
      { ip: '127.0.0.1', userAgent: 'two-instances test' },
    );
    return `pulse_session=${session.token}`;
  };

  it.skipIf(!isRedisReachable)(
    'a notification raised on instance A reaches the browser connected to instance B; sign-out on A closes it',
    async () => {
      const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
      const adminCookie = await cookieOf(b, DEMO_ADMIN_EMAIL);
      const socket = open(b.origin, { origin: b.origin, cookie: adminCookie });
      expect(await outcomeOf(socket)).toBe('connected');

      const received = new Promise<Notification>((resolve) => socket.once('notification:created', resolve));
      const applied = await a.app.inject({
        method: 'POST',
        url: '/api/v1/leaves',
        headers: { ...SAME_ORIGIN, cookie: await cookieOf(a, DEMO_EMPLOYEE_EMAIL) },
        payload: {
          description: 'Visiting my parents',
          fromDate: '2026-04-20',
          toDate: '2026-04-22',
          leaveType: 1,
          managerIds: [admin.id],
        },
      });
      expect(applied.statusCode).toBe(201);
      const leaveId = applied.json<{ id: string }>().id;
      const [bell] = await db.select().from(notifications).where(eq(notifications.leaveId, leaveId));
      expect(await received).toMatchObject({ id: bell?.id, leaveId, event: 'applied' });

      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const signOut = await a.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-out',
        headers: { ...SAME_ORIGIN, cookie: adminCookie },
      });
      expect(signOut.statusCode).toBe(204);
      expect(await disconnected).toBe('io server disconnect');
    },
  );

  it('Marked Absent: both instances at once mark each employee-day once', async () => {
    // The demo accounts for each of its working days (attendance, tracked time or leave); without its
    // attendance and tracked time the past week has absentees for the two runs to race for.
    await db.delete(attendanceRecords);
    await db.delete(activitySlots);
    const markedAbsent = () =>
      db
        .select({ employeeId: leaves.employeeId, day: leaves.fromDate })
        .from(leaves)
        .where(eq(leaves.status, LEAVE_STATUS.markedAbsent));
    const demoMarks = (await markedAbsent()).length;
    const [onA, onB] = await Promise.all([markAbsentees(a.deps), markAbsentees(b.deps)]);
    const marked = await markedAbsent();
    const employeeDays = marked.map((row) => `${row.employeeId} ${row.day}`);
    expect(onA.marked + onB.marked).toBeGreaterThan(0);
    expect(tally(employeeDays)).toEqual(eachOnce(employeeDays));
    // Every row beyond the demo's own marks is one of the two runs'.
    expect(onA.marked + onB.marked).toBe(marked.length - demoMarks);
  });

  it('mail: both workers at once send each due mail exactly once', async () => {
    const demo = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    // More than two batches of 20, so the workers meet at rows the other has claimed.
    await db.transaction((tx) =>
      enqueueMails(
        tx,
        Array.from({ length: 45 }, (_, index) => ({
          organizationId: demo.organizationId,
          to: demo.officialEmail,
          subject: `Mail ${index}`,
          text: 'Hello',
        })),
        a.clock.now(),
      ),
    );
    const due = await db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    // The subject names the row, so the transport can count sends per mail.
    await db
      .update(mailOutbox)
      .set({ subject: sql`${mailOutbox.id}::text` })
      .where(eq(mailOutbox.status, 'pending'));

    const sentIds: string[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        sentIds.push(message.subject);
      },
      close: () => {},
    };
    const workers = [a, b].map((instance) =>
      createMailWorker({
        db: instance.deps.db,
        clock: instance.clock,
        transport,
        from: 'Pulse <no-reply@pulse.local>',
      }),
    );
    const results = await Promise.all(workers.map((worker) => worker.runOnce()));

    const dueIds = due.map((mail) => mail.id);
    expect(tally(sentIds)).toEqual(eachOnce(dueIds));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(dueIds.length);
    const statuses = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, dueIds));
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['sent']));
  });

  // Files written now carry today's real time; the sweep deletes only files older than its cutoff
  // (by the test clock, 2026-03-02), so these are set back.
  const LONG_AGO = new Date('2026-02-01T00:00:00Z');
  const putOld = async (key: string) => {
    await a.deps.storage.put(key, Buffer.from(key), 'application/octet-stream');
    utimesSync(join(filesDir, key), LONG_AGO, LONG_AGO);
  };

  it('file sweep: both instances at once delete each unreferenced file once and keep named ones', async () => {
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const photo = `${rahul.organizationId}/employees/${rahul.id}/photo/${randomUUID()}`;
    await putOld(photo);
    await db.update(employees).set({ photoStorageKey: photo }).where(eq(employees.id, rahul.id));
    const orphans = Array.from({ length: 30 }, () => `${rahul.organizationId}/policies/${randomUUID()}`);
    for (const key of orphans) await putOld(key);

    const [onA, onB] = await Promise.all([sweepUnreferencedFiles(a.deps), sweepUnreferencedFiles(b.deps)]);

    expect(tally([...a.deletedKeys, ...b.deletedKeys])).toEqual(eachOnce(orphans));
    expect(onA.deleted + onB.deleted).toBe(orphans.length);
    for (const key of orphans) expect(existsSync(join(filesDir, key))).toBe(false);
    expect(existsSync(join(filesDir, photo))).toBe(true);
  });

  it('activity partitions: both instances at once make each new month once, without an error', async () => {
    // Months nobody has written yet; three callers on each instance, as concurrent uploads would.
    const from = new Date('2031-01-15T00:00:00Z');
    const to = new Date('2031-06-15T00:00:00Z');
    await Promise.all(
      [a, b, a, b, a, b].map((instance) => ensureActivityPartitions(instance.deps.db, from, to)),
    );
    const made = await rowsOf<{ parent: string; partition: string }>(
      db,
      sql`select inhparent::regclass::text as parent, inhrelid::regclass::text as partition
          from pg_inherits join pg_class on pg_class.oid = inhrelid
          where relkind = 'r' and relname like '%\_2031\_%' order by 1, 2`,
    );
    const months = ['01', '02', '03', '04', '05', '06'];
    expect(made).toEqual(
      ['activity_intervals', 'activity_slots', 'input_minutes', 'screenshots'].flatMap((parent) =>
        months.map((month) => ({ parent, partition: `${parent}_2031_${month}` })),
      ),
    );
  });

  it('screenshot retention: both instances at once delete each expired row and its files once', async () => {
    // The demo keeps screenshots 90 days: by the test clock (2026-03-02T09:00Z) November's go.
    const rahul = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await ensureActivityPartitions(db, new Date('2025-11-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    const [device] = await db
      .insert(trackerDevices)
      .values({
        organizationId: rahul.organizationId,
        employeeId: rahul.id,
        name: 'LAPTOP',
        platform: 'linux',
        tokenHash: randomUUID(),
        createdAt: new Date('2025-10-01T00:00:00Z'),
        lastSeenAt: new Date('2026-03-01T00:00:00Z'),
      })
      .returning();
    if (!device) throw new Error('no device');
    const shoot = async (capturedAt: Date) => {
      const storageKey = `${rahul.organizationId}/screenshots/${randomUUID()}`;
      await a.deps.storage.put(storageKey, Buffer.from('image'), 'image/png');
      await a.deps.storage.put(`${storageKey}-thumbnail`, Buffer.from('thumbnail'), 'image/webp');
      await db.insert(screenshots).values({
        organizationId: rahul.organizationId,
        employeeId: rahul.id,
        deviceId: device.id,
        capturedAt,
        slotStart: new Date(Math.floor(capturedAt.getTime() / 600_000) * 600_000),
        storageKey,
        contentType: 'image/png',
        thumbnailKey: `${storageKey}-thumbnail`,
        contentHash: storageKey,
        width: 64,
        height: 40,
        isBlurred: false,
        windowTitles: [],
        keyPresses: 1,
        mouseClicks: 1,
        isIdle: false,
      });
      return [storageKey, `${storageKey}-thumbnail`];
    };
    const MINUTE = 60_000;
    const expiredFiles: string[] = [];
    for (let index = 0; index < 40; index += 1)
      expiredFiles.push(...(await shoot(new Date(Date.parse('2025-11-20T10:00:00Z') + index * MINUTE))));
    const keptFiles = await shoot(new Date('2026-02-25T10:00:00Z'));

    const [onA, onB] = await Promise.all([purgeExpiredScreenshots(a.deps), purgeExpiredScreenshots(b.deps)]);

    expect(onA.screenshots + onB.screenshots).toBe(40);
    expect(onA.files + onB.files).toBe(expiredFiles.length);
    expect(tally([...a.deletedKeys, ...b.deletedKeys])).toEqual(eachOnce(expiredFiles));
    const left = await db
      .select({ storageKey: screenshots.storageKey })
      .from(screenshots)
      .where(eq(screenshots.deviceId, device.id));
    expect(left).toEqual([{ storageKey: keptFiles[0] }]);
    for (const key of keptFiles) expect(existsSync(join(filesDir, key))).toBe(true);
  });

  it('session purge: both instances at once delete each ended session once', async () => {
    const cookies = await Promise.all(
      [DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_EMPLOYEE_EMAIL].map((email) => cookieOf(a, email)),
    );
    // Half an hour and a second without a request: every one of them is idle (spec A §9).
    for (const instance of [a, b]) instance.clock.advance(SESSION_IDLE_MS + 1000);

    const [onA, onB] = await Promise.all([purgeEndedSessions(a.deps), purgeEndedSessions(b.deps)]);

    expect(onA.sessions + onB.sessions).toBe(cookies.length);
    expect(await db.select().from(sessions)).toEqual([]);
  });
});
