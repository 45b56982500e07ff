import type { Leave, LeavePage } from '@pulse/shared/contracts/leaves';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';

// Every leave query (lists, detail, summary) starts here, so a live notification can refresh them all.
export const leavesQueryKey = ['leaves'] as const;
// The three leave tables share one cache prefix, so an action can update its row wherever it shows.
export const leaveListsQueryKey = [...leavesQueryKey, 'list'] as const;

export type LeaveListKind = 'employee-leaves' | 'mine' | 'for-approval';

// spec B §2: pages of 20, the next one asked for when the table's end scrolls into view.
export const leavePagesQueryOptions = <TKey extends readonly unknown[]>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<LeavePage>,
) =>
  infiniteQueryOptions<LeavePage, Error, InfiniteData<LeavePage, number>, TKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: LeavePage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

type LeavePages = InfiniteData<LeavePage, number>;

const mapPages = (data: LeavePages | undefined, change: (items: Leave[]) => Leave[]) =>
  data && {
    ...data,
    pages: data.pages.map((page) => {
      const items = change(page.items);
      return items === page.items
        ? page
        : { ...page, items, total: page.total - (page.items.length - items.length) };
    }),
  };

// The status updates in place (spec B §4): every cached table gets the server's new row. A leave
// marked present leaves the Employee Leaves tab, which hides that status (spec B §4).
export const putLeaveInLists = (
  queryClient: QueryClient,
  leave: Leave,
  isHiddenFromEmployeeLeaves: boolean,
) => {
  queryClient.setQueriesData<LeavePages>({ queryKey: leaveListsQueryKey }, (data) =>
    mapPages(data, (items) =>
      items.some((item) => item.id === leave.id)
        ? items.map((item) => (item.id === leave.id ? leave : item))
        : items,
    ),
  );
  if (isHiddenFromEmployeeLeaves) {
    queryClient.setQueriesData<LeavePages>({ queryKey: [...leaveListsQueryKey, 'employee-leaves'] }, (data) =>
      mapPages(data, (items) =>
        items.some((item) => item.id === leave.id) ? items.filter((item) => item.id !== leave.id) : items,
      ),
    );
  }
};
