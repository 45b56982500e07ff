import { type DayPresence, isWorkingDay, presenceOfDay } from '@pulse/shared/domain/day-presence';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';
import { organizationDayRange } from '@pulse/shared/domain/organization-day';
import type { Database, Transaction } from '../../db/client';
import type { OrganizationContext } from '../../lib/organization-context';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import {
  type DayFactsRow,
  deleteLeaves,
  findDayFactsRows,
  findHolidayName,
  findMarkedAbsences,
} from './day-presence.repository';

// Who was present, on leave, absent or off on one organisation day, by the one rule of
// @pulse/shared/domain/day-presence: the dashboard counts it, ProBot lists it, the Marked Absent job
// marks its absentees and the re-check below withdraws a mark the facts no longer support.

type Calendar = Pick<OrganizationContext, 'id' | 'timeZone' | 'workingDays'>;

export type PersonPresence = { employeeId: string; name: string; presence: DayPresence };
export type DayPresences = {
  date: string;
  isWorkingDay: boolean;
  holidayName: string | null;
  people: PersonPresence[];
};

const presenceOf = (row: DayFactsRow, isWorking: boolean): DayPresence =>
  presenceOfDay({
    isWorkingDay: isWorking,
    hasAttendance: row.hasAttendance,
    isMarkedPresent: row.isMarkedPresent,
    trackedSeconds: row.trackedSeconds,
    approvedManualSeconds: row.approvedManualSeconds,
    coveringLeave:
      row.leaveStatus === LEAVE_STATUS.approved
        ? 'approved'
        : row.leaveStatus === LEAVE_STATUS.pending
          ? 'pending'
          : null,
  });

// Each current employee who had joined by `date` (or only `employeeIds`), with their presence. The
// callers have checked the caller may see it (the dashboard and ProBot: administrators; the job: none).
export const findDayPresences = async (
  db: Database | Transaction,
  organization: Calendar,
  date: string,
  employeeIds?: readonly string[],
): Promise<DayPresences> => {
  const holidayName = await findHolidayName(db, organization.id, date);
  const rows = await findDayFactsRows(db, organization.id, {
    date,
    ...organizationDayRange(date, organization.timeZone),
    ...(employeeIds ? { employeeIds } : {}),
  });
  const isWorking = isWorkingDay(date, {
    workingDays: organization.workingDays,
    holidayDates: new Set(holidayName === null ? [] : [date]),
  });
  return {
    date,
    isWorkingDay: isWorking,
    holidayName,
    people: rows.map((row) => ({
      employeeId: row.employeeId,
      name: row.name,
      presence: presenceOf(row, isWorking),
    })),
  };
};

// The re-check: evidence for a day arrived after its Marked Absent (attendance saved, tracked time
// uploaded late, manual time approved, a leave approved). A mark the rule no longer supports is
// deleted, not turned into Marked Present: Marked Present is an administrator's decision with its own
// notification (spec B §4), while here the mark was simply wrong, and a deleted mark stops counting
// as leave taken everywhere at once. The audit trail keeps who or what caused it and which day.
// Runs in the caller's transaction, after the evidence is written.
export const withdrawUnsupportedMarks = async (
  tx: Database | Transaction,
  organization: Calendar,
  change: { employeeId: string; dates: readonly string[]; actorId: string | null; cause: string },
): Promise<string[]> => {
  if (change.dates.length === 0) return [];
  const marks = await findMarkedAbsences(tx, organization.id, change.employeeId, change.dates);
  const withdrawn: string[] = [];
  for (const mark of marks) {
    const { people } = await findDayPresences(tx, organization, mark.date, [change.employeeId]);
    if (people[0]?.presence === 'absent') continue;
    await deleteLeaves(tx, organization.id, [mark.id]);
    await recordSessionlessAuditEvent(
      tx,
      { organizationId: organization.id, actorId: change.actorId, ipAddress: null },
      {
        action: 'marked-absent.withdrawn',
        subjectId: change.employeeId,
        summary: `Marked Absent on ${mark.date} withdrawn: ${change.cause}`,
        details: { date: mark.date, cause: change.cause },
      },
    );
    withdrawn.push(mark.date);
  }
  return withdrawn;
};
