import { describe, expect, it } from 'vitest';
import {
  decimalHoursOf,
  formatDurationInProse,
  formatHoursAndMinutes,
  formatHoursColonMinutes,
  formatSignedHoursColonMinutes,
  secondsToWholeMinutes,
  toWholeMinutes,
} from './hours-minutes';

describe('hours and minutes', () => {
  it.each([
    // minutes, whole, 'Nh Nm' (Time Sheet), 'h:mm', in prose, decimal hours
    [0, 0, '0h 0m', '0:00', '0:00 h', 0],
    [5, 5, '0h 5m', '0:05', '0:05 h', 5 / 60],
    [59, 59, '0h 59m', '0:59', '0:59 h', 59 / 60],
    [60, 60, '1h 0m', '1:00', '1:00 h', 1],
    [425, 425, '7h 5m', '7:05', '7:05 h', 425 / 60],
    [1530, 1530, '25h 30m', '25:30', '25:30 h', 25.5],
    [2603, 2603, '43h 23m', '43:23', '43:23 h', 2603 / 60],
    [59.5, 60, '1h 0m', '1:00', '1:00 h', 1],
    [59.49, 59, '0h 59m', '0:59', '0:59 h', 59 / 60],
    [-30, 0, '0h 0m', '0:00', '0:00 h', 0],
    [Number.NaN, 0, '0h 0m', '0:00', '0:00 h', 0],
    [Number.POSITIVE_INFINITY, 0, '0h 0m', '0:00', '0:00 h', 0],
  ])('%d min → %d → %s / %s / %s / %d', (minutes, whole, sheet, colon, prose, decimal) => {
    expect(toWholeMinutes(minutes)).toBe(whole);
    expect(formatHoursAndMinutes(minutes)).toBe(sheet);
    expect(formatHoursColonMinutes(minutes)).toBe(colon);
    expect(formatDurationInProse(minutes)).toBe(prose);
    expect(decimalHoursOf(minutes)).toBe(decimal);
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

  it.each([
    [0, '0:00'],
    [15, '+0:15'],
    [-65, '-1:05'],
    [1530, '+25:30'],
    [-0.4, '0:00'],
    [Number.NaN, '0:00'],
  ])('%d min difference → %s', (minutes, signed) => {
    expect(formatSignedHoursColonMinutes(minutes)).toBe(signed);
  });
});
