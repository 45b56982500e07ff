// Hardening (sign-in lockout): who may have a password checked, decided from the attempts of the
// last 15 minutes. Attempts still being checked count as failures, so a burst cannot slip past.
// A browser with a valid device cookie for the account ("trusted") is limited by its own failures
// only; everyone else ("untrusted") shares the account's budget, slowed down after the first few
// failures and refused once it is spent, and an address failing on many accounts (password
// spraying) is refused too. Typos of one account never count against the address.

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
// Failures from untrusted browsers that cost nothing extra: a person retyping a password.
export const FREE_UNTRUSTED_FAILURES = 5;
// Then each attempt waits after the latest one: 15 s, 30 s, 1 min, 2 min, 4 min, never more than 5.
const FIRST_DELAY_MS = 15 * 1000;
const MAX_DELAY_MS = 5 * 60 * 1000;
// Untrusted browsers are refused for the account until its failures leave the window.
export const MAX_UNTRUSTED_FAILURES = 10;
// A trusted browser's own limit: its owner's typos, or a stolen laptop guessing.
export const MAX_DEVICE_FAILURES = 10;
// Distinct accounts an address may fail on in the window.
export const MAX_FAILED_ACCOUNTS_PER_ADDRESS = 20;

// The counted attempts (failed or still being checked) of one key in the window.
export type FailureWindow = { count: number; oldestAt: Date | null; latestAt: Date | null };

export type SignInRefusal = {
  reason: 'slowed-down' | 'account-locked' | 'address-locked' | 'device-locked';
  retryAfterMs: number;
};

export const untrustedDelayMs = (failures: number): number =>
  failures < FREE_UNTRUSTED_FAILURES
    ? 0
    : Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_UNTRUSTED_FAILURES), MAX_DELAY_MS);

// Until the oldest counted attempt leaves the window and the count drops by one.
const untilWindowMoves = (window: FailureWindow, now: Date) =>
  Math.max((window.oldestAt?.getTime() ?? now.getTime()) + SIGN_IN_WINDOW_MS - now.getTime(), 1);

export const refuseUntrusted = (
  account: FailureWindow,
  address: FailureWindow,
  now: Date,
): SignInRefusal | null => {
  if (account.count >= MAX_UNTRUSTED_FAILURES) {
    return { reason: 'account-locked', retryAfterMs: untilWindowMoves(account, now) };
  }
  if (address.count >= MAX_FAILED_ACCOUNTS_PER_ADDRESS) {
    return { reason: 'address-locked', retryAfterMs: untilWindowMoves(address, now) };
  }
  const delayMs = untrustedDelayMs(account.count);
  const waitMs = (account.latestAt?.getTime() ?? 0) + delayMs - now.getTime();
  return delayMs > 0 && waitMs > 0 ? { reason: 'slowed-down', retryAfterMs: waitMs } : null;
};

export const refuseDevice = (device: FailureWindow, now: Date): SignInRefusal | null =>
  device.count >= MAX_DEVICE_FAILURES
    ? { reason: 'device-locked', retryAfterMs: untilWindowMoves(device, now) }
    : null;
