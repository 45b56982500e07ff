import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activitySlots,
  attendanceRecords,
  employees,
  holidays,
  leaves,
  organizations,
} from '../../db/schema/index';
import { type TestApp, useTestApp } from '../../test-support/test-app';
import { daysToCheck, MARKED_ABSENT_DESCRIPTION, markAbsentees } from './absent-job';

// The test clock starts on Monday 2026-03-02, 14:30 in Asia/Kolkata: the days checked are the working
// days Monday 23 to Friday 27 February (1 March is a Sunday, 28 February a Saturday).
const testApp = useTestApp();
beforeEach(async () => {
  // Each test states the attendance and tracked time it needs; the demo's own would blur the rules.
  await testApp.db.delete(attendanceRecords);
  await testApp.db.delete(activitySlots);
});

const HOUR = 3_600_000;
const depsOf = (app: TestApp) => ({
  db: app.db,
  clock: app.clock,
  cipher: app.cipher,
  storage: app.storage,
  realtime: app.realtime,
});

const idOf = async (email: string) => {
  const [row] = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row.id;
};

const markedDays = async (employeeId: string) =>
  (
    await testApp.db
      .select({ fromDate: leaves.fromDate })
      .from(leaves)
      .where(and(eq(leaves.employeeId, employeeId), eq(leaves.status, LEAVE_STATUS.markedAbsent)))
  )
    .map((row) => row.fromDate)
    .sort();

const allMarked = () =>
  testApp.db
    .select({ employeeId: leaves.employeeId, fromDate: leaves.fromDate })
    .from(leaves)
    .where(eq(leaves.status, LEAVE_STATUS.markedAbsent));

const WEEK = ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'];

describe('daysToCheck', () => {
  const kolkata = { timeZone: 'Asia/Kolkata', absentCheckHour: 2 };
  // The week before, weekend included: whether a day is worked is day-presence's rule.
  const BEFORE = ['2026-03-01', '2026-02-28', ...WEEK.slice().reverse()];
  it.each([
    ['Monday afternoon', '2026-03-02T09:00:00Z', BEFORE],
    ['Tuesday 01:00, before the check hour', '2026-03-02T19:30:00Z', BEFORE.slice(0, 6)],
    ['Tuesday 02:00, at the check hour', '2026-03-02T20:30:00Z', ['2026-03-02', ...BEFORE.slice(0, 6)]],
  ])('%s', (_label, now, expected) => {
    expect(daysToCheck(kolkata, new Date(now))).toEqual(expected);
  });
});

