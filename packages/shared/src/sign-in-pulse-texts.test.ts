import { describe, expect, it } from 'vitest';
import { failedAttemptsNotice } from './failed-attempts-notice';

describe('failedAttemptsNotice', () => {
  it.each([
    [1, '1 failed attempt since your last sign-in'],
    [3, '3 failed attempts since your last sign-in'],
  ])('%i → %s', (count, text) => {
    expect(failedAttemptsNotice(count)).toBe(text);
  });
});
