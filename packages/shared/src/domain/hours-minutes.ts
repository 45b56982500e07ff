// Durations are counted in whole minutes (spec A §3 / B §3: TimeDiff, IdleTime, ActualWork are
// minutes) and shown as hours and minutes (spec A §9: "Nh Nm on the time sheet, hours.minutes
// elsewhere"; spec B §9: "hours : minutes with negatives clamped to 0").
//
// Rounding rule: a fractional minute rounds to the nearest whole minute, half a minute up
// (89 s → 1 min, 90 s → 2 min); a negative, NaN or infinite value becomes 0. Every formatter below
// applies it first, so all three forms of one value always agree.

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

// Reports and the viewer's totals (spec B §9 "hours : minutes"): '7:05', '0:00', '25:30'. Hours are
// not wrapped at 24 because weekly and grand totals run past a day.
export const formatHoursColonMinutes = (minutes: number): string => {
  const parts = split(minutes);
  return `${parts.hours}:${String(parts.minutes).padStart(2, '0')}`;
};

// spec A §9 "hours.minutes": the digits after the dot are minutes, not a decimal fraction of an
// hour ('7.05' is 7 h 5 min, not 7.05 h); used where the old product showed it, e.g. Excel cells.
export const formatHoursDotMinutes = (minutes: number): string => {
  const parts = split(minutes);
  return `${parts.hours}.${String(parts.minutes).padStart(2, '0')}`;
};
