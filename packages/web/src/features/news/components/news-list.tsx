import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import { type NewsSummary, newsListQuerySchema } from '@pulse/shared/contracts/news';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { paths } from '@pulse/shared/paths';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError } from '../../../components/feedback/query-feedback';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useListView } from '../../../components/list-toolbar/use-list-view';
import { ViewToggle } from '../../../components/list-toolbar/view-toggle';
import { useToast } from '../../../components/toast/toast-provider';
import { useDeleteNews } from '../api/delete-news';
import { useNewsList } from '../api/get-news-list';
import { NewsActions, NewsTile } from './news-tile';

// Twelve fill whole rows of two, three or four tiles.
const PAGE_SIZE = 12;
const SKELETON_TILES = ['one', 'two', 'three', 'four', 'five', 'six'];

const tilesGrid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;

// The page in the address (?page=2), beside the view (?view=list), so a reload and Back keep both.
const usePage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = newsListQuerySchema.shape.page.safeParse(searchParams.get('page') ?? undefined);
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return [parsed.success ? parsed.data : 1, setPage] as const;
};

type NewsListProps = {
  // Administrators (spec A §6): every update, drafts marked, with Add, Edit and Delete; everyone
  // else: the published ones only, to read.
  isAdmin: boolean;
};

// spec B §2 News updates: the list as tiles or as a table (the choice kept per screen), newest first,
// a page at a time; a tile or a row opens the detail.
export const NewsList = ({ isAdmin }: NewsListProps) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [view, setView] = useListView(isAdmin ? 'news' : 'news-list');
  const [page, setPage] = usePage();
  const news = useNewsList({ scope: isAdmin ? 'all' : 'published', page, pageSize: PAGE_SIZE });
  const remove = useDeleteNews();
  const [deleting, setDeleting] = useState<NewsSummary | null>(null);
  const onDelete = isAdmin ? setDeleting : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    const isLastOnPage = news.data?.items.length === 1 && page > 1;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(newsTexts.deleted);
        // The page it was the last of no longer exists.
        if (isLastOnPage) setPage(page - 1);
      },
      // spec B §8: the spec's words whatever the reason.
      onError: () => toast.error(newsTexts.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const columns: DataTableColumn<NewsSummary>[] = [
    { key: 'title', header: 'Title', render: (item) => item.title, sx: { overflowWrap: 'anywhere' } },
    { key: 'date', header: 'Date', render: (item) => formatDayMonthYear(item.entryDate), noWrap: true },
    ...(isAdmin
      ? [
          {
            key: 'status',
            header: 'Status',
            render: (item: NewsSummary) => (
              <Chip
                size="small"
                variant={item.isPublished ? 'outlined' : 'filled'}
                label={item.isPublished ? newsPulseTexts.published : newsPulseTexts.draft}
              />
            ),
          },
        ]
      : []),
    { key: 'attachments', header: 'Attachments', render: (item) => item.attachmentCount, align: 'right' },
    ...(onDelete
      ? [
          {
            key: 'actions',
            header: 'Action',
            align: 'right' as const,
            isRowActions: true,
            render: (item: NewsSummary) => (
              // The buttons' clicks are theirs, not the row's (which opens the detail).
              <Box component="span" onClick={(event) => event.stopPropagation()}>
                <NewsActions news={item} onDelete={onDelete} />
              </Box>
            ),
          },
        ]
      : []),
  ];

  const totalPages = news.data?.totalPages ?? 0;

  return (
    <Box>
      <ListToolbar
        actions={
          isAdmin && (
            // spec B §2 names the button '+Add News Updates': its own '+' is the icon.
            <Button component={RouterLink} to={paths.addNews.getHref()} variant="contained">
              {newsTexts.addButton}
            </Button>
          )
        }
      >
        <ViewToggle value={view} onChange={setView} label="View" />
      </ListToolbar>

      <Box sx={{ minHeight: 4, mb: 1 }}>
        {news.isFetching && !news.isPending && <LinearProgress aria-label="Loading news updates" />}
      </Box>

      {news.isError && !news.data ? (
        <LoadError error={news.error} onRetry={() => news.refetch()} />
      ) : news.isPending ? (
        <Box sx={tilesGrid} role="progressbar" aria-label="Loading news updates">
          {SKELETON_TILES.map((tile) => (
            <Skeleton key={tile} variant="rounded" height={280} />
          ))}
        </Box>
      ) : news.data.items.length === 0 ? (
        <EmptyState text={newsPulseTexts.empty} />
      ) : view === 'tiles' ? (
        <Box component="ul" aria-label={newsTexts.header} sx={tilesGrid}>
          {news.data.items.map((item) => (
            <NewsTile key={item.id} news={item} onDelete={onDelete} />
          ))}
        </Box>
      ) : (
        <DataTable
          label={newsTexts.header}
          columns={columns}
          rows={news.data.items}
          rowKey={(item) => item.id}
          minWidth={isAdmin ? 720 : 560}
          onRowClick={(item) => navigate(paths.newsDetails.getHref(item.id))}
          rowLabel={(item) => item.title}
        />
      )}

      {totalPages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={totalPages}
            page={Math.min(page, totalPages)}
            onChange={(_event, next) => setPage(next)}
          />
        </Box>
      )}

      <ConfirmDialog
        open={deleting !== null}
        question={newsTexts.deleteQuestion}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting?.title}
      </ConfirmDialog>
    </Box>
  );
};
