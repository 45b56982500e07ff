import {
  type TimesheetApprovalItem,
  type TimesheetApprovalsQuery,
  timesheetApprovalsQuerySchema,
} from '@pulse/shared/contracts/timesheets';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { isWeekLocked, type TimesheetStatus, timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findWeekFigures } from '../activity/week-figures';
import { getLockedThrough } from './timesheet-lock.service';
import * as repository from './timesheets.repository';

// The approvers' list (Timesheet Approvals): the weeks of the people the caller may decide for, with
// each week's totals from the roll-ups and the difference from what was approved before. "Waiting" is
// every Submitted week, including approved weeks a late change re-opened; "Open" is one week's people
// who have not submitted it (last week unless another is asked for).

// The people an approver sees: everyone for an administrator, the members of their projects for a
// manager (not themselves: nobody decides their own week); nobody else is an approver.
const approverPeopleIds = async (deps: Deps, auth: Auth) => {
  const caller = requireAccess(auth, 'authenticated');
  if (caller.isAdmin) return undefined;
  const managed = await repository.findManagedProjectIds(deps.db, auth.organizationId, auth.employeeId);
  const members = await repository.findMemberIds(deps.db, auth.organizationId, managed);
  const others = members.filter((id) => id !== auth.employeeId);
  if (others.length === 0) throw new AppError('FORBIDDEN');
  return others;
};

type Listed = {
  employee: { id: string; employeeCode: string; name: string };
  weekStart: string;
  row: repository.ListedWeekRow | undefined;
};

export const findTimesheetApprovals = async (
  deps: Deps,
  auth: Auth,
  rawQuery: TimesheetApprovalsQuery,
): Promise<{ items: TimesheetApprovalItem[] }> => {
  const query = timesheetApprovalsQuerySchema.parse(rawQuery);
  const peopleIds = await approverPeopleIds(deps, auth);
  const weekStart = query.weekStart ? timesheetWeekOf(query.weekStart).weekStart : undefined;
  // "Open" is one week: last week unless another is asked for.
  const openWeek =
    query.status === 'open'
      ? (weekStart ??
        timesheetWeekOf(addDays(todayIn(auth.organization.timeZone, deps.clock.now()), -7)).weekStart)
      : undefined;
  const statuses: TimesheetStatus[] | undefined =
    query.status === 'open' ? undefined : query.status === 'waiting' ? ['submitted'] : [query.status];
  // The weeks (with their people's names, in one statement), the lock and, for "Open" only, the people
  // at once (hardening: reads at scale, bench/timesheets.ts): an administrator's weeks are the
  // organisation's, read without a list of a thousand ids.
  const [people, rows, lockedThrough] = await Promise.all([
    openWeek ? repository.findPeople(deps.db, auth.organizationId, peopleIds) : [],
    repository.findListedWeeks(deps.db, auth.organizationId, {
      ...(peopleIds ? { employeeIds: peopleIds } : {}),
      ...((openWeek ?? weekStart) ? { weekStart: openWeek ?? weekStart } : {}),
      ...(statuses ? { statuses } : {}),
    }),
    getLockedThrough(deps.db, auth.organizationId),
  ]);

  let listed: Listed[];
  if (openWeek) {
    const submitted = new Set(rows.map((row) => row.employeeId));
    listed = people
      .filter((person) => !submitted.has(person.id))
      .map(({ id, employeeCode, name }) => ({
        employee: { id, employeeCode, name },
        weekStart: openWeek,
        row: undefined,
      }));
  } else {
    listed = rows.map((row) => ({
      employee: { id: row.employeeId, employeeCode: row.employeeCode, name: row.name },
      weekStart: row.weekStart,
      row,
    }));
  }

  // One read of the roll-ups per distinct week, for all its people at once; each week's last day once.
  const byWeek = new Map<string, string[]>();
  for (const item of listed) {
    const ids = byWeek.get(item.weekStart);
    if (ids) ids.push(item.employee.id);
    else byWeek.set(item.weekStart, [item.employee.id]);
  }
  const weeks = new Map(
    await Promise.all(
      [...byWeek].map(
        async ([week, employeeIds]) =>
          [
            week,
            {
              weekEnd: addDays(week, 6),
              isLocked: isWeekLocked(week, lockedThrough),
              figures: await findWeekFigures(deps, auth, {
                weekStart: week,
                employeeIds,
                withProjects: false,
              }),
            },
          ] as const,
      ),
    ),
  );

  const items: TimesheetApprovalItem[] = [];
  for (const { employee, weekStart: week, row } of listed) {
    const ofWeek = weeks.get(week);
    const current = ofWeek?.figures.get(employee.id);
    if (!ofWeek || !current) continue;
    const approvedMinutes = row?.approvedMinutes ?? null;
    items.push({
      employee,
      weekStart: week,
      weekEnd: ofWeek.weekEnd,
      status: row?.status ?? 'open',
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      note: row?.note ?? null,
      totalMinutes: current.totalMinutes,
      idleMinutes: current.idleMinutes,
      manualMinutes: current.dayTotals.reduce((sum, day) => sum + day.manualMinutes, 0),
      approvedMinutes,
      differenceMinutes: approvedMinutes === null ? 0 : current.totalMinutes - approvedMinutes,
      pendingChanges: row?.pendingChanges ?? [],
      isLocked: ofWeek.isLocked,
    });
  }
  items.sort(
    (a, b) => b.weekStart.localeCompare(a.weekStart) || a.employee.name.localeCompare(b.employee.name),
  );
  return { items };
};
