import { LIST_PAGE_SIZE } from '@pulse/shared/contracts/leaves';
import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { addDays, localTimeOf } from '@pulse/shared/domain/organization-day';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import { paths } from '@pulse/shared/paths';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../../test-support/test-app';
import { getTimeSheet } from '../../activity/activity.service';
import { findAttendance, markAttendance } from '../../attendance/attendance.service';
import type { DateRange } from '../assistant-intent';
import { answerAttendance, answerHoursTracked } from './time-answers';

// The asker's own attendance and tracked time. The demo has 14 days of tracked history up to now
// (Monday, 2 March 2026, 14:30 in Asia/Kolkata), attendance on the working days of the 14 days before
// today, and Rahul Mehta's approved leave on Friday, 13 and Saturday, 14 February.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const contextOf = async (email: string) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

const askHours = async (email: string, range: DateRange) =>
  answerHoursTracked(await contextOf(email), { kind: 'hours-tracked', range });

const askAttendance = async (email: string, range: DateRange) =>
  answerAttendance(await contextOf(email), { kind: 'attendance', range });

// The asker's row of the time sheet on a day (spec A §2), or zeros when the sheet has none.
const timeSheetRowOf = async (email: string, date: string) => {
  const { auth } = await contextOf(email);
  const sheet = await getTimeSheet(testApp, auth, { date, isActive: true, employeeId: auth.employeeId });
  const row = sheet.rows.find((candidate) => candidate.employeeId === auth.employeeId);
  return {
    hoursWorkedMinutes: row?.hoursWorkedMinutes ?? 0,
    idleMinutes: row?.idleMinutes ?? 0,
    actualWorkMinutes: row?.actualWorkMinutes ?? 0,
    manualMinutes: row?.manualMinutes ?? 0,
  };
};

describe('hours tracked on a day', () => {
  it.each([DEMO_EMPLOYEE_EMAIL, DEMO_ADMIN_EMAIL])(
    "gives %s's own Total, Idle and Actual of today as the time sheet shows them",
    async (email) => {
      const row = await timeSheetRowOf(email, '2026-03-02');
      const answer = await askHours(email, { from: '2026-03-02', to: '2026-03-02' });
      expect(answer.text).toBe(
        `You tracked ${formatDurationInProse(row.hoursWorkedMinutes)} in total on Monday, 2 March 2026: ${formatDurationInProse(row.idleMinutes)} idle and ${formatDurationInProse(row.actualWorkMinutes)} actual work.`,
      );
      expect(answer.links).toEqual([
        { label: 'Time Sheet Details', href: paths.ownTimeSheetDetails.getHref('2026-03-02') },
      ]);
    },
  );

  it('says the numbers literally', async () => {
    expect((await askHours(DEMO_EMPLOYEE_EMAIL, { from: '2026-03-02', to: '2026-03-02' })).text).toBe(
      'You tracked 5:24 h in total on Monday, 2 March 2026: 1:30 h idle and 3:54 h actual work.',
    );
    expect((await askHours(DEMO_ADMIN_EMAIL, { from: '2026-03-02', to: '2026-03-02' })).text).toBe(
      'You tracked 5:44 h in total on Monday, 2 March 2026: 1:15 h idle and 4:29 h actual work.',
    );
  });

  it('adds approved manual time apart, as the time sheet does', async () => {
    const row = await timeSheetRowOf(DEMO_EMPLOYEE_EMAIL, '2026-02-25');
    expect(row.manualMinutes).toBe(35);
    const answer = await askHours(DEMO_EMPLOYEE_EMAIL, { from: '2026-02-25', to: '2026-02-25' });
    expect(answer.text).toBe(
      'You tracked 8:25 h in total on Wednesday, 25 February 2026: 1:19 h idle and 7:06 h actual work, plus 0:35 h of approved manual time.',
    );
  });

  it.each([
    [{ from: '2026-02-28', to: '2026-02-28' }, 'You tracked no time on Saturday, 28 February 2026.'],
    [
      { from: '2026-01-01', to: '2026-01-31' },
      'You tracked no time in January 2026 (1 January to 31 January).',
    ],
    [
      { from: '2026-03-03', to: '2026-03-03' },
      'Nothing is tracked on Tuesday, 3 March 2026 yet: that is still ahead.',
    ],
  ])('answers %o in a sentence', async (range, text) => {
    expect((await askHours(DEMO_EMPLOYEE_EMAIL, range)).text).toBe(text);
  });
});

