import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { EmptyState, LoadError, LoadingRows } from '../feedback/query-feedback';

export type DataTableColumn<TRow> = {
  key: string;
  // The column's <th>, and the label of the value on a phone's card.
  header: string;
  render: (row: TRow) => ReactNode;
  align?: 'left' | 'right';
  width?: number | string;
  // Codes, dates, times and amounts read badly when broken over lines.
  noWrap?: boolean;
  hideOnPhone?: boolean;
  // The row's buttons: kept on one line and pinned to the table's right edge, so they stay in view when
  // a wide table scrolls sideways at 1366 or 1024 px.
  isRowActions?: boolean;
  // Extra styles of the column's table cells (not of the card's value).
  sx?: SxProps<Theme>;
};

// What DataTable needs of a TanStack query (plain or infinite) to show its first load and failure.
type QueryState = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

// Server-side pages; `page` counts from 1, as the API does.
type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  // The text beside the arrows, where a screen words it its own way.
  describe?: (shown: { page: number; pageCount: number; total: number }) => string;
};

type InfiniteScroll = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

type DataTableProps<TRow> = {
  // The accessible name of the table, or of the list of cards on a phone.
  label: string;
  columns: readonly DataTableColumn<TRow>[];
  // Undefined while the first load is under way.
  rows: readonly TRow[] | undefined;
  rowKey: (row: TRow) => string | number;
  query?: QueryState;
  // Without it an empty list still shows its headers: the screen says why it is empty.
  emptyText?: string;
  minWidth?: number;
  onRowClick?: (row: TRow) => void;
  // Makes a clickable row reachable by keyboard; leave it out when a control in the row already is.
  rowLabel?: (row: TRow) => string;
  paging?: Paging;
  infinite?: InfiniteScroll;
};

// Every list screen's table: the loading / failed (with Retry) / empty states, the rows, and paging or
// infinite scroll. Below 600 px each row is a card listing every column as label and value, so
// nothing hides off to the side of a phone.
export const DataTable = <TRow,>({
  label,
  columns,
  rows,
  rowKey,
  query,
  emptyText,
  minWidth,
  onRowClick,
  rowLabel,
  paging,
  infinite,
}: DataTableProps<TRow>) => {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  if (query?.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!rows || query?.isPending) return <LoadingRows label={`Loading ${label}`} height={40} />;
  if (rows.length === 0 && emptyText) return <EmptyState text={emptyText} />;

  const shown = isPhone ? columns.filter((column) => !column.hideOnPhone) : columns;
  const items = { label, columns: shown, rows, rowKey, onRowClick, rowLabel };
  return (
    <Box>
      {isPhone ? <Cards {...items} /> : <Rows {...items} minWidth={minWidth} />}
      {infinite && <LoadMore {...infinite} label={label} />}
      {paging && paging.total > 0 && <Pager {...paging} />}
    </Box>
  );
};

type ItemsProps<TRow> = Pick<
  DataTableProps<TRow>,
  'label' | 'columns' | 'rowKey' | 'onRowClick' | 'rowLabel' | 'minWidth'
> & { rows: readonly TRow[] };

// Click, and with a label also focus plus Enter or Space, open the row.
const openProps = <TRow,>(
  row: TRow,
  { onRowClick, rowLabel }: Pick<ItemsProps<TRow>, 'onRowClick' | 'rowLabel'>,
) => {
  if (!onRowClick) return {};
  const keyboard = rowLabel && {
    tabIndex: 0,
    'aria-label': rowLabel(row),
    onKeyDown: (event: KeyboardEvent) => {
      // Keys pressed on a button inside the row are that button's.
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onRowClick(row);
    },
  };
  return { onClick: () => onRowClick(row), ...keyboard };
};

const rowActionsSx: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  whiteSpace: 'nowrap',
  // Opaque, with a shadow on its left edge, so the columns scrolling under it do not show through.
  bgcolor: 'background.paper',
  boxShadow: (theme) => `-1px 0 0 ${theme.palette.divider}, -6px 0 6px -6px rgb(0 0 0 / 0.2)`,
};

// A header may wrap between its words even over a column whose values may not: a long header kept on
// one line widens the table past its frame, and the pinned actions then cover its end.
const cellSx = <TRow,>(column: DataTableColumn<TRow>, isHeader = false): SxProps<Theme> => [
  { width: column.width, whiteSpace: column.noWrap && !isHeader ? 'nowrap' : undefined },
  ...(column.isRowActions ? [rowActionsSx] : []),
  ...(Array.isArray(column.sx) ? column.sx : [column.sx]),
];

const Rows = <TRow,>({ label, columns, rows, rowKey, minWidth, ...open }: ItemsProps<TRow>) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label={label} sx={{ minWidth }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} sx={cellSx(column, true)}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            hover
            {...openProps(row, open)}
            sx={{ cursor: open.onRowClick ? 'pointer' : undefined }}
          >
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={cellSx(column)}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

// A card lists the fields as label and value; a long label wraps between its words rather than squeeze
// the values. The row's buttons go last, across the card's whole width, each kept whole: squeezed
// beside a label they broke mid-word and pushed the last one off the card.
const Cards = <TRow,>({ label, columns, rows, rowKey, ...open }: ItemsProps<TRow>) => {
  const fields = columns.filter((column) => !column.isRowActions);
  const actions = columns.filter((column) => column.isRowActions);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Card
          component="li"
          key={rowKey(row)}
          variant="outlined"
          {...openProps(row, open)}
          sx={{ cursor: open.onRowClick ? 'pointer' : undefined }}
        >
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                alignItems: 'center',
              }}
            >
              {fields.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions.map((column) => (
              <Box
                key={column.key}
                sx={{
                  mt: 1,
                  display: 'flex',
                  flexWrap: 'wrap',
                  justifyContent: 'flex-end',
                  '& .MuiButtonBase-root': { whiteSpace: 'nowrap' },
                }}
              >
                {column.render(row)}
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

// Pages load as the end of the list scrolls into view, and by a Load more button for keyboards and
// for lists too short to scroll.
const LoadMore = ({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label,
}: InfiniteScroll & { label: string }) => {
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

  return (
    <Box ref={sentinelRef} sx={{ display: 'flex', justifyContent: 'center', py: 2, minHeight: 1 }}>
      {isFetchingNextPage ? (
        <CircularProgress size={24} aria-label={`Loading more ${label}`} />
      ) : hasNextPage ? (
        <Button onClick={() => fetchNextPage()}>Load more</Button>
      ) : null}
    </Box>
  );
};

const Pager = ({ page, pageSize, total, onPageChange, describe }: Paging) => (
  <TablePagination
    component="div"
    count={total}
    page={page - 1}
    rowsPerPage={pageSize}
    // The server fixes the page size.
    rowsPerPageOptions={[]}
    onPageChange={(_event, next) => onPageChange(next + 1)}
    labelDisplayedRows={
      describe &&
      (({ page: shown, count }) =>
        describe({ page: shown + 1, pageCount: Math.max(1, Math.ceil(count / pageSize)), total: count }))
    }
  />
);
