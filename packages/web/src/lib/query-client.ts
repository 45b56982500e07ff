import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// Who is signed in: `null` when the server answers 401. Kept here because the API client clears it.
export const meQueryKey = ['me'] as const;

// A 4xx will not change on retry; network errors and 5xx get two more tries. An outage the server
// announces with Retry-After (a database restarting: 503) is waited out for about half a minute, at
// the pace it asks, so a page open during a PostgreSQL restart fills in by itself.
const OUTAGE_RETRIES = 6;
const MAX_RETRY_DELAY_MS = 30_000;

export const shouldRetry = (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status < 500) return false;
  const isAnnouncedOutage = error instanceof ApiError && error.retryAfterMs !== null;
  return failureCount < (isAnnouncedOutage ? OUTAGE_RETRIES : 2);
};

export const retryDelay = (failureCount: number, error: unknown) =>
  error instanceof ApiError && error.retryAfterMs !== null
    ? Math.min(error.retryAfterMs, MAX_RETRY_DELAY_MS)
    : Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, retryDelay } },
});
