import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarDayOf } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import { rowsOf } from '../../db/client';
import {
  activityDays,
  activityIntervals,
  activitySlots,
  employees,
  organizations,
} from '../../db/schema/index';
import { openScratchDatabase } from '../../db/scratch-database';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import { migrationsDir } from '../../lib/package-root';
import { sessionFor, useTestApp } from '../../test-support/test-app';
import { recomputeSlots } from '../tracking/slot-rollup';

// Hardening (reads at scale): the time sheet and the reports read the employee-day roll-up
// (activity_days), which the database keeps from activity_slots. These tests hold it to the raw slots
// through the ways slots change: tracker batches, a recompute that takes time away, a deletion, a
// change of the organisation's zone, and the migration's back-fill.
const testApp = useTestApp();

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

const setOrganization = (values: { timeZone?: string; isLogOffIncludedInIdle?: boolean }) =>
  testApp.db.update(organizations).set(values).where(eq(organizations.id, testApp.demoOrganizationId));

// What the roll-up holds for an employee, day by day.
const rolledUp = async (employeeId: string) =>
  (
    await testApp.db
      .select()
      .from(activityDays)
      .where(eq(activityDays.employeeId, employeeId))
      .orderBy(asc(activityDays.workDate))
  ).map((day) => ({
    date: day.workDate,
    trackedSeconds: day.trackedSeconds,
    awaySeconds: day.awaySeconds,
    firstSlotStart: day.firstSlotStart.toISOString(),
    lastSlotStart: day.lastSlotStart.toISOString(),
  }));

// The same sums worked out here from the raw slots, by day-totals.ts's rule: each slot's tracked
// seconds clamped to 0…600 and its away seconds to 0…tracked, only slots with tracked time, each in the
// organisation's day its start falls in.
const sumsOfRawSlots = async (employeeId: string, timeZone: string) => {
  const slots = await testApp.db
    .select()
    .from(activitySlots)
    .where(eq(activitySlots.employeeId, employeeId))
    .orderBy(asc(activitySlots.slotStart));
  const days = new Map<string, Awaited<ReturnType<typeof rolledUp>>[number]>();
  for (const slot of slots) {
    const tracked = Math.min(600, Math.max(0, slot.trackedSeconds));
    if (tracked === 0) continue;
    const date = calendarDayOf(slot.slotStart, timeZone);
    const start = slot.slotStart.toISOString();
    const day = days.get(date) ?? {
      date,
      trackedSeconds: 0,
      awaySeconds: 0,
      firstSlotStart: start,
      lastSlotStart: start,
    };
    day.trackedSeconds += tracked;
    day.awaySeconds += Math.min(tracked, Math.max(0, slot.idleSeconds));
    day.lastSlotStart = start;
    days.set(date, day);
  }
  return [...days.values()];
};

const get = (cookie: string, url: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

const timeSheetRow = async (employeeId: string, date: string) => {
  const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const response = await get(cookie, `/api/v1/time-sheet?date=${date}&employeeId=${employeeId}`);
  expect(response.statusCode).toBe(200);
  return response.json().rows[0];
};

// ---- Through the tracker's API ---------------------------------------------------------------------

const deviceToken = async () => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/sign-in',
    payload: { email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD, deviceName: 'LAPTOP', platform: 'linux' },
  });
  if (response.statusCode !== 200) throw new Error(`device sign-in failed: ${response.body}`);
  return response.json().deviceToken as string;
};

const postBatch = async (token: string, payload: object) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/batches',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
};

// 1 March, around midnight in Kolkata (18:30Z): the test clock stands at 2 March 09:00Z.
const at = (time: string) => `2026-03-01T${time}Z`;
const focus = (startedAt: string, durationSeconds: number) => ({
  kind: 'focus',
  startedAt: at(startedAt),
  durationSeconds,
  app: 'Code',
  title: 'Code — work',
});

// Two batches: a focused hour over Kolkata's midnight, then a later one that adds an away spell to a
// slot the first already wrote (an update of the slot) and 15 more minutes (new slots).
const uploadAcrossMidnight = async () => {
  const token = await deviceToken();
  await postBatch(token, { batchId: 'first', intervals: [focus('17:50:00', 3600)] });
  await postBatch(token, {
    batchId: 'second',
    intervals: [{ kind: 'away', startedAt: at('18:35:00'), durationSeconds: 300 }, focus('18:50:00', 900)],
  });
};

