import { type LeaveDetail, leaveDetailSchema } from '@pulse/shared/contracts/leaves';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const leaveQueryKey = (id: string) => ['leaves', 'detail', id] as const;

// spec B §2 LEAVE DETAIL.
export const getLeave = async (id: string, signal?: AbortSignal): Promise<LeaveDetail> =>
  leaveDetailSchema.parse(await apiClient.get(`/leaves/${encodeURIComponent(id)}`, signal));

export const getLeaveQueryOptions = (id: string) =>
  queryOptions({ queryKey: leaveQueryKey(id), queryFn: ({ signal }) => getLeave(id, signal) });

// `null` while no dialog is open.
export const useLeave = (id: string | null) =>
  useQuery({ ...getLeaveQueryOptions(id ?? ''), enabled: id !== null });
