import type { TimesheetApprovals, TimesheetLock, TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { addDays, daysFromTo, todayIn } from '@pulse/shared/domain/organization-day';
import { timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findDayPresences } from '../../modules/leaves/day-presence.service';
import { countLeavesTakenInMonth } from '../../modules/leaves/leaves.service';
import { askProBot } from '../../test-support/ask-probot';
import { authFor, sessionFor, useReadOnlyTestApp } from '../../test-support/test-app';
import { employees as employeesTable, timesheetWeeks } from '../schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from './demo';
import { DEMO_HISTORY_DAYS } from './demo-activity';
import { demoPayrollPeriods } from './demo-payroll';

// The demo tells one story (demo-work-days.ts), checked through the modules' own answers, for every
// employee and every day of its history: attendance, tracked time, leaves and Marked Absent agree;
// payroll deducts what the leave module counts as taken and pays what the latest appraisal set; the
// dashboard, the reports and ProBot give the same figures for the same person and period.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const get = async (url: string, cookie: string) => {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};
// Every page of a list, following each page's next link until the last (next: null).
const allPages = async <Item>(url: string, cookie: string): Promise<Item[]> => {
  const items: Item[] = [];
  for (let next: string | null = url; next !== null; ) {
    const body = await get(next, cookie);
    items.push(...(body.items as Item[]));
    next = body.next as string | null;
  }
  return items;
};
const ask = async (email: string, question: string) => (await askProBot(testApp, email, question)).text;

// Minutes in a duration as ProBot writes it ("43h 23m" or "43:23"), whichever formatter it uses.
const minutesIn = (text: string): number[] =>
  [...text.matchAll(/(\d+)h (\d+)m|(\d+):(\d\d)\b/g)].map(
    (match) => Number(match[1] ?? match[3]) * 60 + Number(match[2] ?? match[4]),
  );

type LeaveItem = {
  employee: { id: string };
  status: number;
  leaveType: number;
  fromDate: string;
  toDate: string;
};
type AttendanceItem = { employee: { id: string }; workDate: string; inTime: string; outTime: string | null };
type ReportBody = {
  employees: {
    employeeId: string;
    employeeCode: string;
    weeks: { days: { date: string; hoursWorkedMinutes: number; manualMinutes: number }[] }[];
  }[];
  grandTotal: { hoursWorkedMinutes: number; idleMinutes: number; actualWorkMinutes: number };
};

describe('the demo’s one story', () => {
  it('attendance, tracked time, leaves and Marked Absent agree for every employee and day', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const { organization } = (await authFor(testApp, DEMO_ADMIN_EMAIL)).auth;
    const today = todayIn(organization.timeZone, testApp.clock.now());
    const first = addDays(today, -(DEMO_HISTORY_DAYS - 1));
    const yesterday = addDays(today, -1);
    const range = `from=${first}&to=${yesterday}`;
    const [attendance, leaves, report] = await Promise.all([
      allPages<AttendanceItem>(`/api/v1/attendance?${range}`, cookie),
      allPages<LeaveItem>(`/api/v1/leaves/employee-leaves?${range}`, cookie),
      get(
        `/api/v1/reports?startDate=${first}&endDate=${yesterday}&employeeId=`,
        cookie,
      ) as Promise<ReportBody>,
    ]);
    const key = (employeeId: string, date: string) => `${employeeId} ${date}`;
    const attendanceOf = new Map(
      attendance.map((record) => [key(record.employee.id, record.workDate), record]),
    );
    const minutesOf = new Map(
      report.employees.flatMap((employee) =>
        employee.weeks.flatMap((week) =>
          week.days.map((day) => [
            key(employee.employeeId, day.date),
            day.hoursWorkedMinutes + day.manualMinutes,
          ]),
        ),
      ),
    );
    const leavesOf = (employeeId: string, date: string) =>
      leaves.filter(
        (leave) => leave.employee.id === employeeId && leave.fromDate <= date && leave.toDate >= date,
      );

    let workedDays = 0;
    let markedDays = 0;
    for (const date of daysFromTo(first, yesterday)) {
      const day = await findDayPresences(testApp.db, organization, date);
      for (const person of day.people) {
        const where = `${person.name} on ${date}`;
        const record = attendanceOf.get(key(person.employeeId, date));
        const minutes = minutesOf.get(key(person.employeeId, date)) ?? 0;
        const onDay = leavesOf(person.employeeId, date);
        const isMarkedAbsent = onDay.some((leave) => leave.status === LEAVE_STATUS.markedAbsent);
        const hasFullDayLeave = onDay.some(
          (leave) => leave.status === LEAVE_STATUS.approved && leave.leaveType === LEAVE_TYPE.fullDay,
        );
        // Tracked time and attendance go together: a day with one has the other.
        expect(record !== undefined, where).toBe(minutes > 0);
        // Nobody works on a day off or a full day of leave.
        if (!day.isWorkingDay || hasFullDayLeave) expect(minutes, where).toBe(0);
        // A day off has no leave and no mark.
        if (!day.isWorkingDay) expect(onDay, where).toEqual([]);
        // Marked Absent exactly where the rule finds an absence.
        expect(isMarkedAbsent, where).toBe(person.presence === 'absent');
        if (minutes > 0) workedDays += 1;
        if (isMarkedAbsent) markedDays += 1;
      }
    }
    expect(workedDays).toBeGreaterThan(100);
    expect(markedDays).toBeGreaterThan(0);

    // Attendance in and out are the first and last tracked activity: the span the viewer counts (from
    // the start of the first tracked 10-minute slot to the end of the last, tracked + log-off) holds the
    // attendance's in to out, less than a slot longer at either end.
    const codeOf = new Map(report.employees.map((employee) => [employee.employeeId, employee.employeeCode]));
    for (const record of attendance.filter((_, index) => index % 5 === 0)) {
      const day = await get(
        `/api/v1/activity/day?date=${record.workDate}&employeeCode=${codeOf.get(record.employee.id)}`,
        cookie,
      );
      const spanMinutes = day.totals.trackedMinutes + day.totals.logOffMinutes;
      const attendedMinutes = (Date.parse(record.outTime ?? '') - Date.parse(record.inTime)) / 60_000;
      const where = `${record.employee.id} on ${record.workDate}`;
      // Whole minutes on both sides: one minute of rounding.
      expect(spanMinutes - attendedMinutes, where).toBeGreaterThan(-1);
      expect(spanMinutes - attendedMinutes, where).toBeLessThan(21);
    }
  }, 300_000);

  it('payroll deducts the leave module’s days taken and pays the latest appraisal’s salary', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employees = (await get('/api/v1/employees?isActive=true&pageSize=100', cookie)).items as {
      id: string;
      name: string;
    }[];
    for (const period of demoPayrollPeriods(testApp.clock.now())) {
      const taken = await countLeavesTakenInMonth(
        testApp.db,
        testApp.demoOrganizationId,
        employees.map((employee) => employee.id),
        period,
      );
      for (const employee of employees) {
        const where = `${employee.name} ${period.year}-${period.month}`;
        const slip = await get(
          `/api/v1/employees/${employee.id}/salary-slips/${period.year}/${period.month}`,
          cookie,
        );
        expect(slip.numberOfLeaves, where).toBe(taken.get(employee.id) ?? 0);
        const appraisals = (await get(`/api/v1/employees/${employee.id}/appraisals`, cookie)).items as {
          newSalary: number;
          newDesignation: string;
        }[];
        const latest = appraisals.at(-1);
        const detail = await get(`/api/v1/employees/${employee.id}`, cookie);
        if (latest) {
          expect(slip.actualSalary, where).toBe(latest.newSalary);
          expect(detail.designationName, where).toBe(latest.newDesignation);
        }
        expect(slip.designationName, where).toBe(detail.designationName);
      }
    }
    // Seniority: the Director earns more than anyone else.
    const period = demoPayrollPeriods(testApp.clock.now()).at(-1);
    const salaries = await Promise.all(
      employees.map(async (employee) => {
        const slip = await get(
          `/api/v1/employees/${employee.id}/salary-slips/${period?.year}/${period?.month}`,
          cookie,
        );
        return { designation: slip.designationName as string, salary: slip.actualSalary as number };
      }),
    );
    const director = salaries.find((entry) => entry.designation === 'Director');
    expect(director).toBeDefined();
    for (const entry of salaries.filter((other) => other !== director))
      expect(entry.salary, entry.designation).toBeLessThan(director?.salary ?? 0);
    const engineers = salaries.filter((entry) => entry.designation === 'Software Engineer');
    const seniors = salaries.filter((entry) => entry.designation === 'Senior Software Engineer');
    expect(Math.min(...seniors.map((entry) => entry.salary))).toBeGreaterThan(
      Math.max(...engineers.map((entry) => entry.salary)),
    );
  });

  it('timesheets: approved weeks hold what the week shows now, last week waits, payroll’s month is locked', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const approvals = async (status: string, cookie = admin.cookie) =>
      ((await get(`/api/v1/timesheet-approvals?status=${status}`, cookie)) as TimesheetApprovals).items;
    const lastWeek = timesheetWeekOf(addDays(todayIn('Asia/Kolkata', testApp.clock.now()), -7)).weekStart;
    const approved = await approvals('approved');
    expect(approved.length).toBeGreaterThan(2);
    for (const item of approved) {
      const where = `${item.employee.name} ${item.weekStart}`;
      expect(item.approvedMinutes, where).toBe(item.totalMinutes);
      expect(item.pendingChanges, where).toEqual([]);
    }
    const waiting = await approvals('waiting');
    expect(waiting.length).toBeGreaterThan(15);
    expect(new Set(waiting.map((item) => item.weekStart))).toEqual(new Set([lastWeek]));
    expect((await approvals('open')).map((item) => item.employee.name)).toEqual(
      expect.arrayContaining(['Ananya Das', 'Meera Pillai']),
    );
    const [rejected, ...more] = await approvals('rejected');
    expect(more).toEqual([]);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const week = (await get(
      `/api/v1/timesheets/${rejected?.employee.id}/weeks/${rejected?.weekStart}`,
      employee.cookie,
    )) as TimesheetWeek;
    expect(week).toMatchObject({
      employee: { id: employee.employee.id },
      weekStart: lastWeek,
      rejectionReason: 'Thursday’s client visit is missing; add it as manual time',
    });
    // Whoever decided a week may decide it: an administrator, or a manager who has it in their list.
    const decisions = await testApp.db
      .select({
        employeeId: timesheetWeeks.employeeId,
        weekStart: timesheetWeeks.weekStart,
        status: timesheetWeeks.status,
        email: employeesTable.officialEmail,
      })
      .from(timesheetWeeks)
      .innerJoin(employeesTable, eq(employeesTable.id, timesheetWeeks.decidedById));
    expect(decisions).toHaveLength(approved.length + 1);
    const managers = new Set(decisions.map((decision) => decision.email));
    managers.delete(DEMO_ADMIN_EMAIL);
    for (const email of managers) {
      const { cookie } = await sessionFor(testApp, email);
      const theirs = [...(await approvals('approved', cookie)), ...(await approvals('rejected', cookie))];
      const listed = new Set(theirs.map((item) => `${item.employee.id} ${item.weekStart} ${item.status}`));
      for (const decision of decisions.filter((entry) => entry.email === email))
        expect(listed, email).toContain(`${decision.employeeId} ${decision.weekStart} ${decision.status}`);
    }
    const period = demoPayrollPeriods(testApp.clock.now()).at(-1);
    const lock = (await get('/api/v1/timesheet-lock', admin.cookie)) as TimesheetLock;
    expect(lock.lockedThrough).toBe(
      new Date(Date.UTC(period?.year ?? 0, period?.month ?? 0, 0)).toISOString().slice(0, 10),
    );
  });

  it('lists next year’s holidays, as the news says', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const nextYear = Number(todayIn('Asia/Kolkata', testApp.clock.now()).slice(0, 4)) + 1;
    const news = await get('/api/v1/news?page=1', cookie);
    expect(JSON.stringify(news)).toContain('Holiday calendar for next year is out');
    const holidays = await get(`/api/v1/holidays?year=${nextYear}`, cookie);
    expect(holidays.items.length).toBeGreaterThan(0);
  });

  it('the dashboard, the reports and ProBot give the same figures for the same person and period', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    // The organisation's last 7 days: dashboard against the report for everyone.
    const week = await get('/api/v1/dashboard/work-week', admin.cookie);
    const report = (await get(
      `/api/v1/reports?startDate=${week.from}&endDate=${week.to}&employeeId=`,
      admin.cookie,
    )) as ReportBody;
    expect(week.totals).toEqual({
      hoursWorkedMinutes: report.grandTotal.hoursWorkedMinutes,
      idleMinutes: report.grandTotal.idleMinutes,
      actualWorkMinutes: report.grandTotal.actualWorkMinutes,
    });
    // One person's week: their dashboard card, their report and ProBot's answer.
    const mine = await get('/api/v1/dashboard/my-week', employee.cookie);
    const myReport = (await get(
      `/api/v1/reports?startDate=${mine.from}&endDate=${mine.to}&employeeId=${employee.employee.id}`,
      admin.cookie,
    )) as ReportBody;
    expect(mine.totals.hoursWorkedMinutes).toBe(myReport.grandTotal.hoursWorkedMinutes);
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, 'hours worked this week');
    expect(minutesIn(answer)).toContain(mine.totals.hoursWorkedMinutes);
    // Today's absentees: the dashboard's count and ProBot's list.
    const today = await get('/api/v1/dashboard/attendance-today', admin.cookie);
    const absentees = await ask(DEMO_ADMIN_EMAIL, 'Who has not marked attendance today?');
    const listed = /Absent \(no attendance, tracked time or leave\):\n([\s\S]*)$/.exec(absentees)?.[1] ?? '';
    expect(listed.split('\n').filter((line) => line.trim() !== '').length).toBe(today.absent);
  });
});