describe('the employee-day roll-up after tracker batches', () => {
  it('equals the raw slots’ sums, each day cut at the organisation’s midnight', async () => {
    await setOrganization({ timeZone: 'Asia/Kolkata', isLogOffIncludedInIdle: false });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await uploadAcrossMidnight();

    // 17:50–18:30Z is 1 March in Kolkata (4 slots); 18:30–19:05Z is 2 March, with 5 minutes away.
    expect(await rolledUp(employee.id)).toEqual([
      {
        date: '2026-03-01',
        trackedSeconds: 2400,
        awaySeconds: 0,
        firstSlotStart: at('17:50:00.000'),
        lastSlotStart: at('18:20:00.000'),
      },
      {
        date: '2026-03-02',
        trackedSeconds: 2100,
        awaySeconds: 300,
        firstSlotStart: at('18:30:00.000'),
        lastSlotStart: at('19:00:00.000'),
      },
    ]);
    expect(await rolledUp(employee.id)).toEqual(await sumsOfRawSlots(employee.id, 'Asia/Kolkata'));
    // What the time sheet shows from it.
    expect(await timeSheetRow(employee.id, '2026-03-02')).toMatchObject({
      hoursWorkedMinutes: 35,
      idleMinutes: 5,
      actualWorkMinutes: 30,
    });
  });

  it('follows a recompute that takes time away, and drops a day left without tracked time', async () => {
    await setOrganization({ timeZone: 'Asia/Kolkata', isLogOffIncludedInIdle: true });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await uploadAcrossMidnight();
    const scope = {
      organizationId: employee.organizationId,
      employeeId: employee.id,
      organization: { id: employee.organizationId, currency: 'INR' },
    };
    // The intervals from `from` on go, and their slots are recomputed as the ingestion does.
    const removeIntervalsFrom = (from: string) =>
      testApp.db.transaction(async (tx) => {
        await tx
          .delete(activityIntervals)
          .where(
            and(
              eq(activityIntervals.employeeId, employee.id),
              gte(activityIntervals.startedAt, new Date(at(from))),
            ),
          );
        // The eight slots the batches wrote, 17:50Z to 19:00Z.
        const slotStarts = Array.from(
          { length: 8 },
          (_, index) => Date.parse(at('17:50:00')) + index * 600_000,
        );
        await recomputeSlots(testApp, tx, scope, slotStarts, testApp.clock.now());
      });

    // The last 15 focused minutes go: 2 March ends with the 18:40Z slot.
    await removeIntervalsFrom('18:50:00');
    expect(await rolledUp(employee.id)).toEqual([
      expect.objectContaining({ date: '2026-03-01', trackedSeconds: 2400 }),
      {
        date: '2026-03-02',
        trackedSeconds: 1200,
        awaySeconds: 300,
        firstSlotStart: at('18:30:00.000'),
        lastSlotStart: at('18:40:00.000'),
      },
    ]);
    expect(await rolledUp(employee.id)).toEqual(await sumsOfRawSlots(employee.id, 'Asia/Kolkata'));

    // Everything goes: the slots stay with no tracked time, the days leave the roll-up and the sheet.
    await removeIntervalsFrom('17:00:00');
    expect(
      await testApp.db.select().from(activitySlots).where(eq(activitySlots.employeeId, employee.id)),
    ).toHaveLength(8);
    expect(await rolledUp(employee.id)).toEqual([]);
    expect(await timeSheetRow(employee.id, '2026-03-02')).toBeUndefined();
  });
});

// ---- Slots written straight, the zone changed -------------------------------------------------------

const insertSlots = async (employeeId: string, starts: string[]) => {
  await ensureActivityPartitions(testApp.db, new Date(at('00:00:00')), new Date(at('23:59:00')));
  await testApp.db.insert(activitySlots).values(
    starts.map((start) => ({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      slotStart: new Date(at(start)),
      trackedSeconds: 600,
      idleSeconds: 60,
      keyPresses: 0,
      mouseClicks: 0,
      windowTitles: [],
      updatedAt: new Date(at(start)),
    })),
  );
};

