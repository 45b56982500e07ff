// Retry delays: exponential from `baseMs`, capped, with "full jitter" (a random delay between half
// and all of the step) so many agents coming back after an outage do not retry in lockstep.
export type BackoffOptions = { baseMs: number; capMs: number; random?: () => number };

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 60_000 };

export const backoffDelay = (attempt: number, options: BackoffOptions = DEFAULT_BACKOFF) => {
  const step = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt));
  const random = options.random ?? Math.random;
  return Math.round(step / 2 + random() * (step / 2));
};
