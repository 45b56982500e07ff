import { describe, expect, it } from 'vitest';
import {
  IFSC_PATTERN,
  isAadhaarNumber,
  isPhoneNumber,
  PAN_PATTERN,
  verhoeffCheckDigit,
} from './identity-numbers';

describe('identity numbers', () => {
  it.each([
    ['+91 98765 43210', true],
    ['022-2345 6789', true],
    ['(080) 4123 4567', true],
    ['9876543210', true],
    ['abc<>!!', false],
    ['12345', false],
    ['+91 98765 43210 12345', false],
    ['98765x43210', false],
  ])('phone %s → %s', (text, isValid) => expect(isPhoneNumber(text)).toBe(isValid));

  it.each([
    ['ABCDE1234F', true],
    ['AAAPL1234C', true],
    ['not a pan', false],
    ['ABCD1234EF', false],
    ['ABCDE12345', false],
  ])('PAN %s → %s', (text, isValid) => expect(PAN_PATTERN.test(text)).toBe(isValid));

  it.each([
    ['SBIN0001234', true],
    ['HDFC0ABC123', true],
    ['bad ifsc!!', false],
    ['SBIN1001234', false],
    ['SBI00012345', false],
  ])('IFSC %s → %s', (text, isValid) => expect(IFSC_PATTERN.test(text)).toBe(isValid));

  it.each([
    // Verhoeff-valid numbers.
    ['234123412346', true],
    ['2341 2341 2346', true],
    ['499118665246', true],
    // One digit changed, two neighbours swapped, a leading 1, too short.
    ['234123412347', false],
    ['243123412346', false],
    ['134123412346', false],
    ['23412341234', false],
  ])('Aadhaar %s → %s', (text, isValid) => expect(isAadhaarNumber(text)).toBe(isValid));

  it.each(['23412341234', '49911866524', '98765432109'])('completes %s with its check digit', (digits) => {
    const number = `${digits}${verhoeffCheckDigit(digits)}`;
    expect(isAadhaarNumber(number)).toBe(true);
    expect(isAadhaarNumber(`${digits}${(Number(verhoeffCheckDigit(digits)) + 1) % 10}`)).toBe(false);
  });
});
