import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { leaveNotificationDescriptions, NOTIFICATION_ROLE } from '@pulse/shared/domain/leave-notifications';
import { LEAVE_STATUS, type LeaveStatus } from '@pulse/shared/domain/leave-status';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { eq } from 'drizzle-orm';
import { MARKED_ABSENT_DESCRIPTION } from '../../modules/leaves/absent-job';
import type { Database } from '../client';
import { employees, holidays, leaveManagers, leaves, notifications } from '../schema/index';

// Public holidays the demo lists for the previous and the current year (the festivals' dates move
// from year to year; the demo keeps one date each).
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
const { pending, approved, rejected, cancelled, markedAbsent, markedPresent } = LEAVE_STATUS;

// Every tab has rows for both demo sign-ins: Rahul's pending leaves wait for Asha, Priya's for Rahul.
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
    employee: 4,
    managers: [],
    from: -5,
    days: 1,
    leaveType: fullDay,
    status: markedAbsent,
    description: MARKED_ABSENT_DESCRIPTION,
  },
  {
    employee: 5,
    managers: [],
    from: -8,
    days: 1,
    leaveType: fullDay,
    status: markedPresent,
    description: MARKED_ABSENT_DESCRIPTION,
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
// the current year (a demo seeded on 2 January still has its past leaves this year).
const rangeInYear = (today: string, offset: number, days: number) => {
  const year = today.slice(0, 4);
  const fromDate = addDays(today, offset);
  const toDate = addDays(fromDate, days - 1);
  if (fromDate.slice(0, 4) === year && toDate.slice(0, 4) === year) return { fromDate, toDate };
  return { fromDate: addDays(today, -offset - (days - 1)), toDate: addDays(today, -offset) };
};

export const seedDemoLeaves = async (
  db: Database,
  input: { organizationId: string; timeZone: string; now: Date },
) => {
  const { organizationId, now } = input;
  const today = todayIn(input.timeZone, now);
  const year = Number(today.slice(0, 4));
  await db.insert(holidays).values(
    [year - 1, year].flatMap((holidayYear) =>
      HOLIDAYS.map(([monthDay, name]) => ({
        organizationId,
        holidayDate: `${holidayYear}-${monthDay}`,
        name,
      })),
    ),
  );

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
        const { fromDate, toDate } = rangeInYear(today, leave.from, leave.days);
        const isMarked = leave.status === markedAbsent || leave.status === markedPresent;
        const createdAt = new Date(now.getTime() - (LEAVES.length - index) * 3_600_000);
        return {
          organizationId,
          employeeId: required(leave.employee),
          appliedById: isMarked ? null : required(leave.employee),
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
    const { fromDate, toDate } = rangeInYear(today, leave.from, leave.days);
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
