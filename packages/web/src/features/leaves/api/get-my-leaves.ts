import { type LeavePage, leavePageSchema } from '@pulse/shared/contracts/leaves';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { leaveListsQueryKey, leavePagesQueryOptions } from './leave-lists';

export const myLeavesQueryKey = [...leaveListsQueryKey, 'mine'] as const;

// Your Applied Leaves (spec B §2): the signed-in employee's own leaves.
export const getMyLeaves = async (page: number, signal?: AbortSignal): Promise<LeavePage> =>
  leavePageSchema.parse(await apiClient.get(`/leaves/mine?page=${page}`, signal));

export const getMyLeavesQueryOptions = () => leavePagesQueryOptions(myLeavesQueryKey, getMyLeaves);

export const useMyLeaves = () => useInfiniteQuery(getMyLeavesQueryOptions());
