import {
  type AttendanceToday,
  DASHBOARD_LIMITS,
  type EmployeeCounts,
  type UpcomingAppraisal,
  type UpcomingAppraisals,
  type UpcomingBirthday,
  type UpcomingBirthdays,
  type WorkDay,
  type WorkMinutes,
  type WorkSummary,
} from '@pulse/shared/contracts/dashboard';
import type { DayPresence } from '@pulse/shared/domain/day-presence';
import {
  addDays,
  type DayRange,
  daysBetween,
  organizationDayRange,
  todayIn,
} from '@pulse/shared/domain/organization-day';
import { isoWeekStart } from '@pulse/shared/domain/report-weeks';
import {
  isWithinUpcomingWindow,
  nextAppraisalDate,
  nextBirthday,
  upcomingMonthDayRange,
} from '@pulse/shared/domain/upcoming-dates';
import { requireAccess } from '../../lib/access-checks';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { minutesOfAggregate } from '../activity/activity.service';
import { photoVersionOf } from '../employees/employees.service';
import { findDayPresences } from '../leaves/day-presence.service';
import {
  aggregateWorkByEmployeeDay,
  countEmployeesByStatus,
  findAppraisalCandidates,
  findBirthdayCandidates,
} from './dashboard.repository';

// The dashboard's cards (spec A §2 Dashboard, §6: counts, appraisals and birthdays are the
// administrator's; everyone sees their own hours). "Today" is the organisation's calendar day.

const todayOf = (deps: Deps, auth: Auth) => todayIn(auth.organization.timeZone, deps.clock.now());

const bySoonestThenName =
  <T extends { name: string }>(dateOf: (item: T) => string) =>
  (a: T, b: T) =>
    dateOf(a).localeCompare(dateOf(b)) || a.name.localeCompare(b.name, 'en');

// spec A §7 GetEmployeesStatus.
export const getEmployeeCounts = async (deps: Deps, auth: Auth): Promise<EmployeeCounts> => {
  requireAccess(auth, 'admin');
  return countEmployeesByStatus(deps.db, auth.organizationId);
};

// spec A §2 Upcoming Appraisals (rules in upcoming-dates.ts).
// Whose next appraisal falls in a range of days from today on (a year ahead at most: each date
// recurs yearly), soonest first: the dashboard's window, or "appraisals due next month".
export const findAppraisalsDue = async (
  deps: Deps,
  auth: Auth,
  range: { from: string; to: string },
): Promise<UpcomingAppraisal[]> => {
  requireAccess(auth, 'admin');
  const today = todayOf(deps, auth);
  const days = Math.min(daysBetween(today, range.to), 365);
  if (days < 0) return [];
  const candidates = await findAppraisalCandidates(
    deps.db,
    auth.organizationId,
    upcomingMonthDayRange(today, days),
  );
  const items = candidates.flatMap((candidate): UpcomingAppraisal[] => {
    const next = nextAppraisalDate(candidate, today);
    if (next === null || !isWithinUpcomingWindow(next, today, days) || next < range.from) return [];
    return [
      {
        employeeId: candidate.employeeId,
        employeeCode: candidate.employeeCode,
        name: candidate.name,
        photoVersion: photoVersionOf(candidate.photoStorageKey),
        nextAppraisalDate: next,
        countedFrom: candidate.latestAppraisalDate === null ? 'joining' : 'appraisal',
      },
    ];
  });
  return items.sort(bySoonestThenName((item) => item.nextAppraisalDate));
};

export const findUpcomingAppraisals = async (
  deps: Deps,
  auth: Auth,
): Promise<WholeList<UpcomingAppraisals>> => {
  const today = todayOf(deps, auth);
  const to = addDays(today, DASHBOARD_LIMITS.upcomingDays);
  return { from: today, to, items: await findAppraisalsDue(deps, auth, { from: today, to }) };
};

