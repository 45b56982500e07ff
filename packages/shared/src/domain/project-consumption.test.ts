import { describe, expect, it } from 'vitest';
import {
  consumedPercent,
  formatConsumed,
  hoursOfSeconds,
  isOverEstimate,
  reachedThresholds,
  roundConsumed,
} from './project-consumption';

describe('formatConsumed (spec B §9: 4 decimals)', () => {
  it.each([
    [0, '0.0000'],
    [1.5, '1.5000'],
    [0.00005, '0.0001'],
    [2.00004, '2.0000'],
    [1234.56789, '1234.5679'],
    [1.005, '1.0050'],
    [-0.00005, '-0.0001'],
  ])('%d → %s', (value, text) => {
    expect(formatConsumed(value)).toBe(text);
  });
});

describe('isOverEstimate (spec B §2: the consumed value turns red past the estimate)', () => {
  it.each([
    [0, 0, false],
    [10, 10, false],
    [10.00001, 10, false],
    [10.0001, 10, true],
    [0.0001, 0, true],
    [5, 100, false],
  ])('%d against %d → %s', (consumed, estimate, isOver) => {
    expect(isOverEstimate(consumed, estimate)).toBe(isOver);
  });
});

describe('consumedPercent', () => {
  it.each([
    [0, 100, 0],
    [50, 200, 25],
    [300, 200, 100],
    [0, 0, 0],
    [1, 0, 100],
  ])('%d of %d → %d %', (consumed, estimate, percent) => {
    expect(consumedPercent(consumed, estimate)).toBe(percent);
  });
});

describe('reachedThresholds (budget alerts at 80 % and 100 %)', () => {
  it.each([
    [79.9999, 100, []],
    [80, 100, [80]],
    [99.99, 100, [80]],
    [100, 100, [80, 100]],
    [250, 100, [80, 100]],
    [0.8, 1, [80]],
    [5, 0, []],
    [0, 0, []],
  ])('%d of %d → %j', (consumed, estimate, thresholds) => {
    expect(reachedThresholds(consumed, estimate)).toEqual(thresholds);
  });
});

describe('hoursOfSeconds', () => {
  it.each([
    [0, 0],
    [3600, 1],
    [2160, 0.6],
    [1, 0.0003],
    [600, 0.1667],
  ])('%d s → %d h', (seconds, hours) => {
    expect(hoursOfSeconds(seconds)).toBe(hours);
    expect(roundConsumed(hours)).toBe(hours);
  });
});
