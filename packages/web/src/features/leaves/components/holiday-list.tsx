import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Holiday } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCopyHolidays } from '../api/copy-holidays';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useHolidayYears } from '../api/get-holiday-years';
import { useHolidays } from '../api/get-holidays';
import { HolidayDialog } from './holiday-dialog';

type HolidayListProps = {
  isAdmin: boolean;
  currentYear: number;
  // The year shown is the page's to keep (in the address), so a reload or Back returns to it.
  year: number;
  onYearChange: (year: number) => void;
};

// spec B §2 Holiday List: a year selector and Holiday Date, Day, Reason. Administrators also add,
// edit and delete holidays and copy last year's list as a start: the spec shows only reading the
// list, and it has to be filled somewhere.
export const HolidayList = ({ isAdmin, currentYear, year, onYearChange }: HolidayListProps) => {
  const years = useHolidayYears();
  const holidays = useHolidays(year);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Holiday | null>(null);
  const yearChoices = [...new Set([...(years.data?.items ?? []), currentYear, year])].sort((a, b) => b - a);

  const [DATE, DAY, REASON] = leaveTexts.holidayColumns;
  const columns: DataTableColumn<Holiday>[] = [
    { key: 'date', header: DATE, render: (holiday) => formatDayMonthYear(holiday.date), noWrap: true },
    { key: 'day', header: DAY, render: (holiday) => holiday.day },
    { key: 'reason', header: REASON, render: (holiday) => holiday.name, sx: { overflowWrap: 'anywhere' } },
  ];
  const actionColumn: DataTableColumn<Holiday> = {
    key: 'action',
    header: 'Action',
    align: 'right',
    isRowActions: true,
    render: (holiday) => (
      <>
        <Tooltip title="Edit">
          <IconButton
            size="small"
            color="primary"
            aria-label={`Edit ${holiday.name}`}
            onClick={() => setEditing(holiday)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            size="small"
            color="error"
            aria-label={`Delete ${holiday.name}`}
            onClick={() => setToDelete(holiday)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };

  return (
    <Box>
      <ListToolbar
        year={{ value: year, years: yearChoices, onChange: onYearChange }}
        actions={isAdmin && <HolidayAdminActions year={year} onAdd={() => setEditing('new')} />}
      />
      <DataTable
        label={`Holidays ${year}`}
        columns={isAdmin ? [...columns, actionColumn] : columns}
        rows={holidays.data?.items}
        rowKey={(holiday) => holiday.id}
        query={holidays}
        emptyText={leavePulseTexts.noHolidays}
        minWidth={isAdmin ? 560 : undefined}
      />
      {editing !== null && (
        <HolidayDialog
          holiday={editing === 'new' ? null : editing}
          defaultDate={year === currentYear ? '' : `${year}-01-01`}
          onSaved={(saved) => {
            setEditing(null);
            // Show the list the holiday landed in.
            onYearChange(Number(saved.date.slice(0, 4)));
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteHolidayDialog holiday={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
};

// Administrators fill the list: one holiday at a time, or last year's list copied as a start.
const HolidayAdminActions = ({ year, onAdd }: { year: number; onAdd: () => void }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const copy = useCopyHolidays();
  // A double click copies once.
  const copyLastYear = useGuardedSubmit(() =>
    copy.mutateAsync(
      { fromYear: year - 1, toYear: year },
      {
        onSuccess: ({ copied, skipped }) =>
          toast.success(`${leavePulseTexts.holidaysCopied}: ${copied} copied, ${skipped} skipped.`),
        onError: feedback.onError,
      },
    ),
  );
  return (
    <>
      <Tooltip describeChild title={`Copy the holidays of ${year - 1} into ${year}`}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => copyLastYear()}
          disabled={copy.isPending}
        >
          {`Copy ${year - 1}`}
        </Button>
      </Tooltip>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        Add Holiday
      </Button>
    </>
  );
};

const DeleteHolidayDialog = ({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const remove = useDeleteHoliday();
  // A double click on Yes sends one request.
  const confirm = useGuardedSubmit(async () => {
    if (!holiday) return;
    await remove.mutateAsync(holiday.id, {
      onSuccess: () => {
        toast.success(leavePulseTexts.holidayDeleted);
        onClose();
      },
      onError: feedback.onError,
    });
  });
  return (
    <ConfirmDialog
      open={holiday !== null}
      title="Delete Holiday"
      question={leavePulseTexts.holidayDeleteQuestion}
      cancelLabel="No"
      confirmLabel="Yes"
      isDestructive
      isPending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    >
      {holiday && (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {`${holiday.name}, ${formatDayMonthYear(holiday.date)}`}
        </Typography>
      )}
    </ConfirmDialog>
  );
};
