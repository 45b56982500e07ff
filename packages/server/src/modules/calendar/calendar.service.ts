import type { CalendarEntryList, calendarAbsencesQuerySchema } from '@pulse/shared/contracts/calendar';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { findDepartmentMemberIds } from '../employees/employees.service';
import { findHolidaysBetween } from '../leaves/holidays.service';
import { findCalendarLeaves } from '../leaves/leaves.service';
import { findProjectTeamIds } from '../projects/projects.service';
import { byCalendarOrder, holidayEntryOf, leaveEntryOf, weeklyOffEntries } from './calendar-entries';

// The people a filter keeps: a department's, a project team's, or both's common members; undefined
// (nobody filtered out) without a filter. A project the caller may not see is NOT_FOUND.
const filteredEmployeeIds = async (
  deps: Deps,
  auth: Auth,
  filter: { departmentId?: string | undefined; projectId?: string | undefined },
) => {
  const [department, team] = await Promise.all([
    filter.departmentId ? findDepartmentMemberIds(deps, auth, filter.departmentId) : undefined,
    filter.projectId ? findProjectTeamIds(deps, auth, filter.projectId) : undefined,
  ]);
  if (department && team) return department.filter((id) => team.includes(id));
  return department ?? team;
};

// The team calendar: who is away between two days (at most 62), with the holidays and the
// weekly offs, whatever the filters (they concern everyone).
export const findCalendarAbsences = async (
  deps: Deps,
  auth: Auth,
  query: z.output<typeof calendarAbsencesQuerySchema>,
): Promise<WholeList<CalendarEntryList>> => {
  requireAccess(auth, 'authenticated');
  const employeeIds = await filteredEmployeeIds(deps, auth, query);
  const [leaves, holidays] = await Promise.all([
    findCalendarLeaves(deps, auth, { from: query.from, to: query.to, employeeIds }),
    findHolidaysBetween(deps, auth, query.from, query.to),
  ]);
  const items = [
    ...leaves.map(leaveEntryOf),
    ...holidays.map(holidayEntryOf),
    ...weeklyOffEntries(query.from, query.to, auth.organization.workingDays),
  ].sort(byCalendarOrder);
  return { items };
};
