import { isWorkingDay, type WorkingCalendar } from '@pulse/shared/domain/day-presence';
import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { leaveNotificationDescriptions, NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { LEAVE_STATUS, type LeaveStatus } from '@pulse/shared/domain/leave-status';
import { addDays, daysFromTo, todayIn } from '@pulse/shared/domain/organization-day';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { employees, holidays, leaveManagers, leaves, notifications } from '../schema/index';

// Public holidays the demo lists for the previous, the current and the next year (the news tells that
// next year's list is out; the festivals' dates move from year to year, the demo keeps one date each).
const HOLIDAYS: [string, string][] = [
  ['01-26', 'Republic Day'],
  ['03-14', 'Holi'],
  ['04-14', 'Ambedkar Jayanti'],
  ['05-01', 'Labour Day'],
  ['08-15', 'Independence Day'],
  ['08-27', 'Ganesh Chaturthi'],
  ['10-02', 'Gandhi Jayanti'],
  ['10-20', 'Diwali'],
  ['11-05', 'Guru Nanak Jayanti'],
  ['12-25', 'Christmas'],
];

type DemoLeave = {
  // Demo employee numbers (1 Asha Verma the admin, 2 Rahul Mehta the demo employee, …).
  employee: number;
  managers: number[];
  // Days from today; each leave keeps its own distance, so mirrored dates never collide.
  from: number;
  days: number;
  leaveType: number;
  status: LeaveStatus;
  decidedBy?: number;
  description: string;
};

const { fullDay, halfDay } = LEAVE_TYPE;
const { pending, approved, rejected, cancelled } = LEAVE_STATUS;

// Every tab has rows for both demo sign-ins (Marked Absent and Marked Present rows come from the job's
// rule over the demo's history: demo-marks.ts): Rahul's pending leaves wait for Asha, Priya's for Rahul.
const LEAVES: DemoLeave[] = [
  {
    employee: 2,
    managers: [1],
    from: 10,
    days: 2,
    leaveType: fullDay,
    status: pending,
    description: 'Family function in Pune',
  },
  {
    employee: 2,
    managers: [1],
    from: 24,
    days: 1,
    leaveType: halfDay,
    status: pending,
    description: 'Bank appointment in the morning',
  },
  {
    employee: 2,
    managers: [1],
    from: -17,
    days: 2,
    leaveType: fullDay,
    status: approved,
    decidedBy: 1,
    description: 'Fever',
  },
  {
    employee: 2,
    managers: [1],
    from: -40,
    days: 1,
    leaveType: fullDay,
    status: rejected,
    decidedBy: 1,
    description: 'Personal work',
  },
  {
    employee: 2,
    managers: [1],
    from: 33,
    days: 3,
    leaveType: fullDay,
    status: cancelled,
    description: 'Trip to Goa',
  },
  {
    employee: 3,
    managers: [2],
    from: 12,
    days: 3,
    leaveType: fullDay,
    status: pending,
    description: 'Sister’s wedding',
  },
  {
    employee: 4,
    managers: [1],
    from: -25,
    days: 3,
    leaveType: fullDay,
    status: approved,
    decidedBy: 1,
    description: 'Moving house',
  },
  {
    employee: 6,
    managers: [2, 1],
    from: 6,
    days: 1,
    leaveType: halfDay,
    status: pending,
    description: 'Doctor’s appointment',
  },
  {
    employee: 7,
    managers: [1],
    from: -60,
    days: 5,
    leaveType: fullDay,
    status: approved,
    decidedBy: 1,
    description: 'Vacation',
  },
  {
    employee: 8,
    managers: [1],
    from: 15,
    days: 1,
    leaveType: fullDay,
    status: rejected,
    decidedBy: 1,
    description: 'Cricket match',
  },
  {
    employee: 9,
    managers: [2],
    from: -3,
    days: 1,
    leaveType: halfDay,
    status: approved,
    decidedBy: 2,
    description: 'Parent-teacher meeting',
  },
];

// The leave's days `offset` days from today, mirrored to the other side of today when they would leave
// the current year (a demo seeded on 2 January still has its past leaves this year), then moved away
// from today until every day is a working day: leave is counted in calendar days (spec B §9), so a
// demo leave never spans a weekend or a holiday and its days taken are days not worked.
const rangeInYear = (today: string, offset: number, days: number, calendar: WorkingCalendar) => {
  const year = today.slice(0, 4);
  let fromDate = addDays(today, offset);
  if (fromDate.slice(0, 4) !== year || addDays(fromDate, days - 1).slice(0, 4) !== year)
    fromDate = addDays(today, -offset - (days - 1));
  const isAllWorked = (from: string) =>
    daysFromTo(from, addDays(from, days - 1)).every((day) => isWorkingDay(day, calendar));
  const isInYear = (from: string) =>
    from.slice(0, 4) === year && addDays(from, days - 1).slice(0, 4) === year;
  // Away from today first; towards it when that would leave the year.
  const away = fromDate < today ? -1 : 1;
  for (const step of [away, -away]) {
    let candidate = fromDate;
    while (!isAllWorked(candidate) && isInYear(candidate)) candidate = addDays(candidate, step);
    if (isAllWorked(candidate) && isInYear(candidate))
      return { fromDate: candidate, toDate: addDays(candidate, days - 1) };
  }
  return { fromDate, toDate: addDays(fromDate, days - 1) };
};

export const seedDemoLeaves = async (
  db: Database,
  input: { organizationId: string; timeZone: string; workingDays: readonly number[]; now: Date },
) => {
  const { organizationId, now } = input;
  const today = todayIn(input.timeZone, now);
  const year = Number(today.slice(0, 4));
  await db.insert(holidays).values(
    [year - 1, year, year + 1].flatMap((holidayYear) =>
      HOLIDAYS.map(([monthDay, name]) => ({
        organizationId,
        holidayDate: `${holidayYear}-${monthDay}`,
        name,
      })),
    ),
  );

  const calendar: WorkingCalendar = {
    workingDays: input.workingDays,
    holidayDates: new Set(
      [year - 1, year, year + 1].flatMap((holidayYear) =>
        HOLIDAYS.map(([monthDay]) => `${holidayYear}-${monthDay}`),
      ),
    ),
  };
  const people = await db
    .select({ id: employees.id, employeeNumber: employees.employeeNumber, name: employees.name })
    .from(employees)
    .where(eq(employees.organizationId, organizationId));
  const idOf = new Map(people.map((person) => [person.employeeNumber, person.id]));
  const required = (employeeNumber: number) => {
    const id = idOf.get(employeeNumber);
    if (!id) throw new Error(`demo employee ${employeeNumber} is missing`);
    return id;
  };

  const inserted = await db
    .insert(leaves)
    .values(
      LEAVES.map((leave, index) => {
        const { fromDate, toDate } = rangeInYear(today, leave.from, leave.days, calendar);
        const createdAt = new Date(now.getTime() - (LEAVES.length - index) * 3_600_000);
        return {
          organizationId,
          employeeId: required(leave.employee),
          appliedById: required(leave.employee),
          leaveType: leave.leaveType,
          fromDate,
          toDate,
          description: leave.description,
          status: leave.status,
          decidedById: leave.decidedBy ? required(leave.decidedBy) : null,
          decidedAt: leave.decidedBy ? now : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: leaves.id });
  const managerRows = LEAVES.flatMap((leave, index) =>
    leave.managers.map((manager) => ({
      leaveId: inserted[index]?.id ?? '',
      organizationId,
      managerId: required(manager),
    })),
  );
  if (managerRows.length > 0) await db.insert(leaveManagers).values(managerRows);

  // The chosen managers' bells start with the pending applications, unread.
  const nameOf = new Map(people.map((person) => [person.employeeNumber, person.name]));
  const notificationRows = LEAVES.flatMap((leave, index) => {
    const leaveId = inserted[index]?.id;
    if (leave.status !== pending || !leaveId) return [];
    const { fromDate, toDate } = rangeInYear(today, leave.from, leave.days, calendar);
    const applicantName = nameOf.get(leave.employee) ?? '';
    const descriptions = leaveNotificationDescriptions({
      event: 'applied',
      applicantName,
      actorName: applicantName,
      fromDate,
      toDate,
    });
    return leave.managers.map((manager) => ({
      organizationId,
      recipientId: required(manager),
      leaveId,
      event: 'applied',
      recipientRole: NOTIFICATION_ROLE.manager,
      description: descriptions[NOTIFICATION_ROLE.manager],
      sentById: required(leave.employee),
      createdAt: new Date(now.getTime() - (LEAVES.length - index) * 3_600_000),
    }));
  });
  if (notificationRows.length > 0) await db.insert(notifications).values(notificationRows);
};