describe('hours tracked over a range', () => {
  const lastWeek = { from: '2026-02-23', to: '2026-03-01' };

  it('adds up the days of the time sheet, each day listed', async () => {
    const days = Array.from({ length: 7 }, (_, index) => addDays(lastWeek.from, index));
    const rows = await Promise.all(days.map((date) => timeSheetRowOf(DEMO_EMPLOYEE_EMAIL, date)));
    const sum = (key: keyof (typeof rows)[number]) => rows.reduce((total, row) => total + row[key], 0);
    const answer = await askHours(DEMO_EMPLOYEE_EMAIL, lastWeek);
    const [first, ...lines] = answer.text.split('\n');
    expect(first).toBe(
      `You tracked ${formatDurationInProse(sum('hoursWorkedMinutes'))} in total from 23 February 2026 to 1 March 2026: ${formatDurationInProse(sum('idleMinutes'))} idle and ${formatDurationInProse(sum('actualWorkMinutes'))} actual work, plus ${formatDurationInProse(sum('manualMinutes'))} of approved manual time.`,
    );
    expect(first).toBe(
      'You tracked 43:20 h in total from 23 February 2026 to 1 March 2026: 7:02 h idle and 36:18 h actual work, plus 0:35 h of approved manual time.',
    );
    // One line per day with time, as that day's time sheet shows it; the weekend has none.
    const tracked = days.flatMap((date, index) => {
      const row = rows[index];
      return row && row.hoursWorkedMinutes > 0 ? [{ date, row }] : [];
    });
    expect(lines).toHaveLength(tracked.length);
    tracked.forEach(({ row }, index) => {
      expect(lines[index]).toContain(
        `${formatDurationInProse(row.hoursWorkedMinutes)} total, ${formatDurationInProse(row.idleMinutes)} idle, ${formatDurationInProse(row.actualWorkMinutes)} actual`,
      );
    });
    expect(lines[2]).toBe(
      '• Wednesday, 25 February 2026: 8:25 h total, 1:19 h idle, 7:06 h actual, 0:35 h manual',
    );
    expect(answer.links).toEqual([{ label: 'Time Sheet', href: paths.timeSheet.getHref() }]);
  });

  it('counts a range running past today up to now', async () => {
    const answer = await askHours(DEMO_EMPLOYEE_EMAIL, { from: '2026-03-02', to: '2026-03-08' });
    expect(answer.text).toBe(
      [
        'You tracked 5:24 h in total from 2 March 2026 to 8 March 2026 so far: 1:30 h idle and 3:54 h actual work.',
        '• Monday, 2 March 2026: 5:24 h total, 1:30 h idle, 3:54 h actual',
      ].join('\n'),
    );
  });

  it("is the asker's own time: another employee's never adds in", async () => {
    const employee = await askHours(DEMO_EMPLOYEE_EMAIL, lastWeek);
    const admin = await askHours(DEMO_ADMIN_EMAIL, lastWeek);
    expect(admin.text.split('\n')[0]).toBe(
      'You tracked 41:41 h in total from 23 February 2026 to 1 March 2026: 7:30 h idle and 34:11 h actual work.',
    );
    expect(employee.text).not.toBe(admin.text);
  });
});

const firstPage = { page: 1, pageSize: LIST_PAGE_SIZE };

