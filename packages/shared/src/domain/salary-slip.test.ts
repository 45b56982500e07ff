import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  MONTH_IDS,
  MONTH_NAMES,
  monthName,
  SALARY_SHEET_COLUMNS,
  sampleMonthlySalary,
  sampleSalaryBreakdown,
  uploadYearChoices,
  workingDays,
} from './salary-slip';

describe('salary slip rules (spec A §3, spec B §9)', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    [2026, 1, 0, 31],
    [2026, 1, 2, 29],
    [2026, 2, 1.5, 26.5],
    [2024, 2, 3, 26],
    [2026, 4, 31, 0],
  ])('working days of %i-%i with %d leaves = %d', (year, month, leaves, expected) => {
    expect(workingDays(year, month, leaves)).toBe(expected);
  });

  it.each([
    [1, 'January'],
    [6, 'June'],
    [12, 'December'],
    [13, ''],
  ])('month %i is %s', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  it('has twelve month ids and names', () => {
    expect(MONTH_IDS).toHaveLength(12);
    expect(MONTH_NAMES).toHaveLength(12);
  });

  it('offers 50 upload years starting from the current year', () => {
    const years = uploadYearChoices(2026);
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2026);
    expect(years[49]).toBe(1977);
  });

  it('names the 23 sheet columns of the spec', () => {
    expect(SALARY_SHEET_COLUMNS).toHaveLength(23);
    expect(SALARY_SHEET_COLUMNS[1]).toBe('EmployeeID');
    expect(SALARY_SHEET_COLUMNS[22]).toBe('Leaves Deduction (Amt)');
  });

  it.each([
    // [actual salary, leaves, days, ESI employer 3.25%, ESI employee 0.75%, PF 12% of basic, net]
    [40000, 0, 30, 1300, 300, 2400, 37100],
    [40000, 3, 30, 1300, 300, 2400, 33100],
    [12000, 0, 31, 390, 90, 720, 11190],
  ])(
    'breaks %i (%d leaves of %i days) into plausible parts',
    (actual, leaves, days, esiEr, esiEe, pf, net) => {
      const parts = sampleSalaryBreakdown(actual, leaves, days);
      expect(parts.esiEmployerPart).toBe(esiEr);
      expect(parts.esiEmployeePart).toBe(esiEe);
      expect(parts.epfEmployeePart).toBe(pf);
      expect(parts.epfEmployerPart).toBe(pf);
      expect(parts.basic + parts.hra + parts.ga + parts.otherAllowance).toBeCloseTo(actual, 2);
      expect(parts.netSalary).toBe(net);
    },
  );

  it.each([
    // [employee number, year, month, appraised salary, actual salary, leaves, leave deduction, night
    // shift, TDS, gross]
    [2, 2026, 1, null, 40_100, 0, 0, 0, 0, 37_193.25],
    [5, 2026, 2, null, 62_500, 1, 2_232.14, 1_500, 3_125, 54_224.11],
    [9, 2024, 2, null, 31_700, 2, 2_186.21, 0, 0, 27_174.04],
    [10, 2026, 4, null, 40_000, 2, 2_666.67, 1_500, 0, 35_933.33],
    // The latest appraisal's salary is the sheet's, whatever the month.
    [9, 2024, 2, 31_700, 31_700, 2, 2_186.21, 0, 0, 27_174.04],
    [2, 2026, 1, 52_000, 52_000, 0.5, 838.71, 0, 0, 47_451.29],
  ])(
    'gives employee %i the same sample figures for %i-%i every time',
    (employeeNumber, year, month, appraisedSalary, actual, leaves, deduction, nightShift, tds, gross) => {
      const salary = sampleMonthlySalary(employeeNumber, year, month, {
        appraisedSalary,
        numberOfLeaves: leaves,
      });
      expect(salary).toMatchObject({
        actualSalary: actual,
        numberOfLeaves: leaves,
        leaveDeductionAmount: deduction,
        nightShiftAllowance: nightShift,
        tds,
        grossSalary: gross,
      });
      expect(salary.grossSalary).toBeCloseTo(salary.netSalary + nightShift - tds, 2);
    },
  );
});
