import { toWholeMinutes } from '@pulse/shared/domain/hours-minutes';

// Durations in an exported workbook are numbers a reader can sum, not text: Excel counts time in days,
// and [h]:mm shows it as the product's h:mm (spec B §9) without wrapping at 24 hours, which a week's
// total passes. Where money may be computed from them, the same time in decimal hours (7:05 → 7.08)
// stands beside them, under a heading that says so.
export const DURATION_FORMAT = '[h]:mm';
export const DECIMAL_HOURS_FORMAT = '0.00';
// A calendar day as the spec shows it (DD-MMM-YYYY), kept a real date so a reader can sort and filter.
export const DAY_FORMAT = 'dd-mmm-yyyy';

const MINUTES_PER_DAY = 24 * 60;

export const durationCellValue = (minutes: number): number => toWholeMinutes(minutes) / MINUTES_PER_DAY;

// The calendar day YYYY-MM-DD as the date cell Excel stores (midnight UTC: the same day in every zone).
export const dayCellValue = (date: string): Date => new Date(`${date}T00:00:00Z`);

export const decimalHoursHeading = (heading: string) => `${heading} (decimal hours)`;

// A difference of durations (approved and what is there now), which may be negative: the sign is kept
// and shown. Excel draws a negative time only in a workbook on the 1904 date system (otherwise '####'),
// so a workbook with such cells sets date1904 (it holds no calendar dates to shift).
export const SIGNED_DURATION_FORMAT = '[h]:mm;-[h]:mm';
export const signedDurationCellValue = (minutes: number): number =>
  (Number.isFinite(minutes) ? Math.round(minutes) : 0) / MINUTES_PER_DAY;
export const signedDecimalHoursOf = (minutes: number): number =>
  (Number.isFinite(minutes) ? Math.round(minutes) : 0) / 60;
