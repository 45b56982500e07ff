import type { TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import { formatDateTimeIn, formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { TIMESHEET_CHANGE_KINDS, TIMESHEET_CHANGE_NAMES } from '@pulse/shared/domain/timesheet-status';

// The words the timesheet PDF (timesheet-pdf.ts) prints around its table: the week, the days, and
// what the week's decision says. Times are the organisation's (architecture invariant 6).

export const timesheetWeekText = (week: TimesheetWeek) =>
  `${formatDayMonthYear(week.weekStart)} To ${formatDayMonthYear(week.weekEnd)}`;
// 'Mon 16-Nov': the column heading of a day, and how a change names its day.
export const timesheetDayLabel = (date: string) =>
  `${weekdayName(date).slice(0, 3)} ${formatDayMonthYear(date).slice(0, 6)}`;
const byWhomAndWhen = (person: { name: string } | null, at: string | null, timeZone: string) =>
  `${person ? ` by ${person.name}` : ''}${at ? ` on ${formatDateTimeIn(at, timeZone)}` : ''}`;

export type Stamp = { tone: 'approved' | 'changed' | 'rejected'; heading: string; lines: string[] };

// What the week's decision says, boxed: an approval (and, when a late change re-opened it, what
// changed and what was approved beside what is there now) or a rejection with its reason. A rejected
// week keeps its earlier approved figures, but that approval no longer holds, so it gets no stamp.
export const timesheetStamp = (week: TimesheetWeek, timeZone: string): Stamp | null => {
  if (week.status === 'rejected') {
    const before = week.approved;
    return {
      tone: 'rejected',
      heading: `REJECTED${byWhomAndWhen(week.decidedBy, week.decidedAt, timeZone)}`,
      lines: [
        ...(week.rejectionReason ? [`Reason: ${week.rejectionReason}`] : []),
        ...(before
          ? [
              `Approved before${byWhomAndWhen(before.approvedBy, before.approvedAt, timeZone)}; that approval no longer holds.`,
            ]
          : []),
      ],
    };
  }
  if (!week.approved) return null;
  const heading = `APPROVED${byWhomAndWhen(week.approved.approvedBy, week.approved.approvedAt, timeZone)}`;
  if (week.pendingChanges.length === 0) return { tone: 'approved', heading, lines: [] };
  const changes = TIMESHEET_CHANGE_KINDS.flatMap((kind) => {
    const days = [
      ...new Set(week.pendingChanges.filter((change) => change.kind === kind).map((change) => change.date)),
    ].sort();
    return days.length ? [`${TIMESHEET_CHANGE_NAMES[kind]} (${days.map(timesheetDayLabel).join(', ')})`] : [];
  });
  return {
    tone: 'changed',
    heading,
    lines: [
      `Changed since approval: ${changes.join('; ')}`,
      `Approved ${formatHoursColonMinutes(week.approved.figures.totalMinutes)} · now ${formatHoursColonMinutes(week.figures.totalMinutes)}`,
    ],
  };
};

// The plain facts under the stamp.
export const timesheetNotes = (week: TimesheetWeek, timeZone: string) => [
  ...(week.submittedAt && week.status !== 'open'
    ? [`Submitted on ${formatDateTimeIn(week.submittedAt, timeZone)}`]
    : []),
  ...(week.note ? [`Note: ${week.note}`] : []),
  ...(week.isLocked && week.lockedThrough
    ? [`Locked up to ${formatDayMonthYear(week.lockedThrough)} (payroll closed).`]
    : []),
];
