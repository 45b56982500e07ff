import { describe, expect, it } from 'vitest';
import type { ActivitySlot } from './activity-slot';
import { dayTotals } from './day-totals';
import { organizationDayRange } from './organization-day';

// [slotStart, trackedSeconds, idleSeconds]
type SlotRow = [string, number, number];

const toSlots = (rows: SlotRow[]): ActivitySlot[] =>
  rows.map(([slotStart, trackedSeconds, idleSeconds]) => ({
    slotStart,
    trackedSeconds,
    idleSeconds,
    keyPresses: 0,
    mouseClicks: 0,
    topApplication: null,
    windowTitles: [],
  }));

describe('dayTotals', () => {
  it.each<
    [
      string,
      string,
      string,
      SlotRow[],
      // tracked, away, span, log-off, worked (on), idle (on), worked (off), idle (off), actual
      [number, number, number, number, number, number, number, number, number],
    ]
  >([
    ['an empty day', '2026-03-02', 'UTC', [], [0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [
      'one slot',
      '2026-03-02',
      'UTC',
      [['2026-03-02T09:00:00.000Z', 600, 120]],
      [10, 2, 10, 0, 10, 2, 10, 2, 8],
    ],
    [
      'gaps inside the span (a part slot and a 50-minute log-off)',
      '2026-03-02',
      'UTC',
      [
        ['2026-03-02T09:00:00.000Z', 600, 60],
        ['2026-03-02T09:10:00.000Z', 300, 0],
        ['2026-03-02T10:00:00.000Z', 600, 0],
      ],
      [25, 1, 70, 45, 70, 46, 25, 1, 24],
    ],
    [
      'slots without tracked time do not stretch the span',
      '2026-03-02',
      'UTC',
      [
        ['2026-03-02T08:00:00.000Z', 0, 0],
        ['2026-03-02T09:00:00.000Z', 600, 0],
        ['2026-03-02T11:00:00.000Z', 0, 0],
      ],
      [10, 0, 10, 0, 10, 0, 10, 0, 10],
    ],
    [
      'slots of other days are left out',
      '2026-03-02',
      'UTC',
      [
        ['2026-03-01T23:50:00.000Z', 600, 0],
        ['2026-03-02T12:00:00.000Z', 600, 300],
        ['2026-03-03T00:00:00.000Z', 600, 0],
      ],
      [10, 5, 10, 0, 10, 5, 10, 5, 5],
    ],
    [
      'Asia/Kolkata: the slot before local midnight belongs to the previous day',
      '2026-03-02',
      'Asia/Kolkata',
      [
        ['2026-03-01T18:20:00.000Z', 600, 0],
        ['2026-03-01T18:30:00.000Z', 600, 0],
        ['2026-03-01T18:40:00.000Z', 600, 600],
      ],
      [20, 10, 20, 0, 20, 10, 20, 10, 10],
    ],
    [
      'Asia/Kolkata: the previous day keeps that slot',
      '2026-03-01',
      'Asia/Kolkata',
      [
        ['2026-03-01T18:20:00.000Z', 600, 0],
        ['2026-03-01T18:30:00.000Z', 600, 0],
      ],
      [10, 0, 10, 0, 10, 0, 10, 0, 10],
    ],
    [
      'America/New_York: work until 23:50 local is still the same day (04:50 UTC next date)',
      '2026-03-02',
      'America/New_York',
      [
        ['2026-03-02T14:00:00.000Z', 600, 0],
        ['2026-03-03T04:50:00.000Z', 600, 0],
        ['2026-03-03T05:00:00.000Z', 600, 0],
      ],
      [20, 0, 900, 880, 900, 880, 20, 0, 20],
    ],
    [
      'Europe/London 25-hour day: 01:50 BST to 01:50 GMT is 70 minutes, not 10',
      '2026-10-25',
      'Europe/London',
      [
        ['2026-10-25T00:50:00.000Z', 600, 0],
        ['2026-10-25T01:00:00.000Z', 600, 0],
        ['2026-10-25T01:50:00.000Z', 600, 0],
      ],
      [30, 0, 70, 40, 70, 40, 30, 0, 30],
    ],
    [
      'Europe/London 23-hour day: 23:50 BST belongs, the next slot is the next day',
      '2026-03-29',
      'Europe/London',
      [
        ['2026-03-29T00:50:00.000Z', 600, 0],
        ['2026-03-29T22:50:00.000Z', 600, 0],
        ['2026-03-29T23:00:00.000Z', 600, 0],
      ],
      [20, 0, 1330, 1310, 1330, 1310, 20, 0, 20],
    ],
    [
      'Asia/Kathmandu: a slot straddling midnight stays whole and the span is cut at midnight',
      '2026-03-02',
      'Asia/Kathmandu',
      [
        ['2026-03-02T18:00:00.000Z', 600, 0],
        ['2026-03-02T18:10:00.000Z', 600, 0],
      ],
      [20, 0, 15, 0, 20, 0, 20, 0, 20],
    ],
    [
      'bad rows are clamped: over 600 s, idle above tracked, negative seconds',
      '2026-03-02',
      'UTC',
      [
        ['2026-03-02T09:00:00.000Z', 900, 1000],
        ['2026-03-02T09:10:00.000Z', -60, 30],
      ],
      [10, 10, 10, 0, 10, 10, 10, 10, 0],
    ],
    [
      'seconds round to whole minutes before the subtraction',
      '2026-03-02',
      'UTC',
      [['2026-03-02T09:00:00.000Z', 89, 29]],
      [1, 0, 10, 9, 10, 9, 1, 0, 1],
    ],
  ])('%s (%s %s)', (_name, date, timeZone, rows, expected) => {
    const [tracked, away, span, logOff, workedOn, idleOn, workedOff, idleOff, actual] = expected;
    const day = organizationDayRange(date, timeZone);
    const on = dayTotals(toSlots(rows), day, true);
    const off = dayTotals(toSlots(rows), day, false);
    expect(on).toMatchObject({
      trackedMinutes: tracked,
      awayMinutes: away,
      spanMinutes: span,
      logOffMinutes: logOff,
      hoursWorkedMinutes: workedOn,
      idleMinutes: idleOn,
      actualWorkMinutes: actual,
    });
    expect(off).toMatchObject({
      hoursWorkedMinutes: workedOff,
      idleMinutes: idleOff,
      actualWorkMinutes: actual,
    });
    // Hours Worked − Idle = Actual Work, whichever way the flag is set.
    expect(on.hoursWorkedMinutes - on.idleMinutes).toBe(actual);
    expect(off.hoursWorkedMinutes - off.idleMinutes).toBe(actual);
  });

  it.each<[string, string, SlotRow[], string, string]>([
    [
      '2026-03-02',
      'UTC',
      [
        ['2026-03-02T09:00:00.000Z', 600, 0],
        ['2026-03-02T10:00:00.000Z', 600, 0],
      ],
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T10:10:00.000Z',
    ],
    [
      '2026-03-02',
      'Asia/Kathmandu',
      [
        ['2026-03-02T18:00:00.000Z', 600, 0],
        ['2026-03-02T18:10:00.000Z', 600, 0],
      ],
      '2026-03-02T18:00:00.000Z',
      '2026-03-02T18:15:00.000Z',
    ],
  ])(
    'the span of %s in %s runs from the first slot to the end of the last, cut at midnight',
    (date, timeZone, rows, start, end) => {
      const totals = dayTotals(toSlots(rows), organizationDayRange(date, timeZone), true);
      expect([totals.spanStart, totals.spanEnd]).toEqual([start, end]);
    },
  );

  it('an empty day has no span', () => {
    const totals = dayTotals([], organizationDayRange('2026-03-02', 'UTC'), true);
    expect([totals.spanStart, totals.spanEnd]).toEqual([null, null]);
  });
});
