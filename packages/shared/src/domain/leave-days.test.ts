import { describe, expect, it } from 'vitest';
import { LEAVE_TYPE, leaveCountsInYear, leavesApplied, leaveTypeName, yearRangeOf } from './leave-days';

const { fullDay, halfDay } = LEAVE_TYPE;

describe('leavesApplied (spec B §9: days between + 1, half day 0.5)', () => {
  it.each([
    [fullDay, '2026-03-02', '2026-03-02', 1],
    [fullDay, '2026-03-02', '2026-03-04', 3],
    [fullDay, '2026-02-27', '2026-03-02', 4],
    [fullDay, '2028-02-28', '2028-03-01', 3],
    [fullDay, '2026-12-30', '2027-01-02', 4],
    // A DST change in some zones on 29 March does not shorten the count: these are calendar days.
    [fullDay, '2026-03-28', '2026-03-30', 3],
    [halfDay, '2026-03-02', '2026-03-02', 0.5],
  ])('type %i from %s to %s → %d', (leaveType, fromDate, toDate, expected) => {
    expect(leavesApplied({ leaveType, fromDate, toDate })).toBe(expected);
  });
});

describe('leaveCountsInYear (spec B §3 Leave count)', () => {
  const leave = (leaveType: number, fromDate: string, toDate: string) => ({ leaveType, fromDate, toDate });
  it.each([
    ['nothing', [], { fullDays: 0, halfDays: 0 }],
    ['one range', [leave(fullDay, '2026-03-02', '2026-03-04')], { fullDays: 3, halfDays: 0 }],
    [
      'half days',
      [leave(halfDay, '2026-03-02', '2026-03-02'), leave(halfDay, '2026-05-02', '2026-05-02')],
      { fullDays: 0, halfDays: 2 },
    ],
    [
      'a range starting last year, clipped',
      [leave(fullDay, '2025-12-29', '2026-01-02')],
      { fullDays: 2, halfDays: 0 },
    ],
    [
      'a range ending next year, clipped',
      [leave(fullDay, '2026-12-30', '2027-01-03')],
      { fullDays: 2, halfDays: 0 },
    ],
    [
      'a range spanning the whole year',
      [leave(fullDay, '2025-12-01', '2027-01-31')],
      { fullDays: 365, halfDays: 0 },
    ],
    [
      'other years only',
      [leave(fullDay, '2025-03-01', '2025-03-05'), leave(halfDay, '2027-01-01', '2027-01-01')],
      { fullDays: 0, halfDays: 0 },
    ],
    [
      'a mix',
      [
        leave(fullDay, '2026-01-01', '2026-01-01'),
        leave(halfDay, '2026-02-01', '2026-02-01'),
        leave(fullDay, '2026-02-27', '2026-03-01'),
      ],
      { fullDays: 4, halfDays: 1 },
    ],
  ])('%s', (_label, leaves, expected) => {
    expect(leaveCountsInYear(leaves, 2026)).toEqual(expected);
  });

  it('counts 29 February in a leap year', () => {
    expect(leaveCountsInYear([leave(fullDay, '2028-02-27', '2028-03-01')], 2028)).toEqual({
      fullDays: 4,
      halfDays: 0,
    });
  });
});

describe('yearRangeOf and leaveTypeName', () => {
  it.each([
    ['2026-03-02', { from: '2026-01-01', to: '2026-12-31' }],
    ['2026-01-01', { from: '2026-01-01', to: '2026-12-31' }],
    ['2025-12-31', { from: '2025-01-01', to: '2025-12-31' }],
  ])('the year of %s', (today, expected) => {
    expect(yearRangeOf(today)).toEqual(expected);
  });

  it.each([
    [1, 'Full Day'],
    [2, 'Half Day'],
    [9, 'Leave'],
  ])('type %i is %s', (leaveType, name) => {
    expect(leaveTypeName(leaveType)).toBe(name);
  });
});
