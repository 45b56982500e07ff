// Hardening (sign-in lockout): the sign-in after failed attempts on the account says how many, once,
// so a person learns that someone may have been guessing their password.
export const failedAttemptsNotice = (count: number) =>
  `${count} failed ${count === 1 ? 'attempt' : 'attempts'} since your last sign-in`;
