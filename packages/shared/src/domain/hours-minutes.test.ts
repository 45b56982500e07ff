import { describe, expect, it } from 'vitest';
import {
  formatHoursAndMinutes,
  formatHoursColonMinutes,
  formatHoursDotMinutes,
  secondsToWholeMinutes,
  toWholeMinutes,
} from './hours-minutes';

describe('hours and minutes', () => {
  it.each([
    // minutes, whole, 'Nh Nm', 'H:MM', 'H.MM'
    [0, 0, '0h 0m', '0:00', '0.00'],
    [5, 5, '0h 5m', '0:05', '0.05'],
    [59, 59, '0h 59m', '0:59', '0.59'],
    [60, 60, '1h 0m', '1:00', '1.00'],
    [425, 425, '7h 5m', '7:05', '7.05'],
    [1530, 1530, '25h 30m', '25:30', '25.30'],
    [59.5, 60, '1h 0m', '1:00', '1.00'],
    [59.49, 59, '0h 59m', '0:59', '0.59'],
    [-30, 0, '0h 0m', '0:00', '0.00'],
    [Number.NaN, 0, '0h 0m', '0:00', '0.00'],
    [Number.POSITIVE_INFINITY, 0, '0h 0m', '0:00', '0.00'],
  ])('%d min → %d → %s / %s / %s', (minutes, whole, sheet, colon, dot) => {
    expect(toWholeMinutes(minutes)).toBe(whole);
    expect(formatHoursAndMinutes(minutes)).toBe(sheet);
    expect(formatHoursColonMinutes(minutes)).toBe(colon);
    expect(formatHoursDotMinutes(minutes)).toBe(dot);
  });

  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [600, 10],
    [-60, 0],
  ])('%d s → %d min', (seconds, minutes) => {
    expect(secondsToWholeMinutes(seconds)).toBe(minutes);
  });
});
