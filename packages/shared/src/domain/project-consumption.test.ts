import { describe, expect, it } from 'vitest';
import {
  consumedPercent,
  formatConsumedHours,
  formatConsumedMoney,
  hoursOfSeconds,
  isOverEstimate,
  reachedThresholds,
  roundConsumed,
  usedPercent,
} from './project-consumption';

describe('consumed figures (spec B §9: 4 decimals), labelled and grouped', () => {
  it.each([
    [0, 'INR', '0.0000 h', '₹0.0000'],
    [1.5, 'INR', '1.5000 h', '₹1.5000'],
    [0.00005, 'INR', '0.0001 h', '₹0.0001'],
    [2.00004, 'INR', '2.0000 h', '₹2.0000'],
    [1.005, 'INR', '1.0050 h', '₹1.0050'],
    [-0.00005, 'INR', '-0.0001 h', '-₹0.0001'],
    [318.06666, 'INR', '318.0667 h', '₹318.0667'],
    [312725, 'INR', '3,12,725.0000 h', '₹3,12,725.0000'],
    [1234.56789, 'USD', '1,234.5679 h', '$1,234.5679'],
  ])('%d (%s) → %s / %s', (value, currency, hours, money) => {
    expect(formatConsumedHours(value, currency)).toBe(hours);
    expect(formatConsumedMoney(value, currency)).toBe(money);
  });
});

describe('usedPercent (what a budget alert says)', () => {
  it.each([
    [318.0667, 180, 176],
    [180, 180, 100],
    [179.99, 180, 99],
    [0.8, 1, 80],
    [0.29, 1, 29],
    [48, 60, 80],
    [5, 0, 0],
  ])('%d of %d → %d %', (consumed, estimate, percent) => {
    expect(usedPercent(consumed, estimate)).toBe(percent);
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
