import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { paths, type SettingsKind } from '@pulse/shared/paths';
import { settingsTexts } from '@pulse/shared/spec-texts';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError } from '../../../components/feedback/query-feedback';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { type ListView, ViewToggle } from '../../../components/list-toolbar/view-toggle';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeleteMasterDataItem } from '../api/delete-master-data-item';
import { useMasterDataList } from '../api/get-master-data-list';
import { displayId, MASTER_DATA_KINDS, type MasterDataItem } from '../master-data-kinds';

type MasterDataListProps = {
  kind: SettingsKind;
  view: ListView;
  onViewChange: (view: ListView) => void;
  // Extra controls of a tab (the Shifts tab's switches), shown above the list.
  toolbar?: ReactNode;
};

// spec A §2: a tab of master data — Tiles View / List View, an add button, an edit action per item
// (and delete on the Leaves Master).
export const MasterDataList = ({ kind, view, onViewChange, toolbar }: MasterDataListProps) => {
  const definition = MASTER_DATA_KINDS[kind];
  const list = useMasterDataList(kind);
  const [toDelete, setToDelete] = useState<MasterDataItem | null>(null);

  return (
    <Box>
      <ListToolbar
        actions={
          <Button
            component={RouterLink}
            to={paths.settingsForm.getHref(kind)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {`Add ${definition.noun}`}
          </Button>
        }
      >
        <ViewToggle value={view} onChange={onViewChange} label="View" />
      </ListToolbar>
      {toolbar}
      {list.isPending ? (
        <LoadingItems view={view} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState text={definition.emptyText} />
      ) : view === 'tiles' ? (
        <Tiles kind={kind} items={list.data.items} onDelete={setToDelete} />
      ) : (
        <ItemsTable kind={kind} items={list.data.items} onDelete={setToDelete} />
      )}
      {definition.canDelete && <DeleteDialog kind={kind} item={toDelete} onClose={() => setToDelete(null)} />}
    </Box>
  );
};

type ItemsProps = { kind: SettingsKind; items: MasterDataItem[]; onDelete: (item: MasterDataItem) => void };

const ItemActions = ({
  kind,
  item,
  onDelete,
}: {
  kind: SettingsKind;
  item: MasterDataItem;
  onDelete: (item: MasterDataItem) => void;
}) => {
  const definition = MASTER_DATA_KINDS[kind];
  const title = definition.titleOf(item);
  return (
    <>
      <Tooltip title="Edit">
        <IconButton
          component={RouterLink}
          to={paths.settingsForm.getHref(kind, item.id)}
          aria-label={`Edit ${title}`}
          size="small"
          color="primary"
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {definition.canDelete && (
        <Tooltip title="Delete">
          <IconButton
            aria-label={`Delete ${title}`}
            size="small"
            color="error"
            onClick={() => onDelete(item)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
};

// spec A §2: 4 tiles per row on large screens; 2 on tablets, 1 on phones.
const TILE_COLUMNS = { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };

const Tiles = ({ kind, items, onDelete }: ItemsProps) => {
  const definition = MASTER_DATA_KINDS[kind];
  return (
    <Box
      component="ul"
      aria-label={`${definition.noun} tiles`}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: TILE_COLUMNS, listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          variant="outlined"
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          <CardContent sx={{ flexGrow: 1, pb: 1 }}>
            <Typography variant="overline" color="text.secondary">
              {`Id ${displayId(item)}`}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
              {definition.titleOf(item)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
            >
              {definition.fields
                .filter((field) => field.value(item) !== definition.titleOf(item))
                .map((field) => (
                  <Box key={field.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {field.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {field.value(item)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
            <ItemActions kind={kind} item={item} onDelete={onDelete} />
          </CardActions>
        </Card>
      ))}
    </Box>
  );
};

const ItemsTable = ({ kind, items, onDelete }: ItemsProps) => {
  const definition = MASTER_DATA_KINDS[kind];
  const columns: DataTableColumn<MasterDataItem>[] = [
    { key: 'id', header: 'Id', render: displayId },
    ...definition.fields.map((field) => ({ key: field.label, header: field.label, render: field.value })),
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      isRowActions: true,
      render: (item) => <ItemActions kind={kind} item={item} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable label={`${definition.noun} list`} columns={columns} rows={items} rowKey={(item) => item.id} />
  );
};

const LoadingItems = ({ view }: { view: ListView }) => (
  <Box
    role="progressbar"
    aria-label="Loading"
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: view === 'tiles' ? TILE_COLUMNS : '1fr' }}
  >
    {[0, 1, 2, 3].map((index) => (
      <Skeleton key={index} variant="rounded" height={view === 'tiles' ? 140 : 40} />
    ))}
  </Box>
);

// The Leaves Master's delete (spec A §7): confirm, delete, 'Leaves Deleted successfully', reload.
const DeleteDialog = ({
  kind,
  item,
  onClose,
}: {
  kind: SettingsKind;
  item: MasterDataItem | null;
  onClose: () => void;
}) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const remove = useDeleteMasterDataItem(kind);
  const definition = MASTER_DATA_KINDS[kind];
  const title = item ? definition.titleOf(item) : '';
  // A double click on Delete sends one request.
  const confirm = useGuardedSubmit(async () => {
    if (!item) return;
    await remove.mutateAsync(item.id, {
      onSuccess: () => {
        toast.success(settingsTexts.leavesDeleted);
        onClose();
      },
      onError: feedback.onError,
    });
  });
  return (
    <ConfirmDialog
      open={item !== null}
      title="Confirm!"
      question={`Are you sure you want to delete the leaves of ${title}?`}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      isDestructive
      isPending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
};
