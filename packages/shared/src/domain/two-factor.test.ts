import { describe, expect, it } from 'vitest';
import { ROLE } from './roles';
import { isAuthenticatorCode, isTwoFactorRequiredFor, normalizeCode, twoFactorStepOf } from './two-factor';

describe('two-factor sign-in rules', () => {
  it.each([
    ['123456', true],
    [' 123 456 ', true],
    ['123-456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['k7pq2-m9xte', false],
    ['', false],
  ])('%j is an authenticator code: %s', (input, expected) => {
    expect(isAuthenticatorCode(input)).toBe(expected);
  });

  it.each([
    ['K7PQ2-M9XTE', 'k7pq2m9xte'],
    [' k7pq2 m9xte ', 'k7pq2m9xte'],
    ['123 456', '123456'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it.each([
    [true, ROLE.employee, false, 'verify'],
    [true, ROLE.admin, true, 'verify'],
    [false, ROLE.admin, true, 'enrol'],
    [false, ROLE.admin, false, 'none'],
    [false, ROLE.employee, true, 'none'],
    [false, ROLE.employee, false, 'none'],
  ] as const)(
    'enabled %s, role %s, required for admins %s → %s',
    (isTwoFactorEnabled, roleId, isRequiredForAdmins, step) => {
      expect(twoFactorStepOf({ isTwoFactorEnabled, roleId, isRequiredForAdmins })).toBe(step);
    },
  );

  it.each([
    [ROLE.admin, true, true],
    [ROLE.admin, false, false],
    [ROLE.employee, true, false],
  ] as const)('role %s with the rule %s must keep it: %s', (roleId, isRequiredForAdmins, expected) => {
    expect(isTwoFactorRequiredFor(roleId, isRequiredForAdmins)).toBe(expected);
  });
});
