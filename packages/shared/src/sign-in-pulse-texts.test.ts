import { describe, expect, it } from 'vitest';
import { signInPulseTexts } from './spec-texts';

describe('signInPulseTexts.failedAttempts', () => {
  it.each([
    [1, '1 failed attempt since your last sign-in'],
    [3, '3 failed attempts since your last sign-in'],
  ])('%i → %s', (count, text) => {
    expect(signInPulseTexts.failedAttempts(count)).toBe(text);
  });
});
