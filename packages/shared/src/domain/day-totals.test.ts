import { describe, expect, it } from 'vitest';
import type { ActivitySlot } from './activity-slot';
import { dayTotals, type EmptySlotKind, emptySlotKind } from './day-totals';
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

// A day in UTC: 09:10 worked, 09:20 not tracked, 09:30 away the whole slot, 09:40 half a slot worked.
// Its hour shows 6 cells, 09:00 to 09:50.
const hourOfDay = toSlots([
  ['2026-03-02T09:10:00.000Z', 600, 0],
  ['2026-03-02T09:30:00.000Z', 600, 600],
  ['2026-03-02T09:40:00.000Z', 300, 0],
]);
const cellStarts = [0, 10, 20, 30, 40, 50].map(
  (minute) => `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`,
);
const kindsOf = (slots: ActivitySlot[], isLogOffInIdle: boolean) => {
  const totals = dayTotals(slots, organizationDayRange('2026-03-02', 'UTC'), isLogOffInIdle);
  return cellStarts.map((start) =>
    emptySlotKind(
      slots.find((slot) => slot.slotStart === start),
      start,
      totals,
      isLogOffInIdle,
    ),
  );
};

describe('emptySlotKind', () => {
  it.each<[string, boolean, EmptySlotKind[]]>([
    [
      'log-off not in idle: untracked time is never idle',
      false,
      ['notTracked', 'noScreenshot', 'notTracked', 'idle', 'noScreenshot', 'notTracked'],
    ],
    [
      'log-off in idle: only the gap inside the span is idle (logged off), not the time before or after',
      true,
      ['notTracked', 'noScreenshot', 'loggedOff', 'idle', 'noScreenshot', 'notTracked'],
    ],
  ])('%s', (_name, isLogOffInIdle, expected) => {
    expect(kindsOf(hourOfDay, isLogOffInIdle)).toEqual(expected);
  });

  it.each<[string, Pick<ActivitySlot, 'trackedSeconds' | 'idleSeconds'> | undefined, boolean, EmptySlotKind]>(
    [
      ['no slot, flag off', undefined, false, 'notTracked'],
      ['no slot inside the span, flag on', undefined, true, 'loggedOff'],
      [
        'a slot with no tracked seconds counts as none',
        { trackedSeconds: 0, idleSeconds: 0 },
        true,
        'loggedOff',
      ],
      ['all away', { trackedSeconds: 600, idleSeconds: 600 }, false, 'idle'],
      ['idle above tracked is clamped: all away', { trackedSeconds: 120, idleSeconds: 300 }, true, 'idle'],
      ['partly away', { trackedSeconds: 600, idleSeconds: 599 }, false, 'noScreenshot'],
      ['negative tracked seconds are none', { trackedSeconds: -60, idleSeconds: 0 }, false, 'notTracked'],
    ],
  )('%s → %s', (_name, slot, isLogOffInIdle, expected) => {
    const span = { spanStart: '2026-03-02T09:00:00.000Z', spanEnd: '2026-03-02T10:00:00.000Z' };
    expect(emptySlotKind(slot, '2026-03-02T09:20:00.000Z', span, isLogOffInIdle)).toBe(expected);
  });

  it('an empty day has no span: nothing in it is logged off', () => {
    expect(kindsOf([], true)).toEqual(Array(6).fill('notTracked'));
  });

  // The viewer's cells and its summary tell one story: with whole slots, the day's Idle is exactly the
  // cells that say idle or logged off.
  it.each([false, true])(
    'the cells labelled idle add up to the Idle figure (log-off in idle: %s)',
    (flag) => {
      const wholeSlots = hourOfDay.filter((slot) => slot.trackedSeconds === 600);
      const totals = dayTotals(wholeSlots, organizationDayRange('2026-03-02', 'UTC'), flag);
      const idleCells = kindsOf(wholeSlots, flag).filter((kind) => kind === 'idle' || kind === 'loggedOff');
      expect(idleCells.length * 10).toBe(totals.idleMinutes);
    },
  );
});