describe('the employee-day roll-up and the organisation’s zone', () => {
  it('cuts days at midnight in Asia/Kolkata, and is rebuilt when the zone becomes UTC', async () => {
    await setOrganization({ timeZone: 'Asia/Kolkata', isLogOffIncludedInIdle: false });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    await insertSlots(employee.id, ['18:20:00', '18:30:00', '18:40:00']);
    expect((await rolledUp(employee.id)).map((day) => [day.date, day.trackedSeconds])).toEqual([
      ['2026-03-01', 600],
      ['2026-03-02', 1200],
    ]);

    // In UTC the three slots are one day: the roll-up moves with the zone, in the same statement.
    await setOrganization({ timeZone: 'UTC' });
    expect(await rolledUp(employee.id)).toEqual([
      {
        date: '2026-03-01',
        trackedSeconds: 1800,
        awaySeconds: 180,
        firstSlotStart: at('18:20:00.000'),
        lastSlotStart: at('18:40:00.000'),
      },
    ]);
    expect(await rolledUp(employee.id)).toEqual(await sumsOfRawSlots(employee.id, 'UTC'));
    expect(await timeSheetRow(employee.id, '2026-03-01')).toMatchObject({
      hoursWorkedMinutes: 30,
      idleMinutes: 3,
    });
    expect(await timeSheetRow(employee.id, '2026-03-02')).toBeUndefined();

    // A zone change that does not commit leaves the roll-up as it was.
    await expect(
      testApp.db.transaction(async (tx) => {
        await tx
          .update(organizations)
          .set({ timeZone: 'Asia/Kolkata' })
          .where(eq(organizations.id, testApp.demoOrganizationId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await rolledUp(employee.id)).map((day) => day.date)).toEqual(['2026-03-01']);
  });

  it('drops a slot’s time when the slot is deleted, and leaves other employees alone', async () => {
    await setOrganization({ timeZone: 'Asia/Kolkata' });
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    await insertSlots(employee.id, ['18:20:00', '18:30:00', '18:40:00']);
    await insertSlots(admin.id, ['18:20:00']);

    await testApp.db
      .delete(activitySlots)
      .where(
        and(
          eq(activitySlots.employeeId, employee.id),
          gte(activitySlots.slotStart, new Date(at('18:40:00'))),
        ),
      );
    await testApp.db
      .delete(activitySlots)
      .where(
        and(eq(activitySlots.employeeId, employee.id), eq(activitySlots.slotStart, new Date(at('18:20:00')))),
      );
    expect(await rolledUp(employee.id)).toEqual([
      {
        date: '2026-03-02',
        trackedSeconds: 600,
        awaySeconds: 60,
        firstSlotStart: at('18:30:00.000'),
        lastSlotStart: at('18:30:00.000'),
      },
    ]);
    expect((await rolledUp(admin.id)).map((day) => [day.date, day.trackedSeconds])).toEqual([
      ['2026-03-01', 600],
    ]);
  });
});

// ---- The migration's back-fill -------------------------------------------------------------------------

// A database as release 0014 left it, holding slots, then migrated: the roll-up starts with its days.
describe('migration 0015 on a database with slots', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pulse-migrations-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('back-fills each employee-day in the organisation’s zone', async () => {
    cpSync(migrationsDir, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0015');
    writeFileSync(journalPath, JSON.stringify(journal));

    const handle = await openScratchDatabase(loadEnv().DATABASE_URL, 'pulse_test_activity_days');
    try {
      await handle.migrate(folder);
      const [owner] = await rowsOf<{ organization_id: string; employee_id: string }>(
        handle.db,
        sql`
          with organization as (
            insert into organizations (name, time_zone) values ('Old Release Ltd', 'Asia/Kolkata') returning id
          )
          insert into employees (organization_id, employee_number, employee_code, name, official_email, password_hash)
          select id, 1, 'OLD-1', 'Old Timer', 'old@old.test', 'x' from organization
          returning organization_id, id as employee_id`,
      );
      if (!owner) throw new Error('no owner');
      await handle.db.execute(sql`select pulse_ensure_activity_partitions('2026-03-01T00:00:00Z')`);
      // Kolkata's midnight at 18:30Z; a slot with no tracked time and one with a bad idle count.
      await handle.db.execute(sql`
        insert into activity_slots (organization_id, employee_id, slot_start, tracked_seconds, idle_seconds,
          key_presses, mouse_clicks, window_titles, updated_at)
        values (${owner.organization_id}, ${owner.employee_id}, '2026-03-01T18:20:00Z', 600, 700, 0, 0, '{}', now()),
               (${owner.organization_id}, ${owner.employee_id}, '2026-03-01T18:30:00Z', 300, 0, 0, 0, '{}', now()),
               (${owner.organization_id}, ${owner.employee_id}, '2026-03-01T18:40:00Z', 0, 0, 0, 0, '{}', now())`);

      await handle.migrate();

      expect(
        await rowsOf(
          handle.db,
          sql`select work_date::text, tracked_seconds, away_seconds, first_slot_start = last_slot_start as one_slot
              from activity_days order by work_date`,
        ),
      ).toEqual([
        { work_date: '2026-03-01', tracked_seconds: 600, away_seconds: 600, one_slot: true },
        { work_date: '2026-03-02', tracked_seconds: 300, away_seconds: 0, one_slot: true },
      ]);
    } finally {
      await handle.close();
    }
  });
});
