// Sign-in by code for the tracker (RFC 8628, the device authorization grant): the agent asks for a
// code, the employee approves it in the portal, the agent polls until it gets its device token.

export const DEVICE_AUTHORIZATION = {
  // How long a code may wait for its approval and the agent for its token.
  expiresInSeconds: 10 * 60,
  // RFC 8628 §3.2: the least time between two polls (5 s is the RFC's default)…
  intervalSeconds: 5,
  // …and §3.5: each slow_down adds 5 s to it, for that poll and every later one.
  slowDownStepSeconds: 5,
  // Upper bound on what slow_down can grow the interval to (a confused agent would otherwise wait
  // longer than the code lives).
  maxIntervalSeconds: 60,
} as const;

// RFC 8628 §6.1: consonants only (no vowels, so no words; no digits, so no 0/O or 1/I to confuse),
// 20 letters: 8 of them hold 20^8 ≈ 2.6 × 10^10 codes, about 34 bits, for a code that lives 10 minutes
// and whose guesses are limited per session.
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;

// What a person typed (any case, with or without the dash or spaces) as the code's 8 letters, or null
// when it cannot be a code at all.
export const normalizeUserCode = (typed: string): string | null => {
  const letters = typed.toUpperCase().replace(/[\s-]/g, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  for (const letter of letters) if (!USER_CODE_ALPHABET.includes(letter)) return null;
  return letters;
};

// Shown as XXXX-XXXX: two groups of four are easier to read out and type.
export const formatUserCode = (letters: string) => `${letters.slice(0, 4)}-${letters.slice(4)}`;

// A code's life: waiting for the employee, approved or denied by them, then its token handed out once.
export const DEVICE_AUTHORIZATION_STATUSES = ['pending', 'approved', 'denied', 'consumed'] as const;
export type DeviceAuthorizationStatus = (typeof DEVICE_AUTHORIZATION_STATUSES)[number];

export type DeviceAuthorizationState = {
  status: DeviceAuthorizationStatus;
  expiresAt: Date;
  // The agent's previous poll (null before the first) and the interval it must keep.
  lastPolledAt: Date | null;
  intervalSeconds: number;
};

// What the agent's poll gets (RFC 8628 §3.5): its token once approved ('issue'), else one of the
// RFC's errors. A code whose token was handed out is unknown from then on ('invalid_grant'): exactly
// once. Expiry wins over everything else, an approval too: the token must be collected in time.
export type PollVerdict =
  | 'issue'
  | 'authorization_pending'
  | 'slow_down'
  | 'access_denied'
  | 'expired_token'
  | 'invalid_grant';

export const pollVerdict = (state: DeviceAuthorizationState, now: Date): PollVerdict => {
  if (state.status === 'consumed') return 'invalid_grant';
  if (now.getTime() >= state.expiresAt.getTime()) return 'expired_token';
  if (state.status === 'denied') return 'access_denied';
  if (state.status === 'approved') return 'issue';
  const isTooSoon =
    state.lastPolledAt !== null &&
    now.getTime() - state.lastPolledAt.getTime() < state.intervalSeconds * 1000;
  return isTooSoon ? 'slow_down' : 'authorization_pending';
};

// The interval after a slow_down, bounded.
export const slowedInterval = (intervalSeconds: number) =>
  Math.min(
    intervalSeconds + DEVICE_AUTHORIZATION.slowDownStepSeconds,
    DEVICE_AUTHORIZATION.maxIntervalSeconds,
  );

// Whether the employee may still approve or deny it (the portal's page).
export const isAwaitingDecision = (
  state: Pick<DeviceAuthorizationState, 'status' | 'expiresAt'>,
  now: Date,
) => state.status === 'pending' && now.getTime() < state.expiresAt.getTime();