describe('attendance', () => {
  it('counts the marked working days of a month and names the missing ones, newest first', async () => {
    const { auth } = await authFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const february = { from: '2026-02-01', to: '2026-02-28' };
    const records = await findAttendance(testApp, auth, { employeeIds: [], ...february, ...firstPage });
    const answer = await askAttendance(DEMO_EMPLOYEE_EMAIL, february);
    const [first, ...missing] = answer.text.split('\n');
    expect(first).toBe(
      `You marked attendance on ${records.total} of 20 working days in February 2026 (1 February to 28 February). You were on approved leave on 2 of them. Not marked:`,
    );
    expect(first).toContain('on 9 of 20 working days');
    // The demo's attendance starts on the 17th; 12 and 13 February are on approved leave.
    expect(missing[0]).toBe('• Monday, 16 February 2026');
    expect(missing.at(-1)).toBe('• Monday, 2 February 2026');
    expect(missing).toHaveLength(9);
    expect(answer.links).toEqual([{ label: 'Mark Attendance', href: paths.markAttendance.getHref() }]);
  });

  it("gives a past day's in and out times as the attendance list has them", async () => {
    const { auth } = await authFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const day = '2026-02-27';
    const [record] = (
      await findAttendance(testApp, auth, { employeeIds: [], from: day, to: day, ...firstPage })
    ).items;
    if (!record?.outTime) throw new Error('the demo has a complete record on 27 February');
    const timeOf = (instant: string) => formatTime12(localTimeOf(new Date(instant), 'Asia/Kolkata'));
    const answer = await askAttendance(DEMO_EMPLOYEE_EMAIL, { from: day, to: day });
    expect(answer.text).toBe(
      `You marked attendance on Friday, 27 February 2026: in at ${timeOf(record.inTime)}, out at ${timeOf(record.outTime)}.`,
    );
    expect(answer.text).toBe(
      'You marked attendance on Friday, 27 February 2026: in at 08:48 AM, out at 05:58 PM.',
    );
  });

  it.each([
    [
      '2026-01-26',
      'You have not marked attendance on Monday, 26 January 2026. It is a holiday: Republic Day.',
    ],
    [
      '2026-02-28',
      'You have not marked attendance on Saturday, 28 February 2026. It is a Saturday, not a working day.',
    ],
    ['2026-02-13', 'You have not marked attendance on Friday, 13 February 2026. You were on approved leave.'],
    ['2026-02-11', 'You have not marked attendance on Wednesday, 11 February 2026.'],
  ])('says why %s has no record', async (day, text) => {
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, { from: day, to: day })).text).toBe(text);
  });

  it.each([
    [
      { from: '2026-02-28', to: '2026-03-01' },
      'There were no working days from 28 February 2026 to 1 March 2026.',
    ],
    [
      { from: '2026-03-09', to: '2026-03-15' },
      'Attendance is marked on the day itself, so there is nothing from 9 March 2026 to 15 March 2026 yet.',
    ],
  ])('answers %o in a sentence', async (range, text) => {
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, range)).text).toBe(text);
  });
});

describe('attendance marked today', () => {
  it('says today is not marked yet, then the times once it is', async () => {
    onTestFinished(testApp.reset);
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, march)).text).toBe(
      'You marked attendance on 0 of 1 working day in March 2026 so far (1 March to 2 March). Not marked:\n• Monday, 2 March 2026 (today)',
    );
    const today = { from: '2026-03-02', to: '2026-03-02' };
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, today)).text).toBe(
      'You have not marked attendance on Monday, 2 March 2026 yet.',
    );
    const { auth } = await authFor(testApp, DEMO_EMPLOYEE_EMAIL);
    await markAttendance(testApp, auth, { inTime: testApp.clock.now().toISOString() });
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, today)).text).toBe(
      'You marked attendance on Monday, 2 March 2026: in at 02:30 PM, not marked out yet.',
    );
    expect((await askAttendance(DEMO_EMPLOYEE_EMAIL, march)).text).toBe(
      'You marked attendance on 1 of 1 working day in March 2026 so far (1 March to 2 March).',
    );
  });
});
