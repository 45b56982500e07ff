import {
  type WorkingNowChangedEvent,
  type WorkingNowEntry,
  workingNowSchema,
} from '@pulse/shared/contracts/tracker-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Not under ['dashboard']: the Time Sheet's status column reads it too, and a news push (which
// refreshes the dashboard's cards) says nothing about it.
export const workingNowQueryKey = ['working-now'] as const;

// Administrators: each employee with a tracker and their live state. Kept current by the socket
// (use-live-working-now.ts), so it is read once per page.
export const getWorkingNow = async (signal?: AbortSignal): Promise<WorkingNowEntry[]> =>
  workingNowSchema.parse(await apiClient.get('/working-now', signal)).items;

export const getWorkingNowQueryOptions = () =>
  queryOptions({ queryKey: workingNowQueryKey, queryFn: ({ signal }) => getWorkingNow(signal) });

export const useWorkingNow = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getWorkingNowQueryOptions(), ...options });

// The list after one employee's change: their entry replaced, added in name order, or removed.
export const mergeWorkingNowChange = (
  list: WorkingNowEntry[],
  change: WorkingNowChangedEvent,
): WorkingNowEntry[] => {
  const others = list.filter((entry) => entry.employeeId !== change.employeeId);
  if (!change.entry) return others;
  return [...others, change.entry].sort((a, b) => a.name.localeCompare(b.name, 'en'));
};
