import type { WorkSummary } from '@pulse/shared/contracts/dashboard';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { ROLE } from '@pulse/shared/domain/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activitySlots,
  appraisals,
  attendanceRecords,
  employees,
  holidays,
  leaves,
  organizations,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { startSession } from '../auth/auth.service';

// The dashboard's cards (spec A §2, §6, §7) over a small organisation of its own, seeded per test
// beside the demo (whose people must never show up in its figures), with the clock fixed.
const testApp = useTestApp();

type Person = Partial<typeof employees.$inferInsert> & { name: string };

// The clock at `now`, then an organisation in `timeZone` with an administrator and the given people.
const seedOrganization = async (input: { now: string; timeZone: string; people: Person[] }) => {
  testApp.clock.advance(Date.parse(input.now) - testApp.clock.now().getTime());
  const [organization] = await testApp.db
    .insert(organizations)
    .values({ name: 'Dash Works', timeZone: input.timeZone })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('no organisation');
  const people = [{ name: 'Dash Admin', roleId: ROLE.admin }, ...input.people];
  const rows = await testApp.db
    .insert(employees)
    .values(
      people.map((person, index) => ({
        organizationId: organization.id,
        employeeNumber: index + 1,
        employeeCode: `DASH-EMP-1-${String(index + 1).padStart(8, '0')}`,
        officialEmail: `person${index + 1}@dash.test`,
        passwordHash: 'not-a-real-hash',
        ...person,
      })),
    )
    .returning({ id: employees.id, name: employees.name });
  const idOf = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`no ${name}`);
    return row.id;
  };
  const cookieOf = async (name: string) => {
    const session = await startSession(
      testApp,
      { organizationId: organization.id, employeeId: idOf(name) },
      false,
      { ip: '127.0.0.1', userAgent: 'lightMyRequest' },
    );
    return `pulse_session=${session.token}`;
  };
  return { organizationId: organization.id, idOf, adminCookie: await cookieOf('Dash Admin'), cookieOf };
};

const get = (url: string, cookie: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } });

// One 10-minute slot of tracked time.
const slot = (organizationId: string, employeeId: string, start: string, tracked = 600, idle = 0) => ({
  organizationId,
  employeeId,
  slotStart: new Date(start),
  trackedSeconds: tracked,
  idleSeconds: idle,
  keyPresses: 10,
  mouseClicks: 5,
  topApplication: 'Editor',
  windowTitles: [],
  updatedAt: new Date(start),
});
const insertSlots = async (rows: ReturnType<typeof slot>[]) => {
  const times = rows.map((row) => row.slotStart.getTime());
  await ensureActivityPartitions(testApp.db, new Date(Math.min(...times)), new Date(Math.max(...times)));
  await testApp.db.insert(activitySlots).values(rows);
};

describe('dashboard: employee counts', () => {
  it('counts active, inactive (relieved among them) and total, leaving out deleted employees and other organisations', async () => {
    const org = await seedOrganization({
      now: '2026-03-02T09:00:00Z',
      timeZone: 'Asia/Kolkata',
      people: [
        { name: 'Active One' },
        { name: 'Active Two' },
        { name: 'Inactive', isActive: false, relievingDate: '2026-02-01' },
        { name: 'Relieved', isActive: false, isRelieved: true, relievingDate: '2026-01-15' },
        { name: 'Deleted', isActive: false, deletedAt: new Date('2026-02-20T00:00:00Z') },
      ],
    });
    const response = await get('/api/v1/dashboard/employee-counts', org.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: 3, inactive: 2, relieved: 1, total: 5 });
  });
});

