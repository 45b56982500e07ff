// The one way Pulse writes a duration. Durations are counted in whole minutes (spec A §3 / B §3:
// TimeDiff, IdleTime, ActualWork are minutes) and shown as h:mm (spec B §9 "hours : minutes with
// negatives clamped to 0"), everywhere but the Time Sheet, which spec A §9 names "Nh Nm". Spec A §9's
// "hours.minutes elsewhere" is read as that same h:mm: '35.14' looked like a decimal 35.14 h.
// Sentences (ProBot, mails, the bell) add the unit: '43:23 h'. Decimal hours exist only where money
// is computed (a project's consumed hours, spec B §9; the export's decimal-hours columns), labelled.
//
// Rounding rule: a fractional minute rounds to the nearest whole minute, half a minute up
// (89 s → 1 min, 90 s → 2 min); a negative, NaN or infinite value becomes 0. Every formatter below
// applies it first, so all forms of one value always agree.

export const toWholeMinutes = (minutes: number): number =>
  Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;

export const secondsToWholeMinutes = (seconds: number): number => toWholeMinutes(seconds / 60);

const split = (minutes: number) => {
  const whole = toWholeMinutes(minutes);
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
};

// Time sheet tiles (spec A §2, §9): '7h 5m', '0h 0m'.
export const formatHoursAndMinutes = (minutes: number): string => {
  const parts = split(minutes);
  return `${parts.hours}h ${parts.minutes}m`;
};

// The product's duration (spec B §9 "hours : minutes"): '7:05', '0:00', '25:30'. Hours are not
// wrapped at 24 because weekly and grand totals run past a day.
export const formatHoursColonMinutes = (minutes: number): string => {
  const parts = split(minutes);
  return `${parts.hours}:${String(parts.minutes).padStart(2, '0')}`;
};

// A difference between two durations (what was approved and what is there now): '+0:15', '-1:05',
// '0:00'. The sign is written out, since h:mm alone clamps negatives to 0.
export const formatSignedHoursColonMinutes = (minutes: number): string => {
  const whole = Number.isFinite(minutes) ? Math.round(minutes) : 0;
  const sign = whole > 0 ? '+' : whole < 0 ? '-' : '';
  return `${sign}${formatHoursColonMinutes(Math.abs(whole))}`;
};

// A duration inside a sentence: '43:23 h' (ProBot's answers, mails, the bell).
export const formatDurationInProse = (minutes: number): string => `${formatHoursColonMinutes(minutes)} h`;

// Hours as a decimal number (7:05 → 7.0833…), for a spreadsheet column that money can be computed
// from; whoever shows it says "decimal hours".
export const decimalHoursOf = (minutes: number): number => toWholeMinutes(minutes) / 60;
