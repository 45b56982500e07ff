import { type LeavePage, leavePageSchema } from '@pulse/shared/contracts/leaves';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { leaveListsQueryKey, leavePagesQueryOptions } from './leave-lists';

export const leavesForApprovalQueryKey = [...leaveListsQueryKey, 'for-approval'] as const;

// Leaves For Your Approval (spec B §2): leaves whose applicant chose the signed-in employee as manager.
export const getLeavesForApproval = async (page: number, signal?: AbortSignal): Promise<LeavePage> =>
  leavePageSchema.parse(await apiClient.get(`/leaves/for-approval?page=${page}`, signal));

export const getLeavesForApprovalQueryOptions = () =>
  leavePagesQueryOptions(leavesForApprovalQueryKey, getLeavesForApproval);

export const useLeavesForApproval = () => useInfiniteQuery(getLeavesForApprovalQueryOptions());