// spec A §2 Upcoming Birthdays (rules in upcoming-dates.ts).
export const findUpcomingBirthdays = async (
  deps: Deps,
  auth: Auth,
): Promise<WholeList<UpcomingBirthdays>> => {
  requireAccess(auth, 'admin');
  const today = todayOf(deps, auth);
  const days = DASHBOARD_LIMITS.upcomingDays;
  const candidates = await findBirthdayCandidates(
    deps.db,
    auth.organizationId,
    upcomingMonthDayRange(today, days),
  );
  const items = candidates.flatMap((candidate): UpcomingBirthday[] => {
    if (candidate.dateOfBirth === null) return [];
    const birthday = nextBirthday(candidate.dateOfBirth, today);
    if (!isWithinUpcomingWindow(birthday, today, days)) return [];
    return [
      {
        employeeId: candidate.employeeId,
        employeeCode: candidate.employeeCode,
        name: candidate.name,
        photoVersion: photoVersionOf(candidate.photoStorageKey),
        birthday,
      },
    ];
  });
  items.sort(bySoonestThenName((item) => item.birthday));
  return { from: today, to: addDays(today, days), items };
};

// spec A §7 GetAttendance for today, counted by day-presence's rule: on a day off nobody is absent and
// nobody is on leave; whoever worked is present.
export const countAttendanceToday = async (deps: Deps, auth: Auth): Promise<AttendanceToday> => {
  requireAccess(auth, 'admin');
  const day = await findDayPresences(deps.db, auth.organization, todayOf(deps, auth));
  const count = (presence: DayPresence) => day.people.filter((person) => person.presence === presence).length;
  return {
    date: day.date,
    isWorkingDay: day.isWorkingDay,
    holidayName: day.holidayName,
    activeEmployees: day.people.length,
    present: count('present'),
    onLeave: count('on-leave'),
    absent: count('absent'),
  };
};

const noMinutes = (): WorkMinutes => ({ hoursWorkedMinutes: 0, idleMinutes: 0, actualWorkMinutes: 0 });

// Every day from `from` to `to` with the time tracked on it, each employee-day counted by the report's
// rule (minutesOfAggregate: whole minutes per employee and day, the log-off switch applied), so a day's
// figure is the sum of that day's report rows.
const summarizeWork = async (
  deps: Deps,
  auth: Auth,
  range: { from: string; to: string; employeeId?: string },
): Promise<WorkSummary> => {
  const { timeZone, isLogOffIncludedInIdle } = auth.organization;
  const days: { day: WorkDay; range: DayRange }[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1))
    days.push({ day: { date, ...noMinutes() }, range: organizationDayRange(date, timeZone) });
  const rows = await aggregateWorkByEmployeeDay(deps.db, auth.organizationId, {
    dayStarts: [...days.map(({ range: dayRange }) => dayRange.start), days.at(-1)?.range.end ?? new Date(0)],
    ...(range.employeeId ? { employeeId: range.employeeId } : {}),
  });
  const totals = noMinutes();
  for (const row of rows) {
    const entry = days[row.day - 1];
    if (!entry) continue;
    const minutes = minutesOfAggregate(row, entry.range, isLogOffIncludedInIdle);
    for (const key of ['hoursWorkedMinutes', 'idleMinutes', 'actualWorkMinutes'] as const) {
      entry.day[key] += minutes[key];
      totals[key] += minutes[key];
    }
  }
  return { from: range.from, to: range.to, days: days.map(({ day }) => day), totals };
};

// The organisation's work over the last 7 days, today included (spec A §2 "employee report chart").
export const getOrganizationWorkWeek = async (deps: Deps, auth: Auth): Promise<WorkSummary> => {
  requireAccess(auth, 'admin');
  const today = todayOf(deps, auth);
  return summarizeWork(deps, auth, { from: addDays(today, -(DASHBOARD_LIMITS.workDays - 1)), to: today });
};

// The caller's own hours this week: Monday to Sunday, the reports' ISO week.
export const getMyWeek = async (deps: Deps, auth: Auth): Promise<WorkSummary> => {
  const weekStart = isoWeekStart(todayOf(deps, auth));
  return summarizeWork(deps, auth, {
    from: weekStart,
    to: addDays(weekStart, 6),
    employeeId: auth.employeeId,
  });
};
