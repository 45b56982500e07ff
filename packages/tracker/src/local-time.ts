// Times as a person at this computer reads them: in the computer's time zone (or `timeZone`).

const dayOf = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);

// "14:30" today, "2026-03-03 14:30" on another day; with seconds for the agent's log.
export const clockTime = (instant: Date, now: Date, timeZone?: string, withSeconds = false) => {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(instant);
  return dayOf(instant, timeZone) === dayOf(now, timeZone) ? time : `${dayOf(instant, timeZone)} ${time}`;
};

// The zone's short name where it has one ("UTC", "CET"), else its offset at that instant
// ("GMT+5:30"): a status read over a remote shell or in a service's log does not show its zone.
export const zoneName = (instant: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

// "14:30 CET" today, "2026-03-03 09:15 GMT+5:30" on another day.
export const localTime = (instant: Date, now: Date, timeZone?: string) =>
  `${clockTime(instant, now, timeZone)} ${zoneName(instant, timeZone)}`;

// "Monday 2026-11-30 08:47 UTC": a moment up to a week away, with its day named.
export const localDayAndTime = (instant: Date, timeZone?: string) => {
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(instant);
  return `${weekday} ${dayOf(instant, timeZone)} ${clockTime(instant, instant, timeZone)} ${zoneName(instant, timeZone)}`;
};
