import { describe, expect, it } from 'vitest';
import { formatTime12, maskTime12, parseTime12, shiftEndTime } from './shift-time';

describe('shift end time (spec A §4: start + 1 day − 1 minute)', () => {
  it.each([
    ['00:00', '23:59'],
    ['00:01', '00:00'],
    ['09:00', '08:59'],
    ['12:00', '11:59'],
    ['12:30', '12:29'],
    ['21:00', '20:59'],
    ['23:59', '23:58'],
  ])('%s → %s', (start, end) => {
    expect(shiftEndTime(start)).toBe(end);
  });

  it.each(['24:00', '9:00', '12:60', '', 'noon'])('refuses %j', (start) => {
    expect(() => shiftEndTime(start)).toThrow();
  });
});

describe('12-hour display of shift times (spec A §5: hh:mm AM/PM)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['01:05', '01:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:45', '12:45 PM'],
    ['13:00', '01:00 PM'],
    ['23:59', '11:59 PM'],
  ])('formats %s as %s and parses it back', (time24, time12) => {
    expect(formatTime12(time24)).toBe(time12);
    expect(parseTime12(time12)).toBe(time24);
  });

  it.each([
    ['09:30 pm', '21:30'],
    [' 09:30 AM ', '09:30'],
    ['00:30 AM', null],
    ['13:00 PM', null],
    ['09:60 AM', null],
    ['9:30 AM', null],
    ['09:30', null],
    ['', null],
  ])('parses %j as %s', (text, time24) => {
    expect(parseTime12(text)).toBe(time24);
  });
});

describe('hh:mm AM/PM input mask', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['09', '09'],
    ['093', '09:3'],
    ['0930', '09:30'],
    ['0930p', '09:30 PM'],
    ['09:30 a', '09:30 AM'],
    ['9', '09'],
    ['930a', '09:30 AM'],
    ['12:00 AMp', '12:00 PM'],
    ['09:30 A', '09:30'],
    ['09:30 PMx', '09:30 PM'],
    ['12:345', '12:34'],
    ['ab', ''],
  ])('%j → %j', (typed, masked) => {
    expect(maskTime12(typed)).toBe(masked);
  });
});
