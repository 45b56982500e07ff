// @vitest-environment node
import type { Leave, LeavePage } from '@pulse/shared/contracts/leaves';
import type { LeaveStatus } from '@pulse/shared/domain/leave-status';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { employeeLeavesQueryKey } from './get-employee-leaves';
import { myLeavesQueryKey } from './get-my-leaves';
import { putLeaveInLists } from './leave-lists';

const person = { id: '00000000-0000-4000-8000-000000000001', name: 'Rahul Mehta', employeeCode: 'E-1' };
const leaveOf = (id: string, status: LeaveStatus, statusName: string): Leave => ({
  id,
  employee: person,
  appliedBy: person,
  managers: [],
  leaveType: 1,
  leaveTypeName: 'Full Day',
  fromDate: '2026-03-02',
  toDate: '2026-03-03',
  description: `leave ${id}`,
  status,
  statusName,
  decidedBy: null,
  leavesApplied: 2,
  actions: [],
  createdAt: '2026-03-01T10:00:00.000Z',
});
const pagesOf = (...pages: Leave[][]): InfiniteData<LeavePage, number> => ({
  pageParams: pages.map((_, index) => index + 1),
  pages: pages.map((items, index) => ({
    items,
    page: index + 1,
    pageSize: 20,
    total: pages.flat().length,
    totalPages: pages.length,
    next: index + 1 < pages.length ? `/api/v1/leaves/mine?page=${index + 2}` : null,
  })),
});
const filters = { employeeIds: [], from: '2026-01-01', to: '2026-12-31' };

describe('putLeaveInLists', () => {
  it('replaces the row in every cached table, on whichever page it sits', () => {
    const queryClient = new QueryClient();
    const a = leaveOf('a', 1, 'Pending');
    const b = leaveOf('b', 1, 'Pending');
    queryClient.setQueryData(myLeavesQueryKey, pagesOf([a], [b]));
    queryClient.setQueryData(employeeLeavesQueryKey(filters), pagesOf([b, a]));

    const approved: Leave = { ...b, status: 2, statusName: 'Approved' };
    putLeaveInLists(queryClient, approved, false);

    const mine = queryClient.getQueryData<InfiniteData<LeavePage, number>>(myLeavesQueryKey);
    expect(mine?.pages.map((page) => page.items)).toEqual([[a], [approved]]);
    const all = queryClient.getQueryData<InfiniteData<LeavePage, number>>(employeeLeavesQueryKey(filters));
    expect(all?.pages[0]?.items).toEqual([approved, a]);
  });

  it('takes a leave marked present out of the Employee Leaves tab only (spec B §4)', () => {
    const queryClient = new QueryClient();
    const absent = leaveOf('x', 5, 'Marked Absent');
    const other = leaveOf('y', 2, 'Approved');
    queryClient.setQueryData(myLeavesQueryKey, pagesOf([absent]));
    queryClient.setQueryData(employeeLeavesQueryKey(filters), pagesOf([other, absent]));

    const present: Leave = { ...absent, status: 6, statusName: 'Marked Present' };
    putLeaveInLists(queryClient, present, true);

    const all = queryClient.getQueryData<InfiniteData<LeavePage, number>>(employeeLeavesQueryKey(filters));
    expect(all?.pages[0]?.items).toEqual([other]);
    expect(all?.pages[0]?.total).toBe(1);
    const mine = queryClient.getQueryData<InfiniteData<LeavePage, number>>(myLeavesQueryKey);
    expect(mine?.pages[0]?.items).toEqual([present]);
  });
});
