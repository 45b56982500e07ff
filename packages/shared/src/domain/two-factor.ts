import { isAdmin } from './roles';

// Hardening (two-factor sign-in): a code from an authenticator app (TOTP, RFC 6238: 6 digits, a new
// one every 30 seconds) after the password, or one of ten single-use recovery codes.
export const AUTHENTICATOR_CODE_DIGITS = 6;
export const AUTHENTICATOR_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
// Between the password and the code: a sign-in that waits longer, or gets this many codes wrong,
// starts again from the password (and its wrong codes count against the account like wrong passwords).
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
export const TWO_FACTOR_CHALLENGE_ATTEMPTS = 5;

// People copy codes with spaces and dashes ("123 456", "k7pq2-m9xte") and in either case.
export const normalizeCode = (input: string): string => input.replace(/[\s-]/g, '').toLowerCase();

// Six digits are an authenticator code; anything else is tried as a recovery code (those are ten
// letters and digits, so the two never look alike).
export const isAuthenticatorCode = (input: string): boolean =>
  new RegExp(`^\\d{${AUTHENTICATOR_CODE_DIGITS}}$`).test(normalizeCode(input));

// What a correct password leads to: straight in, a code, or setting two-factor up first (the
// organisation requires it of administrators and this one has none yet).
export type TwoFactorStep = 'none' | 'verify' | 'enrol';

export const twoFactorStepOf = (person: {
  isTwoFactorEnabled: boolean;
  roleId: number;
  isRequiredForAdmins: boolean;
}): TwoFactorStep => {
  if (person.isTwoFactorEnabled) return 'verify';
  return person.isRequiredForAdmins && isAdmin(person.roleId) ? 'enrol' : 'none';
};

// Whether the organisation's rule keeps this person from turning two-factor sign-in off.
export const isTwoFactorRequiredFor = (roleId: number, isRequiredForAdmins: boolean): boolean =>
  isRequiredForAdmins && isAdmin(roleId);
