// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shownListValue } from './list-value';

describe('shownListValue', () => {
  it.each([
    ['birthday', '1994-08-15', '15-Aug-1994'],
    ['joiningDate', '2025-04-01', '01-Apr-2025'],
    ['birthday', null, '—'],
    ['officialEmail', '', '—'],
    ['contactNumber', '98-76-5432', '98-76-5432'],
    ['officialEmail', 'rahul.mehta@demo.pulse', 'rahul.mehta@demo.pulse'],
  ] as const)('%s %s → %s', (columnKey, value, shown) => {
    expect(shownListValue(columnKey, value)).toBe(shown);
  });
});
