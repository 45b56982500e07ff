import { LEAVE_TYPE } from '@pulse/shared/domain/leave-days';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { addDays, localHourOf, todayIn } from '@pulse/shared/domain/organization-day';
import type { Database, Transaction } from '../../db/client';
import { leaves } from '../../db/schema/index';
import type { Deps } from '../../lib/deps';
import type { OrganizationContext } from '../../lib/organization-context';
import { loadActiveOrganizationContexts } from '../organization/organization.service';
import { findDayPresences } from './day-presence.service';

export const MARKED_ABSENT_DESCRIPTION = 'Marked absent: no attendance, tracked time or leave';

// How far back a missed run still catches up (a server down over a long weekend).
const LOOK_BACK_DAYS = 7;

// The past days to check now: the last 7 calendar days before today in the organisation's zone;
// yesterday only once its check hour has come (attendance marked late at night still counts). Whether a
// day is a working day, and who was absent on it, is day-presence's rule.
export const daysToCheck = (
  organization: { timeZone: string; absentCheckHour: number },
  now: Date,
  lookBackDays = LOOK_BACK_DAYS,
): string[] => {
  const today = todayIn(organization.timeZone, now);
  const isYesterdayDue = localHourOf(now, organization.timeZone) >= organization.absentCheckHour;
  const days: string[] = [];
  for (let back = 1; back <= lookBackDays; back += 1) {
    if (back === 1 && !isYesterdayDue) continue;
    days.push(addDays(today, -back));
  }
  return days;
};

// The day's absentees by the one rule (a day off has none) get a Marked Absent leave each. The partial
// unique index (employee, day) for statuses 5 and 6 makes a second or concurrent run add nothing, and
// keeps a day an administrator marked present from being marked again. The demo marks its history
// with it too.
export const markAbsentOn = async (
  db: Database | Transaction,
  organization: Pick<OrganizationContext, 'id' | 'timeZone' | 'workingDays'>,
  day: string,
  now: Date,
) => {
  const { people } = await findDayPresences(db, organization, day);
  const absentees = people.filter((person) => person.presence === 'absent');
  if (absentees.length === 0) return 0;
  const inserted = await db
    .insert(leaves)
    .values(
      absentees.map((person) => ({
        organizationId: organization.id,
        employeeId: person.employeeId,
        appliedById: null,
        leaveType: LEAVE_TYPE.fullDay,
        fromDate: day,
        toDate: day,
        description: MARKED_ABSENT_DESCRIPTION,
        status: LEAVE_STATUS.markedAbsent,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: leaves.id });
  return inserted.length;
};

// The Marked Absent job (spec B §4 status 5: the spec names the status, Pulse sets it for past working
// days with nothing recorded). Safe to run at any time, twice, or on two servers at once.
export const markAbsentees = async (deps: Deps): Promise<{ marked: number }> => {
  const now = deps.clock.now();
  const active = await loadActiveOrganizationContexts(deps.db);
  let marked = 0;
  for (const organization of active) {
    for (const day of daysToCheck(organization, now)) {
      marked += await markAbsentOn(deps.db, organization, day, now);
    }
  }
  return { marked };
};
