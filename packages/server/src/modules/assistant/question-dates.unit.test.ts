import { describe, expect, it } from 'vitest';
import type { DateRange } from './assistant-intent';
import { type DateDirection, findDateMentions, nextTwelveMonths, resolveDateMention } from './question-dates';

// Monday 2 March 2026, 14:30 in Kolkata.
const NOW = new Date('2026-03-02T09:00:00Z');
const TIME_ZONE = 'Asia/Kolkata';
const TODAY = '2026-03-02';

const firstRange = (text: string, direction: DateDirection, now = NOW): DateRange | null => {
  const [first] = findDateMentions(text, now, TIME_ZONE);
  return first ? resolveDateMention(first, TODAY, direction) : null;
};

const day = (date: string) => ({ from: date, to: date });

describe('findDateMentions', () => {
  // [text as normalised, forward (holidays, leave), past (tracked time, attendance)]
  it.each<[string, DateRange, DateRange]>([
    ['today', day('2026-03-02'), day('2026-03-02')],
    ['yesterday', day('2026-03-01'), day('2026-03-01')],
    ['tomorrow', day('2026-03-03'), day('2026-03-03')],
    ['day after tomorrow', day('2026-03-04'), day('2026-03-04')],
    ['this week', { from: '2026-03-02', to: '2026-03-08' }, { from: '2026-03-02', to: '2026-03-08' }],
    ['last week', { from: '2026-02-23', to: '2026-03-01' }, { from: '2026-02-23', to: '2026-03-01' }],
    ['next week', { from: '2026-03-09', to: '2026-03-15' }, { from: '2026-03-09', to: '2026-03-15' }],
    ['this month', { from: '2026-03-01', to: '2026-03-31' }, { from: '2026-03-01', to: '2026-03-31' }],
    ['last month', { from: '2026-02-01', to: '2026-02-28' }, { from: '2026-02-01', to: '2026-02-28' }],
    ['next month', { from: '2026-04-01', to: '2026-04-30' }, { from: '2026-04-01', to: '2026-04-30' }],
    ['this year', { from: '2026-01-01', to: '2026-12-31' }, { from: '2026-01-01', to: '2026-12-31' }],
    ['last 7 days', { from: '2026-02-24', to: '2026-03-02' }, { from: '2026-02-24', to: '2026-03-02' }],
    ['next 30 days', { from: '2026-03-02', to: '2026-04-01' }, { from: '2026-03-02', to: '2026-04-01' }],
    [
      'in the next few weeks',
      { from: '2026-03-02', to: '2026-03-30' },
      { from: '2026-03-02', to: '2026-03-30' },
    ],
    [
      'the past couple of days',
      { from: '2026-03-01', to: '2026-03-02' },
      { from: '2026-03-01', to: '2026-03-02' },
    ],
    [
      'on monday last week',
      { from: '2026-02-23', to: '2026-02-23' },
      { from: '2026-02-23', to: '2026-02-23' },
    ],
    [
      "last week's friday",
      { from: '2026-02-27', to: '2026-02-27' },
      { from: '2026-02-27', to: '2026-02-27' },
    ],
    [
      'wednesday of next week',
      { from: '2026-03-11', to: '2026-03-11' },
      { from: '2026-03-11', to: '2026-03-11' },
    ],
    [
      'the last fortnight',
      { from: '2026-02-17', to: '2026-03-02' },
      { from: '2026-02-17', to: '2026-03-02' },
    ],
    ['first week of feb', { from: '2026-02-01', to: '2026-02-07' }, { from: '2026-02-01', to: '2026-02-07' }],
    ['last week of jan', { from: '2026-01-25', to: '2026-01-31' }, { from: '2026-01-25', to: '2026-01-31' }],
    ['my feb salary', { from: '2027-02-01', to: '2027-02-28' }, { from: '2026-02-01', to: '2026-02-28' }],
    ['on the 24th', day('2026-03-24'), day('2026-02-24')],
    ['monday the 23rd', day('2026-03-23'), day('2026-02-23')],
    ['in december', { from: '2026-12-01', to: '2026-12-31' }, { from: '2025-12-01', to: '2025-12-31' }],
    ['march', { from: '2026-03-01', to: '2026-03-31' }, { from: '2026-03-01', to: '2026-03-31' }],
    ['december 2027', { from: '2027-12-01', to: '2027-12-31' }, { from: '2027-12-01', to: '2027-12-31' }],
    ['on 25 december', day('2026-12-25'), day('2025-12-25')],
    ['25th dec', day('2026-12-25'), day('2025-12-25')],
    ['dec 25', day('2026-12-25'), day('2025-12-25')],
    ['25/12', day('2026-12-25'), day('2025-12-25')],
    ['3/4', day('2026-04-03'), day('2025-04-03')],
    ['25/12/2026', day('2026-12-25'), day('2026-12-25')],
    ['2026-12-25', day('2026-12-25'), day('2026-12-25')],
    ['on 25 february', day('2027-02-25'), day('2026-02-25')],
    [
      'from 2 to 4 december',
      { from: '2026-12-02', to: '2026-12-04' },
      { from: '2025-12-02', to: '2025-12-04' },
    ],
    ['2-4 dec', { from: '2026-12-02', to: '2026-12-04' }, { from: '2025-12-02', to: '2025-12-04' }],
    [
      'between 2 and 4 december',
      { from: '2026-12-02', to: '2026-12-04' },
      { from: '2025-12-02', to: '2025-12-04' },
    ],
    [
      'from 2 dec to 4 dec',
      { from: '2026-12-02', to: '2026-12-04' },
      { from: '2025-12-02', to: '2025-12-04' },
    ],
    ['28 dec to 2 jan', { from: '2026-12-28', to: '2027-01-02' }, { from: '2025-12-28', to: '2026-01-02' }],
    ['on friday', day('2026-03-06'), day('2026-02-27')],
    ['on monday', day('2026-03-02'), day('2026-03-02')],
    ['this friday', day('2026-03-06'), day('2026-03-06')],
    ['next friday', day('2026-03-13'), day('2026-03-13')],
    ['last friday', day('2026-02-27'), day('2026-02-27')],
    ['coming monday', day('2026-03-09'), day('2026-03-09')],
    ['in 2027', { from: '2027-01-01', to: '2027-12-31' }, { from: '2027-01-01', to: '2027-12-31' }],
  ])('reads %j', (text, forward, past) => {
    expect(firstRange(text, 'forward')).toEqual(forward);
    expect(firstRange(text, 'past')).toEqual(past);
  });

  it.each([
    'may i work from home',
    'can i take a second leave',
    'leave for 2 days',
    'what is the notice period of 30 days',
    'i sat on it',
  ])('finds no date in %j', (text) => {
    expect(findDateMentions(text, NOW, TIME_ZONE)).toEqual([]);
  });

  it('drops a day that does not exist', () => {
    expect(firstRange('31/02', 'forward')).toBeNull();
  });

  it('reads 29 February as 28 February in a common year', () => {
    // chrono-node reads a yearless 29 February only when today's year is a leap year.
    const [leapDay] = findDateMentions('29 feb', new Date('2028-03-02T09:00:00Z'), TIME_ZONE);
    expect(leapDay && resolveDateMention(leapDay, '2028-03-02', 'forward')).toEqual(day('2029-02-28'));
    expect(leapDay && resolveDateMention(leapDay, '2028-03-02', 'past')).toEqual(day('2028-02-29'));
  });

  it('reads today in the organisation zone, not in UTC', () => {
    // 20:00 UTC on 2 March is 01:30 on 3 March in Kolkata.
    const [today] = findDateMentions('today', new Date('2026-03-02T20:00:00Z'), TIME_ZONE);
    expect(today).toMatchObject({ kind: 'fixed', range: day('2026-03-03') });
  });

  it('gives every mention with where it is written', () => {
    expect(
      findDateMentions('hours from 2 to 4 december and today', NOW, TIME_ZONE).map(({ index, length }) => [
        index,
        length,
      ]),
    ).toEqual([
      [11, 15],
      [31, 5],
    ]);
  });
});

describe('nextTwelveMonths', () => {
  it.each([
    ['2026-03-02', '2027-03-01'],
    ['2028-02-29', '2029-02-27'],
  ])('runs from %s to %s', (today, to) => {
    expect(nextTwelveMonths(today)).toEqual({ from: today, to });
  });
});
