// spec A §9 leave entitlement. Calendar days are 'YYYY-MM-DD' strings in the organisation's zone.

export type LeaveSetting = { year: number; numberOfLeaves: number };

export type LeaveEntitlement = { full: number; half: number };

// The setting in force: this year's NumberOfLeaves, else the previous year's, else none (0).
export const yearlyNumberOfLeaves = (settings: readonly LeaveSetting[], currentYear: number): number =>
  settings.find((setting) => setting.year === currentYear)?.numberOfLeaves ??
  settings.find((setting) => setting.year === currentYear - 1)?.numberOfLeaves ??
  0;

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

// spec A §9: eligibility = joining date + 3 months, + 4 when the joining day is after the 15th; a
// day 31 is first moved back one day. Where the target month is shorter, the day is clamped to its
// last day (Pulse's choice: 30 Oct + 4 months is 28/29 Feb, not 2 Mar).
export const eligibilityDate = (joiningDate: string): { year: number; monthIndex: number; day: number } => {
  const [year = 0, month = 1, rawDay = 1] = joiningDate.split('-').map(Number);
  const day = rawDay === 31 ? 30 : rawDay;
  const monthsToAdd = rawDay > 15 ? 4 : 3;
  const totalMonths = year * 12 + (month - 1) + monthsToAdd;
  const eligibleYear = Math.floor(totalMonths / 12);
  const eligibleMonthIndex = totalMonths % 12;
  return {
    year: eligibleYear,
    monthIndex: eligibleMonthIndex,
    day: Math.min(day, daysInMonth(eligibleYear, eligibleMonthIndex)),
  };
};

// The eligibility date as a calendar day, YYYY-MM-DD.
export const eligibilityDay = (joiningDate: string): string => {
  const { year, monthIndex, day } = eligibilityDate(joiningDate);
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

// spec A §9: 0 when inactive or nothing is configured; the whole yearly number (and 6 half days)
// when the employee became eligible before this year; otherwise the months left after the
// eligibility month, pro rata, with half of that as half days.
export const leaveEntitlement = (input: {
  isActive: boolean;
  joiningDate: string | null;
  yearlyNumber: number;
  currentYear: number;
}): LeaveEntitlement => {
  if (!input.isActive || input.yearlyNumber === 0) return { full: 0, half: 0 };
  // No joining date on record: treat as eligible long ago (Pulse's choice; the form requires one).
  if (!input.joiningDate) return { full: input.yearlyNumber, half: 6 };
  const eligibility = eligibilityDate(input.joiningDate);
  if (eligibility.year < input.currentYear) return { full: input.yearlyNumber, half: 6 };
  const full = ((12 - eligibility.monthIndex) * input.yearlyNumber) / 12;
  return { full, half: full / 2 };
};

// spec A §9: taken = full days plus half of the half days; pending = entitled − taken, floored at 0.
export const leavesTaken = (fullDays: number, halfDays: number): number => fullDays + halfDays / 2;

export const leavesPending = (entitled: number, taken: number): number => Math.max(0, entitled - taken);
