import { DEFAULT_BACKOFF } from '../queue/backoff';

// The longest a Retry-After can hold the agent back: the backoff's own cap, the longest it waits
// anyway, so a buggy or hostile value cannot park the uploads for a day.
export const RETRY_AFTER_CAP_MS = DEFAULT_BACKOFF.capMs;

// The server answers 503 (database or storage unavailable), 507 (storage full) and 429 with
// Retry-After in seconds. Only delta-seconds are read (RFC 9110 §10.2.3): Pulse never sends the
// HTTP-date form, and a date would also need this machine's clock to agree with the server's. Null
// when absent or unreadable: then the backoff alone decides.
export const parseRetryAfter = (value: string | null): number | null => {
  const seconds = value?.trim() ?? '';
  if (!/^\d+$/.test(seconds)) return null;
  return Math.min(Number(seconds) * 1000, RETRY_AFTER_CAP_MS);
};
