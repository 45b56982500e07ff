import type { QueryClient } from '@tanstack/react-query';

// Every manual-time query starts here, so a change or a live notification refreshes them all.
export const manualTimeQueryKey = ['manual-time'] as const;
export const manualTimeListsQueryKey = [...manualTimeQueryKey, 'list'] as const;

// Approved manual time shows on the time sheet, the activity viewer and the reports: the activity
// feature's caches (its api/ files' keys; features do not import each other) are read again.
const ACTIVITY_QUERY_KEYS = [['time-sheet'], ['activity'], ['reports']] as const;

export const refreshAfterManualTimeChange = (queryClient: QueryClient, isManualTimeChanged: boolean) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: manualTimeListsQueryKey }),
    ...(isManualTimeChanged
      ? ACTIVITY_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))
      : []),
  ]);