describe('dashboard: upcoming birthdays', () => {
  it('lists the next 30 days across 31 December, soonest first, by the organisation’s day', async () => {
    // 01:30 on 20 December in Kolkata while it is still the 19th in UTC.
    const org = await seedOrganization({
      now: '2026-12-19T20:00:00Z',
      timeZone: 'Asia/Kolkata',
      people: [
        { name: 'New Year', dateOfBirth: '1988-01-05' },
        { name: 'Christmas', dateOfBirth: '1990-12-25' },
        { name: 'Today', dateOfBirth: '1995-12-20' },
        { name: 'Yesterday', dateOfBirth: '1991-12-19' },
        { name: 'Last Day', dateOfBirth: '1993-01-19' },
        { name: 'Too Far', dateOfBirth: '1992-01-20' },
        { name: 'Gone', dateOfBirth: '1990-12-22', isActive: false, isRelieved: true },
        { name: 'No Birthday', dateOfBirth: null },
      ],
    });
    const response = await get('/api/v1/dashboard/upcoming-birthdays', org.adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect({ from: body.from, to: body.to }).toEqual({ from: '2026-12-20', to: '2027-01-19' });
    expect(body.items.map((item: { name: string; birthday: string }) => [item.name, item.birthday])).toEqual([
      ['Today', '2026-12-20'],
      ['Christmas', '2026-12-25'],
      ['New Year', '2027-01-05'],
      ['Last Day', '2027-01-19'],
    ]);
    expect(body.items[0]).toEqual({
      employeeId: org.idOf('Today'),
      employeeCode: expect.stringMatching(/^DASH-EMP-1-/),
      name: 'Today',
      photoVersion: null,
      birthday: '2026-12-20',
    });
  });

  it('shows a 29 February birthday on 28 February in a common year', async () => {
    const org = await seedOrganization({
      now: '2027-02-10T06:00:00Z',
      timeZone: 'UTC',
      people: [
        { name: 'Leap Day', dateOfBirth: '1992-02-29' },
        { name: 'March', dateOfBirth: '1990-03-01' },
      ],
    });
    const body = (await get('/api/v1/dashboard/upcoming-birthdays', org.adminCookie)).json();
    expect(body.items.map((item: { name: string; birthday: string }) => [item.name, item.birthday])).toEqual([
      ['Leap Day', '2027-02-28'],
      ['March', '2027-03-01'],
    ]);
  });
});

describe('dashboard: upcoming appraisals', () => {
  it('counts a year from the latest appraisal, else from joining, within 30 days across the year end', async () => {
    const org = await seedOrganization({
      now: '2026-12-20T06:00:00Z',
      timeZone: 'Asia/Kolkata',
      people: [
        { name: 'Appraised', joiningDate: '2019-05-01' },
        { name: 'Never Appraised', joiningDate: '2024-01-10' },
        { name: 'Appraised In June', joiningDate: '2020-12-25' },
        { name: 'Joined Today', joiningDate: '2026-12-20' },
        { name: 'No Joining Date', joiningDate: null },
        { name: 'Relieved', joiningDate: '2023-12-24', isActive: false, isRelieved: true },
      ],
    });
    const appraisal = (name: string, appraisalDate: string) => ({
      organizationId: org.organizationId,
      employeeId: org.idOf(name),
      currentDesignation: 'Associate',
      newDesignation: 'Senior Associate',
      currentSalary: 40_000,
      newSalary: 45_000,
      appraisalDate,
    });
    await testApp.db
      .insert(appraisals)
      .values([
        appraisal('Appraised', '2024-06-01'),
        appraisal('Appraised', '2025-12-28'),
        appraisal('Appraised In June', '2026-06-01'),
      ]);
    const response = await get('/api/v1/dashboard/upcoming-appraisals', org.adminCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.from).toBe('2026-12-20');
    expect(
      body.items.map((item: { name: string; nextAppraisalDate: string; countedFrom: string }) => [
        item.name,
        item.nextAppraisalDate,
        item.countedFrom,
      ]),
    ).toEqual([
      ['Appraised', '2026-12-28', 'appraisal'],
      ['Never Appraised', '2027-01-10', 'joining'],
    ]);
  });
});

describe('dashboard: attendance today', () => {
  // Monday 2 March 2026, 14:30 in Kolkata.
  const NOW = '2026-03-02T09:00:00Z';
  const TODAY = '2026-03-02';

  const seedDay = async () => {
    const org = await seedOrganization({
      now: NOW,
      timeZone: 'Asia/Kolkata',
      people: [
        { name: 'Marked' },
        { name: 'Tracked' },
        { name: 'On Leave' },
        { name: 'Half Day' },
        { name: 'Leave But Working' },
        { name: 'Pending Leave' },
        { name: 'Tracked Yesterday Night' },
        { name: 'Marked Yesterday' },
        { name: 'Inactive Marked', isActive: false },
      ],
    });
    const mark = (name: string, workDate: string) => ({
      organizationId: org.organizationId,
      employeeId: org.idOf(name),
      workDate,
      shift: 1,
      inTime: new Date(`${workDate}T03:30:00Z`),
      outTime: null,
      markedById: org.idOf(name),
      updatedAt: new Date(`${workDate}T03:30:00Z`),
    });
    await testApp.db
      .insert(attendanceRecords)
      .values([
        mark('Marked', TODAY),
        mark('Marked Yesterday', '2026-03-01'),
        mark('Inactive Marked', TODAY),
      ]);
    await insertSlots([
      slot(org.organizationId, org.idOf('Tracked'), '2026-03-02T05:00:00Z'),
      slot(org.organizationId, org.idOf('Leave But Working'), '2026-03-02T06:00:00Z'),
      // 23:50 on 1 March in Kolkata: yesterday's time, not today's.
      slot(org.organizationId, org.idOf('Tracked Yesterday Night'), '2026-03-01T18:20:00Z'),
      // A slot without tracked time is no presence.
      slot(org.organizationId, org.idOf('Pending Leave'), '2026-03-02T04:00:00Z', 0, 0),
    ]);
    const leave = (name: string, status: number, leaveType: number, fromDate: string, toDate: string) => ({
      organizationId: org.organizationId,
      employeeId: org.idOf(name),
      leaveType,
      fromDate,
      toDate,
      description: 'Away',
      status,
      createdAt: new Date('2026-02-20T00:00:00Z'),
      updatedAt: new Date('2026-02-20T00:00:00Z'),
    });
    await testApp.db
      .insert(leaves)
      .values([
        leave('On Leave', LEAVE_STATUS.approved, LEAVE_TYPE.fullDay, '2026-03-01', '2026-03-04'),
        leave('Half Day', LEAVE_STATUS.approved, LEAVE_TYPE.halfDay, TODAY, TODAY),
        leave('Leave But Working', LEAVE_STATUS.approved, LEAVE_TYPE.fullDay, TODAY, TODAY),
        leave('Pending Leave', LEAVE_STATUS.pending, LEAVE_TYPE.fullDay, TODAY, TODAY),
        leave('Marked Yesterday', LEAVE_STATUS.rejected, LEAVE_TYPE.fullDay, TODAY, TODAY),
      ]);
    return org;
  };

  it('counts present by marked attendance or tracked time, on leave apart, and the rest absent', async () => {
    const org = await seedDay();
    const response = await get('/api/v1/dashboard/attendance-today', org.adminCookie);
    expect(response.statusCode).toBe(200);
    // Present: Marked, Tracked, Leave But Working. On leave: On Leave, Half Day, Pending Leave (its
    // decision is to come). Absent: the administrator, Tracked Yesterday Night, Marked Yesterday.
    expect(response.json()).toEqual({
      date: TODAY,
      isWorkingDay: true,
      holidayName: null,
      activeEmployees: 9,
      present: 3,
      onLeave: 3,
      absent: 3,
    });
  });

  it('counts nobody absent or on leave on a holiday, only who worked', async () => {
    const org = await seedDay();
    await testApp.db
      .insert(holidays)
      .values({ organizationId: org.organizationId, holidayDate: TODAY, name: 'Founders’ Day' });
    const body = (await get('/api/v1/dashboard/attendance-today', org.adminCookie)).json();
    expect(body).toMatchObject({
      isWorkingDay: false,
      holidayName: 'Founders’ Day',
      present: 3,
      onLeave: 0,
      absent: 0,
    });
  });

  it('counts nobody absent on the organisation’s weekly off', async () => {
    const org = await seedDay();
    // Monday off, Tuesday to Saturday worked.
    await testApp.db
      .update(organizations)
      .set({ workingDays: [2, 3, 4, 5, 6] })
      .where(eq(organizations.id, org.organizationId));
    const body = (await get('/api/v1/dashboard/attendance-today', org.adminCookie)).json();
    expect(body).toMatchObject({ isWorkingDay: false, holidayName: null, present: 3, onLeave: 0, absent: 0 });
  });
});

describe('dashboard: work', () => {
  const minutesOf = (summary: WorkSummary) =>
    summary.days.map((day) => [day.date, day.hoursWorkedMinutes, day.idleMinutes, day.actualWorkMinutes]);

  it('adds up the organisation’s last 7 days per organisation day, as the report counts them', async () => {
    // Noon on Monday 2 March in UTC, 17:30 in Kolkata.
    const org = await seedOrganization({
      now: '2026-03-02T12:00:00Z',
      timeZone: 'Asia/Kolkata',
      people: [{ name: 'Worker' }, { name: 'Colleague' }, { name: 'Deleted', deletedAt: new Date() }],
    });
    const { organizationId, idOf } = org;
    await insertSlots([
      // Today: 3 slots of Worker (30 min tracked, 3 min idle) and 1 of Colleague.
      slot(organizationId, idOf('Worker'), '2026-03-02T04:00:00Z', 600, 60),
      slot(organizationId, idOf('Worker'), '2026-03-02T04:10:00Z', 600, 60),
      slot(organizationId, idOf('Worker'), '2026-03-02T04:20:00Z', 600, 60),
      slot(organizationId, idOf('Colleague'), '2026-03-02T05:00:00Z', 600, 0),
      // 00:05 on 24 February in Kolkata (still the 23rd in UTC): the first day of the range.
      slot(organizationId, idOf('Worker'), '2026-02-23T18:35:00Z', 300, 0),
      // 23:55 on 23 February in Kolkata: before the range.
      slot(organizationId, idOf('Worker'), '2026-02-23T18:25:00Z', 600, 0),
      // A deleted employee's time is left out, as in the report.
      slot(organizationId, idOf('Deleted'), '2026-03-01T05:00:00Z', 600, 0),
    ]);
    const response = await get('/api/v1/dashboard/work-week', org.adminCookie);
    expect(response.statusCode).toBe(200);
    const summary: WorkSummary = response.json();
    expect({ from: summary.from, to: summary.to }).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(minutesOf(summary)).toEqual([
      ['2026-02-24', 5, 0, 5],
      ['2026-02-25', 0, 0, 0],
      ['2026-02-26', 0, 0, 0],
      ['2026-02-27', 0, 0, 0],
      ['2026-02-28', 0, 0, 0],
      ['2026-03-01', 0, 0, 0],
      ['2026-03-02', 40, 3, 37],
    ]);
    expect(summary.totals).toEqual({ hoursWorkedMinutes: 45, idleMinutes: 3, actualWorkMinutes: 42 });

    // The report of the same days gives the same actual work.
    const report = (
      await get('/api/v1/reports?startDate=2026-02-24&endDate=2026-03-02', org.adminCookie)
    ).json();
    expect(report.grandTotal.actualWorkMinutes).toBe(summary.totals.actualWorkMinutes);
  });

  it('counts log-off gaps as idle when the organisation says so', async () => {
    const org = await seedOrganization({
      now: '2026-03-02T12:00:00Z',
      timeZone: 'UTC',
      people: [{ name: 'Worker' }],
    });
    await testApp.db
      .update(organizations)
      .set({ isLogOffIncludedInIdle: true })
      .where(eq(organizations.id, org.organizationId));
    // 09:00–09:10 and 09:30–09:40: a 20-minute gap.
    await insertSlots([
      slot(org.organizationId, org.idOf('Worker'), '2026-03-02T09:00:00Z'),
      slot(org.organizationId, org.idOf('Worker'), '2026-03-02T09:30:00Z'),
    ]);
    const summary: WorkSummary = (await get('/api/v1/dashboard/work-week', org.adminCookie)).json();
    expect(summary.totals).toEqual({ hoursWorkedMinutes: 40, idleMinutes: 20, actualWorkMinutes: 20 });
  });

  it('gives every employee their own Monday-to-Sunday week', async () => {
    // Wednesday 4 March 2026.
    const org = await seedOrganization({
      now: '2026-03-04T10:00:00Z',
      timeZone: 'UTC',
      people: [{ name: 'Worker' }, { name: 'Colleague' }],
    });
    const { organizationId, idOf } = org;
    await insertSlots([
      slot(organizationId, idOf('Worker'), '2026-03-02T09:00:00Z', 600, 120), // Monday
      slot(organizationId, idOf('Worker'), '2026-03-04T09:00:00Z', 600, 0), // today
      slot(organizationId, idOf('Worker'), '2026-03-01T09:00:00Z', 600, 0), // last week's Sunday
      slot(organizationId, idOf('Colleague'), '2026-03-03T09:00:00Z', 600, 0),
    ]);
    const response = await get('/api/v1/dashboard/my-week', await org.cookieOf('Worker'));
    expect(response.statusCode).toBe(200);
    const summary: WorkSummary = response.json();
    expect({ from: summary.from, to: summary.to, days: summary.days.length }).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      days: 7,
    });
    expect(summary.totals).toEqual({ hoursWorkedMinutes: 20, idleMinutes: 2, actualWorkMinutes: 18 });
  });
});

describe('dashboard: access', () => {
  const ADMIN_CARDS = [
    '/api/v1/dashboard/employee-counts',
    '/api/v1/dashboard/upcoming-appraisals',
    '/api/v1/dashboard/upcoming-birthdays',
    '/api/v1/dashboard/attendance-today',
    '/api/v1/dashboard/work-week',
  ];

  it.each(ADMIN_CARDS)('answers 403 to an employee and 200 to an administrator on %s', async (url) => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await get(url, employee.cookie)).statusCode).toBe(403);
    expect((await get(url, admin.cookie)).statusCode).toBe(200);
  });

  it('gives an employee their own week', async () => {
    const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await get('/api/v1/dashboard/my-week', employee.cookie)).statusCode).toBe(200);
  });
});
