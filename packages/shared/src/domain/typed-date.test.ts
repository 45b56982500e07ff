import { describe, expect, it } from 'vitest';
import { parseDisplayDate, toDisplayDate } from './typed-date';

describe('typed dates (dd/MM/yyyy, spec B §9)', () => {
  it.each([
    ['05/01/2026', '2026-01-05'],
    ['5/1/2026', '2026-01-05'],
    [' 28/11/2026 ', '2026-11-28'],
    // Eight digits are day, month and year without the slashes.
    ['01112026', '2026-11-01'],
    ['29022028', '2028-02-29'],
    ['05-01-2026', '2026-01-05'],
    ['05.01.2026', '2026-01-05'],
  ])('reads %j as %s', (text, date) => {
    expect(parseDisplayDate(text)).toBe(date);
  });

  it.each([
    ['', 'nothing'],
    ['31/02/2026', 'a day the month does not have'],
    ['29022026', '29 February of a common year'],
    ['13132026', 'a thirteenth month'],
    ['0111202', 'seven digits, still being typed'],
    ['011126', 'a two-digit year'],
    ['20261101', 'year first'],
    ['00/01/2026', 'day 0'],
    ['01/01/0000', 'year 0'],
    ['1/1/2026x', 'trailing letters'],
  ])('reads %j as no day (%s)', (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });

  it.each([
    ['2026-01-05', '05/01/2026'],
    ['', ''],
    ['2026-1-5', ''],
  ])('shows %j as %j', (date, text) => {
    expect(toDisplayDate(date)).toBe(text);
  });
});
