import { type BackoffOptions, backoffDelay } from './backoff';

// What the agent uploads, in the order it sends them when both are due: the time sheet first.
export const UPLOAD_KINDS = ['batches', 'screenshots'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

// When each kind may be sent again. With one counter for both, a batch taken between two
// refusals of the same screenshot reset the backoff, so a server with a full disk got that image
// every 0.6–4 s forever. Each kind now has its own streak of failures and its own "not before":
// a failure delays only its kind, a success resets only its kind.
export const createUploadSchedule = (backoff: BackoffOptions) => {
  const streaks = Object.fromEntries(
    UPLOAD_KINDS.map((kind) => [kind, { failures: 0, notBefore: Number.NEGATIVE_INFINITY }]),
  ) as Record<UploadKind, { failures: number; notBefore: number }>;

  return {
    // The kinds that may be sent at `now`, in sending order.
    dueKinds: (now: number) => UPLOAD_KINDS.filter((kind) => streaks[kind].notBefore <= now),

    // How long until the next delayed kind is due; null when no kind is delayed.
    msUntilNextDue: (now: number) => {
      const delayed = UPLOAD_KINDS.map((kind) => streaks[kind].notBefore).filter((at) => at > now);
      return delayed.length > 0 ? Math.min(...delayed) - now : null;
    },

    // A failure worth retrying: the kind waits for its backoff, or longer when the server asked for
    // longer (Retry-After), so it is not asked again while it said it cannot answer. Returns the delay.
    failed: (kind: UploadKind, now: number, retryAfterMs: number | null) => {
      const streak = streaks[kind];
      const delay = Math.max(backoffDelay(streak.failures, backoff), retryAfterMs ?? 0);
      streak.failures += 1;
      streak.notBefore = now + delay;
      return delay;
    },

    // The server answered (took it, or refused it for good). Returns how many failures in a row this
    // ends (0 when none).
    succeeded: (kind: UploadKind) => {
      const { failures } = streaks[kind];
      streaks[kind] = { failures: 0, notBefore: Number.NEGATIVE_INFINITY };
      return failures;
    },
  };
};
