import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Holiday } from '@pulse/shared/contracts/leaves';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/api-error';
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
// edit and delete holidays and copy last year's list as a start (issue 5).
export const HolidayList = ({ isAdmin, currentYear, year, onYearChange }: HolidayListProps) => {
  const toast = useToast();
  const years = useHolidayYears();
  const holidays = useHolidays(year);
  const copy = useCopyHolidays();
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Holiday | null>(null);
  const yearChoices = [...new Set([...(years.data?.years ?? []), currentYear, year])].sort((a, b) => b - a);

  const copyLastYear = () =>
    copy.mutate(
      { fromYear: year - 1, toYear: year },
      {
        onSuccess: ({ copied, skipped }) =>
          toast.success(`${leavePulseTexts.holidaysCopied}: ${copied} copied, ${skipped} skipped.`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <TextField
          select
          label="Year"
          size="small"
          value={year}
          onChange={(event) => onYearChange(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {yearChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        {isAdmin && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Tooltip describeChild title={`Copy the holidays of ${year - 1} into ${year}`}>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={copyLastYear}
                disabled={copy.isPending}
              >
                {`Copy ${year - 1}`}
              </Button>
            </Tooltip>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Add Holiday
            </Button>
          </Box>
        )}
      </Box>
      {holidays.isPending ? (
        <LoadingRows label="Loading holidays" height={40} count={4} />
      ) : holidays.isError ? (
        <LoadError error={holidays.error} onRetry={() => holidays.refetch()} />
      ) : holidays.data.items.length === 0 ? (
        <EmptyState text={leavePulseTexts.noHolidays} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Holidays ${year}`} sx={{ minWidth: isAdmin ? 560 : undefined }}>
            <TableHead>
              <TableRow>
                {leaveTexts.holidayColumns.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
                {isAdmin && <TableCell align="right">Action</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {holidays.data.items.map((holiday) => (
                <TableRow key={holiday.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonthYear(holiday.date)}</TableCell>
                  <TableCell>{holiday.day}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{holiday.name}</TableCell>
                  {isAdmin && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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

const DeleteHolidayDialog = ({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) => {
  const toast = useToast();
  const remove = useDeleteHoliday();
  const confirm = () => {
    if (!holiday) return;
    remove.mutate(holiday.id, {
      onSuccess: () => {
        toast.success(leavePulseTexts.holidayDeleted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
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
