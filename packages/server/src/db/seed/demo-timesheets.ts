import type { TimesheetFigures } from '@pulse/shared/contracts/timesheets';
import { addDays, instantOfLocalTime, todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { type TimesheetStatus, timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { and, eq, isNull } from 'drizzle-orm';
import type { Auth } from '../../lib/auth-context';
import type { OrganizationContext } from '../../lib/organization-context';
import { findWeekFigures } from '../../modules/activity/week-figures';
import { insertAuditEvent } from '../../modules/audit/audit.repository';
import type { Transaction } from '../client';
import { employees, projectMembers, timesheetLocks, timesheetWeeks } from '../schema/index';
import { DEMO_HISTORY_DAYS } from './demo-activity';
import { demoPayrollPeriods } from './demo-payroll';
import { DEMO_ADMIN_ADDRESS } from './demo-tracking-privacy';

// Weekly timesheets of the demo (shared/domain/timesheet-status.ts) over the weeks of the tracked
// history, after the manual time (approved requests count in a week): every week before last approved,
// last week submitted and waiting for most people, a few approved already, one rejected, two not sent,
// and payroll's last month locked. The figures are the activity module's own (findWeekFigures, one
// read per week for everyone), so an approved week shows exactly what its approver saw. The rows are
// written directly, as the other demo steps write their past: no bell, mail or audit entry per week
// (the administrator's bell would open on twenty of them), and one statement for all weeks.

// Employee numbers as in demo.ts: 1 Asha Verma (admin), 2 Rahul Mehta (the demo employee), …
// Last week: Rahul's comes back rejected (he signs in as the demo employee and sees what to fix);
// Neha Kapoor's and Harsh Vardhan's managers have already approved theirs; Ananya Das (the browser
// tests submit her week) and Meera Pillai have not sent theirs, so the Open list has people in it.
const REJECTED = { employee: 2, reason: 'Thursday’s client visit is missing; add it as manual time' };
const APPROVED_LAST_WEEK = [5, 22];
const NOT_SUBMITTED_LAST_WEEK = [11, 13];
const NOTES: Record<number, string> = {
  3: 'Two afternoons of whiteboard sessions with the design team.',
  4: 'Release week: the build went to the client on Thursday.',
  7: 'Left early on Friday for a family function.',
};

type Person = { id: string; number: number; roleId: number };

// The demo's past never reaches past its now.
const notAfter = (instant: Date, now: Date) => new Date(Math.min(instant.getTime(), now.getTime()));

// When a week was sent and decided, in the organisation's zone: sent on its Friday evening, decided on
// the Monday after (never after now: last week's decisions are this Monday's). Minutes vary by person
// so the lists do not show one identical time.
const momentsOf = (weekStart: string, person: Person, timeZone: string, now: Date) => {
  const minutes = (person.number * 7) % 50;
  const at = (date: string, hour: number) =>
    instantOfLocalTime(
      date,
      `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
      timeZone,
    );
  const submittedAt = at(addDays(weekStart, 4), 18);
  return { submittedAt, decidedAt: notAfter(at(addDays(weekStart, 7), 10), now) };
};

// Who decided a week: the manager of the project with most of its time who is not its employee (the
// rule's approver, decideTimesheetAction), otherwise the administrator.
const approverOf = (
  figures: TimesheetFigures,
  person: Person,
  managersOf: Map<string, string[]>,
  adminId: string,
) => {
  const rows = [...figures.rows].sort((a, b) => b.totalMinutes - a.totalMinutes);
  for (const row of rows) {
    const manager = (row.projectId ? (managersOf.get(row.projectId) ?? []) : []).find(
      (id) => id !== person.id,
    );
    if (manager) return manager;
  }
  return adminId;
};

const lastDayOfMonth = ({ year, month }: { year: number; month: number }) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

export const seedDemoTimesheets = async (
  tx: Transaction,
  input: { organization: OrganizationContext; now: Date },
) => {
  const { organization, now } = input;
  const organizationId = organization.id;
  const today = todayIn(organization.timeZone, now);
  const people: Person[] = await tx
    .select({ id: employees.id, number: employees.employeeNumber, roleId: employees.roleId })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  const admin = people
    .filter((person) => person.roleId === ROLE.admin)
    .sort((a, b) => a.number - b.number)[0];
  if (!admin) throw new Error('the demo has no administrator');
  const auth: Auth = {
    sessionId: 'demo-seed',
    employeeId: admin.id,
    organizationId,
    roleId: ROLE.admin,
    organization,
  };
  const managerRows = await tx
    .select({ projectId: projectMembers.projectId, employeeId: projectMembers.employeeId })
    .from(projectMembers)
    .where(and(eq(projectMembers.organizationId, organizationId), eq(projectMembers.isManager, true)));
  const managersOf = new Map<string, string[]>();
  for (const row of managerRows)
    managersOf.set(row.projectId, [...(managersOf.get(row.projectId) ?? []), row.employeeId]);

  // The administrator's own weeks stay open: nobody decides their own week, and the demo has one.
  const employeesWithWeeks = people.filter((person) => person.roleId !== ROLE.admin);
  const lastWeek = timesheetWeekOf(addDays(today, -7)).weekStart;
  const firstWeek = timesheetWeekOf(addDays(today, -(DEMO_HISTORY_DAYS - 1))).weekStart;
  const weeks: string[] = [];
  for (let week = firstWeek; week <= lastWeek; week = addDays(week, 7)) weeks.push(week);

  const rows: (typeof timesheetWeeks.$inferInsert)[] = [];
  for (const weekStart of weeks) {
    const figuresOf = await findWeekFigures({ db: tx }, auth, {
      weekStart,
      employeeIds: employeesWithWeeks.map((person) => person.id),
      withProjects: true,
    });
    for (const person of employeesWithWeeks) {
      const figures = figuresOf.get(person.id);
      // Only weeks with time in them: someone away all week has nothing to send.
      if (!figures || figures.totalMinutes === 0) continue;
      const isLastWeek = weekStart === lastWeek;
      if (isLastWeek && NOT_SUBMITTED_LAST_WEEK.includes(person.number)) continue;
      const status: TimesheetStatus = !isLastWeek
        ? 'approved'
        : person.number === REJECTED.employee
          ? 'rejected'
          : APPROVED_LAST_WEEK.includes(person.number)
            ? 'approved'
            : 'submitted';
      const { submittedAt, decidedAt } = momentsOf(weekStart, person, organization.timeZone, now);
      const deciderId = approverOf(figures, person, managersOf, admin.id);
      const isDecided = status !== 'submitted';
      const isApproved = status === 'approved';
      rows.push({
        organizationId,
        employeeId: person.id,
        weekStart,
        weekEnd: addDays(weekStart, 6),
        status,
        submittedAt,
        note: NOTES[person.number] ?? null,
        decidedById: isDecided ? deciderId : null,
        decidedAt: isDecided ? decidedAt : null,
        rejectionReason: status === 'rejected' ? REJECTED.reason : null,
        approvedFigures: isApproved ? figures : null,
        approvedById: isApproved ? deciderId : null,
        approvedAt: isApproved ? decidedAt : null,
        updatedAt: isDecided ? decidedAt : submittedAt,
      });
    }
  }
  if (rows.length > 0) await tx.insert(timesheetWeeks).values(rows);

  // Payroll closed its last month (demo-payroll.ts: the last month with salary slips): the
  // administrator locked every day up to its end on the first of the next month. Written with its
  // audit entry as the lock's use case writes them, dated then (the use case dates both now).
  const payrollMonths = demoPayrollPeriods(now);
  const lastPayrollMonth = payrollMonths[payrollMonths.length - 1];
  if (!lastPayrollMonth) return;
  const lockedThrough = lastDayOfMonth(lastPayrollMonth);
  const lockedAt = notAfter(
    instantOfLocalTime(addDays(lockedThrough, 1), '10:00', organization.timeZone),
    now,
  );
  await tx.insert(timesheetLocks).values({ organizationId, lockedThrough, lockedById: admin.id, lockedAt });
  await insertAuditEvent(tx, {
    organizationId,
    actorId: admin.id,
    ipAddress: DEMO_ADMIN_ADDRESS,
    occurredAt: lockedAt,
    action: 'timesheets.locked',
    subjectId: null,
    summary: `Locked up to ${lockedThrough}`,
    details: { lockedThrough, previous: null },
  });
};
