import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// Who is signed in: `null` when the server answers 401. Kept here because the API client clears it.
export const meQueryKey = ['me'] as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; network errors and 5xx get two more tries.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});