describe('markAbsentees', () => {
  it('marks each current employee once per unaccounted working day; running again adds nothing', async () => {
    const rahul = await idOf('employee@demo.pulse');
    const vikram = await idOf('vikram.singh@demo.pulse');
    const divya = await idOf('divya.menon@demo.pulse');
    const simran = await idOf('simran.kaur@demo.pulse');
    const first = await markAbsentees(depsOf(testApp));
    expect(first.marked).toBeGreaterThan(0);
    expect(await markedDays(rahul)).toEqual(WEEK);
    // Vikram was marked on the 25th already; Divya had an approved half day on the 27th.
    expect(await markedDays(vikram)).toEqual(WEEK);
    expect(await markedDays(divya)).toEqual(WEEK.slice(0, 4));
    expect(await markedDays(simran)).toEqual([]);
    const [row] = await testApp.db
      .select()
      .from(leaves)
      .where(and(eq(leaves.employeeId, rahul), eq(leaves.fromDate, WEEK[0] ?? '')));
    expect(row).toMatchObject({
      status: LEAVE_STATUS.markedAbsent,
      leaveType: 1,
      toDate: WEEK[0],
      description: MARKED_ABSENT_DESCRIPTION,
      appliedById: null,
      organizationId: testApp.demoOrganizationId,
    });
    const rows = await allMarked();
    expect(rows.length).toBe(first.marked + 1);

    expect(await markAbsentees(depsOf(testApp))).toEqual({ marked: 0 });
    expect((await allMarked()).length).toBe(rows.length);
  });

  it('two runs at once mark each day once', async () => {
    const [a, b] = await Promise.all([markAbsentees(depsOf(testApp)), markAbsentees(depsOf(testApp))]);
    const rows = await allMarked();
    expect((a?.marked ?? 0) + (b?.marked ?? 0)).toBe(rows.length - 1);
    expect(new Set(rows.map((row) => `${row.employeeId} ${row.fromDate}`)).size).toBe(rows.length);
  });

  it('a holiday, attendance, tracked time, a pending leave and a later joining date each prevent the mark', async () => {
    const [rahul, priya, neha, sneha, karan, divya, farah] = await Promise.all(
      [
        'employee@demo.pulse',
        'priya.nair@demo.pulse',
        'neha.kapoor@demo.pulse',
        'sneha.iyer@demo.pulse',
        'karan.malhotra@demo.pulse',
        'divya.menon@demo.pulse',
        'farah.khan@demo.pulse',
      ].map(idOf),
    );
    const now = testApp.clock.now();
    const organizationId = testApp.demoOrganizationId;
    await testApp.db
      .insert(holidays)
      .values({ organizationId, holidayDate: '2026-02-24', name: 'Company day' });
    await testApp.db.insert(attendanceRecords).values({
      organizationId,
      employeeId: rahul ?? '',
      workDate: '2026-02-26',
      shift: 1,
      inTime: new Date('2026-02-26T04:00:00Z'),
      outTime: new Date('2026-02-26T12:00:00Z'),
      markedById: rahul ?? '',
      updatedAt: now,
    });
    const slot = (employeeId: string, slotStart: string, trackedSeconds: number) => ({
      organizationId,
      employeeId,
      slotStart: new Date(slotStart),
      trackedSeconds,
      idleSeconds: 0,
      keyPresses: 0,
      mouseClicks: 0,
      windowTitles: [],
      updatedAt: now,
    });
    await ensureActivityPartitions(
      testApp.db,
      new Date('2026-02-25T18:20:00Z'),
      new Date('2026-02-26T04:30:00Z'),
    );
    await testApp.db.insert(activitySlots).values([
      // 10:00 on the 26th in Kolkata.
      slot(priya ?? '', '2026-02-26T04:30:00Z', 600),
      // A slot with no tracked time does not count.
      slot(karan ?? '', '2026-02-26T04:30:00Z', 0),
      // 23:50 on the 25th in Kolkata (18:20 UTC): the 25th, not the 26th.
      slot(divya ?? '', '2026-02-25T18:20:00Z', 600),
    ]);
    const leave = (employeeId: string, status: number) => ({
      organizationId,
      employeeId,
      appliedById: employeeId,
      leaveType: 1,
      fromDate: '2026-02-26',
      toDate: '2026-02-26',
      description: 'Away',
      status,
      createdAt: now,
      updatedAt: now,
    });
    await testApp.db
      .insert(leaves)
      .values([leave(neha ?? '', LEAVE_STATUS.pending), leave(sneha ?? '', LEAVE_STATUS.rejected)]);
    await testApp.db
      .update(employees)
      .set({ joiningDate: '2026-02-27' })
      .where(eq(employees.id, farah ?? ''));

    await markAbsentees(depsOf(testApp));
    const onThe26th = await testApp.db
      .select({ employeeId: leaves.employeeId })
      .from(leaves)
      .where(
        and(
          eq(leaves.status, LEAVE_STATUS.markedAbsent),
          eq(leaves.fromDate, '2026-02-26'),
          inArray(leaves.employeeId, [rahul, priya, neha, sneha, karan, divya, farah].map(String)),
        ),
      );
    expect(onThe26th.map((row) => row.employeeId).sort()).toEqual([sneha, karan, divya].map(String).sort());
    const onThe24th = await testApp.db.select().from(leaves).where(eq(leaves.fromDate, '2026-02-24'));
    expect(onThe24th).toEqual([]);
    expect(await markedDays(divya ?? '')).toEqual(['2026-02-23', '2026-02-26']);
    expect(await markedDays(farah ?? '')).toEqual(['2026-02-27']);
  });

  it('checks yesterday once its check hour has come, on the organisation’s working days', async () => {
    const rahul = await idOf('employee@demo.pulse');
    // Tuesday 3 March, 01:00 in Kolkata: Monday is not checked yet.
    testApp.clock.advance(10.5 * HOUR);
    await markAbsentees(depsOf(testApp));
    expect(await markedDays(rahul)).toEqual(WEEK.slice(1));
    testApp.clock.advance(HOUR);
    await markAbsentees(depsOf(testApp));
    expect(await markedDays(rahul)).toEqual([...WEEK.slice(1), '2026-03-02']);
    // Sundays become working days: 1 March is checked on the next run.
    await testApp.db.update(organizations).set({ workingDays: [0, 1, 2, 3, 4, 5] });
    await markAbsentees(depsOf(testApp));
    expect(await markedDays(rahul)).toEqual([...WEEK.slice(1), '2026-03-01', '2026-03-02']);
  });

  it('skips inactive organisations', async () => {
    await testApp.db.update(organizations).set({ isActive: false });
    expect(await markAbsentees(depsOf(testApp))).toEqual({ marked: 0 });
  });
});
