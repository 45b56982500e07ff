import { daysBetween } from './organization-day';

// spec B §3 Leave type: 1 a range of full days, 2 a single half day.
export const LEAVE_TYPE = { fullDay: 1, halfDay: 2 } as const;
export type LeaveType = (typeof LEAVE_TYPE)[keyof typeof LEAVE_TYPE];
export const LEAVE_TYPES: readonly { id: LeaveType; name: string }[] = [
  { id: LEAVE_TYPE.fullDay, name: 'Full Day' },
  { id: LEAVE_TYPE.halfDay, name: 'Half Day' },
];
export const leaveTypeName = (leaveType: number) =>
  LEAVE_TYPES.find((type) => type.id === leaveType)?.name ?? 'Leave';

// spec B §9: half day counts 0.5; leaves applied = days between + 1 (calendar days, both ends in).
export const leavesApplied = (leave: { leaveType: number; fromDate: string; toDate: string }): number =>
  leave.leaveType === LEAVE_TYPE.halfDay ? 0.5 : daysBetween(leave.fromDate, leave.toDate) + 1;

// spec B §3 Leave count for one year: full days and half days of the leaves that count as taken,
// the part of each leave inside the year only.
export const leaveCountsInYear = (
  leaves: readonly { leaveType: number; fromDate: string; toDate: string }[],
  year: number,
): { fullDays: number; halfDays: number } => {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  let fullDays = 0;
  let halfDays = 0;
  for (const leave of leaves) {
    const from = leave.fromDate > first ? leave.fromDate : first;
    const to = leave.toDate < last ? leave.toDate : last;
    if (from > to) continue;
    if (leave.leaveType === LEAVE_TYPE.halfDay) halfDays += 1;
    else fullDays += daysBetween(from, to) + 1;
  }
  return { fullDays, halfDays };
};

// spec B §9 default leave and attendance range: the start to the end of the current year.
export const yearRangeOf = (today: string) => {
  const year = today.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
};
