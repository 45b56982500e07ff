import { formatMoney, formatQuantity } from './number-format';

// spec B §2, §9: consumed hours and budget against the estimates, shown to 4 decimals, the consumed
// value red once it exceeds the estimate; and the budget alerts Pulse sends at 80 % and 100 %.

export const CONSUMED_DECIMALS = 4;

// Rounds half away from zero at the 4th decimal, on the decimal text, so 0.00005 shows 0.0001
// (toFixed alone works on the binary value and would show 0.0000 for some such numbers).
export const roundConsumed = (value: number): number => {
  const scaled = Math.round(Math.abs(value) * 10 ** CONSUMED_DECIMALS + 1e-7) / 10 ** CONSUMED_DECIMALS;
  return value < 0 ? -scaled : scaled;
};

// The Project List's figures (spec B §2, §9: 4 decimals), labelled and grouped as the organisation's
// money is: '1,318.0667 h' and '₹3,12,725.0000'. Hours stay decimal here because the budget is
// computed from them; everywhere else a duration is h:mm (hours-minutes.ts).
export const formatConsumedHours = (hours: number, currency: string): string =>
  `${formatQuantity(roundConsumed(hours), currency, CONSUMED_DECIMALS)} h`;

export const formatConsumedMoney = (amount: number, currency: string): string =>
  formatMoney(roundConsumed(amount), currency, { decimals: CONSUMED_DECIMALS });

export const isOverEstimate = (consumed: number, estimate: number): boolean =>
  roundConsumed(consumed) > roundConsumed(estimate);

// For a progress bar: share of the estimate consumed, 0–100 (an estimate of 0 is full once any is used).
export const consumedPercent = (consumed: number, estimate: number): number => {
  if (estimate <= 0) return consumed > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (consumed / estimate) * 100));
};

// How much of the estimate is used, in whole percent, past 100 too (a budget alert says 176 %, not the
// threshold it crossed). Rounded down, so a figure never claims a threshold it has not reached.
export const usedPercent = (consumed: number, estimate: number): number =>
  estimate > 0 ? Math.floor((roundConsumed(consumed) * 100) / estimate + 1e-9) : 0;

export const BUDGET_ALERT_THRESHOLDS = [80, 100] as const;
export type BudgetAlertThreshold = (typeof BUDGET_ALERT_THRESHOLDS)[number];
export const BUDGET_MEASURES = ['hours', 'budget'] as const;
export type BudgetMeasure = (typeof BUDGET_MEASURES)[number];

// The thresholds a consumed figure has reached (at or past), for an estimate above 0. The server
// alerts each one once, the first time it is reached; a project without an estimate never alerts.
export const reachedThresholds = (consumed: number, estimate: number): BudgetAlertThreshold[] =>
  estimate > 0
    ? BUDGET_ALERT_THRESHOLDS.filter((threshold) => roundConsumed(consumed) * 100 >= threshold * estimate)
    : [];

// Hours from seconds, kept to 4 decimals.
export const hoursOfSeconds = (seconds: number): number => roundConsumed(seconds / 3600);
