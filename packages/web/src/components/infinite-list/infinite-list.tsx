import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { EmptyState, LoadError, LoadingRows } from '../feedback/query-feedback';

type InfiniteListProps<TItem> = {
  pages: UseInfiniteQueryResult<InfiniteData<{ items: TItem[] }, number>>;
  // Accessible names of the first-load skeleton and of the next-page spinner.
  loadingLabel: string;
  loadingMoreLabel: string;
  emptyText: string;
  skeletonHeight: number;
  children: (items: TItem[]) => ReactNode;
};

// Pages load as the end of the list scrolls into view, and by a Load more button for keyboards and
// for lists too short to scroll.
export const InfiniteList = <TItem,>({
  pages,
  loadingLabel,
  loadingMoreLabel,
  emptyText,
  skeletonHeight,
  children,
}: InfiniteListProps<TItem>) => {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      // Start loading a little before the end is reached, so scrolling rarely waits.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages.isPending) {
    return <LoadingRows label={loadingLabel} height={skeletonHeight} />;
  }
  if (pages.isError) {
    return <LoadError error={pages.error} onRetry={() => pages.refetch()} />;
  }

  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState text={emptyText} />;
  }

  return (
    <Box>
      {children(items)}
      <Box ref={sentinelRef} sx={{ display: 'flex', justifyContent: 'center', py: 2, minHeight: 1 }}>
        {isFetchingNextPage ? (
          <CircularProgress size={24} aria-label={loadingMoreLabel} />
        ) : hasNextPage ? (
          <Button onClick={() => fetchNextPage()}>Load more</Button>
        ) : null}
      </Box>
    </Box>
  );
};
