import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrganizationContext } from '../../lib/organization-context';
import { daysToCheck, markAbsentOn } from '../../modules/leaves/absent-job';
import type { Transaction } from '../client';
import { employees, leaves } from '../schema/index';
import { DEMO_HISTORY_DAYS } from './demo-activity';
import { DEMO_NO_SHOWS, loadDemoCalendar, workingDayBefore } from './demo-work-days';

// Marked Absent in the demo is what the job would have written over its history, by the job's own rule
// and code, after the attendance, tracked time and leaves are in: only the no-show days qualify. An
// administrator has since marked one of them present.
export const seedDemoMarks = async (
  tx: Transaction,
  input: {
    organization: Pick<OrganizationContext, 'id' | 'timeZone' | 'workingDays' | 'absentCheckHour'>;
    now: Date;
  },
) => {
  const { organization, now } = input;
  for (const day of daysToCheck(organization, now, DEMO_HISTORY_DAYS - 1))
    await markAbsentOn(tx, organization, day, now);
  const calendar = await loadDemoCalendar(tx, organization.id, organization.workingDays);
  const today = todayIn(organization.timeZone, now);
  for (const noShow of DEMO_NO_SHOWS.filter((entry) => entry.isMarkedPresent)) {
    const [person] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(eq(employees.organizationId, organization.id), eq(employees.employeeNumber, noShow.employee)),
      );
    if (!person) continue;
    await tx
      .update(leaves)
      .set({ status: LEAVE_STATUS.markedPresent, updatedAt: now })
      .where(
        and(
          eq(leaves.organizationId, organization.id),
          eq(leaves.employeeId, person.id),
          inArray(leaves.status, [LEAVE_STATUS.markedAbsent]),
          eq(leaves.fromDate, workingDayBefore(today, noShow.workingDaysBack, calendar)),
        ),
      );
  }
};
