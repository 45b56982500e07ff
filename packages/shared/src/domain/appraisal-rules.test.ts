import { describe, expect, it } from 'vitest';
import {
  isAppraisalDateAllowed,
  latestAppraisal,
  lockedCurrentValues,
  SALARY_PATTERN,
} from './appraisal-rules';

const history = [
  { id: 'b', appraisalDate: '2025-04-01', newDesignation: 'Senior Software Engineer', newSalary: 90000 },
  { id: 'a', appraisalDate: '2024-04-01', newDesignation: 'Software Engineer', newSalary: 70000 },
  { id: 'c', appraisalDate: '2026-04-01', newDesignation: 'Lead Engineer', newSalary: 120000 },
];

describe('appraisal date (spec A §5)', () => {
  it.each([
    ['adding to an empty history', '2020-01-01', [], null, true],
    ['adding after the latest', '2026-04-02', history, null, true],
    ['adding on the latest date', '2026-04-01', history, null, false],
    ['adding before the latest', '2025-12-31', history, null, false],
    ['editing the middle one between its neighbours', '2025-06-01', history, 'b', true],
    ['editing the middle one onto its predecessor', '2024-04-01', history, 'b', false],
    ['editing the middle one past its successor', '2026-05-01', history, 'b', false],
    ['editing the first one to any earlier date', '2010-01-01', history, 'a', true],
    ['editing the latest one to a later date', '2027-01-01', history, 'c', true],
  ])('%s', (_case, date, appraisals, editingId, expected) => {
    expect(isAppraisalDateAllowed(date, appraisals, editingId)).toBe(expected);
  });
});

describe('locked current values (spec A §5)', () => {
  it.each([
    ['first appraisal', [], null, null],
    [
      'a new one follows the latest',
      history,
      null,
      { currentDesignation: 'Lead Engineer', currentSalary: 120000 },
    ],
    [
      'editing the middle one follows the first',
      history,
      'b',
      { currentDesignation: 'Software Engineer', currentSalary: 70000 },
    ],
    ['editing the first one is free', history, 'a', null],
  ])('%s', (_case, appraisals, editingId, expected) => {
    expect(lockedCurrentValues(appraisals, editingId)).toEqual(expected);
  });

  it('finds the latest by date, not by position', () => {
    expect(latestAppraisal(history)?.id).toBe('c');
  });
});

describe('salary text (spec A §5)', () => {
  it.each([
    ['50000', true],
    ['50000.5', true],
    ['50000.50', true],
    ['0', true],
    ['50,000', false],
    ['-5', false],
    ['5e4', false],
    ['abc', false],
    ['', false],
    ['1.234', false],
  ])('%j → %s', (text, expected) => {
    expect(SALARY_PATTERN.test(text)).toBe(expected);
  });
});
