import { describe, expect, it } from 'vitest';
import {
  eligibilityDate,
  eligibilityDay,
  leaveEntitlement,
  leavesPending,
  leavesTaken,
  yearlyNumberOfLeaves,
} from './leave-entitlement';

describe('yearly number of leaves (spec A §9)', () => {
  it.each([
    [
      'this year configured',
      [
        { year: 2026, numberOfLeaves: 20 },
        { year: 2025, numberOfLeaves: 18 },
      ],
      20,
    ],
    ['only the previous year', [{ year: 2025, numberOfLeaves: 18 }], 18],
    ['an older year only', [{ year: 2023, numberOfLeaves: 12 }], 0],
    ['nothing configured', [], 0],
  ])('%s → %i', (_case, settings, expected) => {
    expect(yearlyNumberOfLeaves(settings, 2026)).toBe(expected);
  });
});

describe('eligibility date (spec A §9)', () => {
  it.each([
    ['2026-01-10', { year: 2026, monthIndex: 3, day: 10 }], // day ≤ 15: + 3 months
    ['2026-01-15', { year: 2026, monthIndex: 3, day: 15 }], // the 15th itself: + 3
    ['2026-01-16', { year: 2026, monthIndex: 4, day: 16 }], // after the 15th: + 4
    ['2026-10-31', { year: 2027, monthIndex: 1, day: 28 }], // 31 → 30, + 4, clamped to February
    ['2026-08-31', { year: 2026, monthIndex: 11, day: 30 }], // 31 → 30, + 4 → 30 Dec
    ['2025-11-05', { year: 2026, monthIndex: 1, day: 5 }], // crosses the year
    ['2027-10-30', { year: 2028, monthIndex: 1, day: 29 }], // leap year February
  ])('%s → %o', (joiningDate, expected) => {
    expect(eligibilityDate(joiningDate)).toEqual(expected);
  });

  it.each([
    ['2022-05-22', '2022-09-22'],
    ['2026-01-21', '2026-05-21'],
    ['2026-10-31', '2027-02-28'],
    ['2025-11-05', '2026-02-05'],
  ])('as a calendar day: %s → %s', (joiningDate, expected) => {
    expect(eligibilityDay(joiningDate)).toBe(expected);
  });
});

describe('leave entitlement (spec A §9)', () => {
  it.each([
    [
      'inactive employee',
      { isActive: false, joiningDate: '2020-01-01', yearlyNumber: 20 },
      { full: 0, half: 0 },
    ],
    [
      'nothing configured',
      { isActive: true, joiningDate: '2020-01-01', yearlyNumber: 0 },
      { full: 0, half: 0 },
    ],
    [
      'eligible in an earlier year',
      { isActive: true, joiningDate: '2025-06-10', yearlyNumber: 20 },
      { full: 20, half: 6 },
    ],
    [
      'eligible last December',
      { isActive: true, joiningDate: '2025-09-10', yearlyNumber: 18 },
      { full: 18, half: 6 },
    ],
    // Joined 10 Jan 2026: eligible April (index 3) → (12 − 3) × 20 / 12 = 15, half 7.5.
    [
      'eligible this April',
      { isActive: true, joiningDate: '2026-01-10', yearlyNumber: 20 },
      { full: 15, half: 7.5 },
    ],
    // Joined 20 Jan 2026: after the 15th → eligible May (index 4) → 8 × 12 / 12 = 8.
    ['after the 15th', { isActive: true, joiningDate: '2026-01-20', yearlyNumber: 12 }, { full: 8, half: 4 }],
    // Joined 15 Oct 2025: eligible January 2026 (index 0) → the full 12 months, half is half of it.
    [
      'eligible this January',
      { isActive: true, joiningDate: '2025-10-15', yearlyNumber: 20 },
      { full: 20, half: 10 },
    ],
    // Eligibility next year falls in the "otherwise" branch as the spec states it (month index only).
    [
      'eligible next year',
      { isActive: true, joiningDate: '2026-11-02', yearlyNumber: 24 },
      { full: 22, half: 11 },
    ],
    [
      'no joining date on record',
      { isActive: true, joiningDate: null, yearlyNumber: 20 },
      { full: 20, half: 6 },
    ],
  ])('%s', (_case, input, expected) => {
    expect(leaveEntitlement({ ...input, currentYear: 2026 })).toEqual(expected);
  });
});

describe('leaves taken and pending (spec A §9)', () => {
  it.each([
    [3, 0, 3],
    [3, 1, 3.5],
    [0, 4, 2],
  ])('%i full and %i half days → %d taken', (full, half, expected) => {
    expect(leavesTaken(full, half)).toBe(expected);
  });

  it.each([
    [20, 3.5, 16.5],
    [10, 10, 0],
    [5, 8, 0],
  ])('%d entitled, %d taken → %d pending', (entitled, taken, expected) => {
    expect(leavesPending(entitled, taken)).toBe(expected);
  });
});
