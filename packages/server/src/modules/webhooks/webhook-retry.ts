// After a failed attempt, the wait before the next one: a receiver that is down for a deploy is
// retried within minutes, one that is down for a day still gets the event, and after the eighth
// attempt (about 45 hours after the first) the delivery is given up as failed.
export const WEBHOOK_RETRY_DELAYS_MS = [
  60 * 1000,
  5 * 60 * 1000,
  30 * 60 * 1000,
  2 * 60 * 60 * 1000,
  6 * 60 * 60 * 1000,
  12 * 60 * 60 * 1000,
  24 * 60 * 60 * 1000,
] as const;

export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

// The wait after `attempts` attempts have failed, or null when there is to be no other attempt.
export const webhookRetryDelayMs = (attempts: number): number | null =>
  WEBHOOK_RETRY_DELAYS_MS[attempts - 1] ?? null;
