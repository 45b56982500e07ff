import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PayrollMonths } from '@pulse/shared/contracts/payroll';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { LoadError } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePayroll } from '../api/delete-payroll';
import { usePayrollMonths } from '../api/get-payroll-months';
import { usePayrollYears } from '../api/get-payroll-years';

type MonthEntry = PayrollMonths['months'][number];

type PayrollListProps = { year: number; onYearChange: (year: number) => void };

// spec B §2 Payroll management: a year, the months with a salary sheet, and Edit / Delete per month.
export const PayrollList = ({ year, onYearChange }: PayrollListProps) => {
  const years = usePayrollYears();
  const months = usePayrollMonths(year);
  const deletion = useDeletePayroll();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<MonthEntry | null>(null);
  const yearChoices = years.data?.years ?? [year];

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(
      { year, month: toDelete.month },
      {
        onSuccess: () => {
          toast.success(payrollTexts.deleted);
          setToDelete(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

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
          value={yearChoices.includes(year) ? year : ''}
          onChange={(event) => onYearChange(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {yearChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <Button
          component={RouterLink}
          to={paths.addPayroll.getHref()}
          state={{ year }}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Add Salary
        </Button>
      </Box>

      {months.isError ? (
        <LoadError error={months.error} onRetry={() => months.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={`Salary sheets of ${year}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Salary Month</TableCell>
                <TableCell sx={{ fontWeight: 700, display: { xs: 'none', sm: 'table-cell' } }}>
                  Employees
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Action
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.isPending &&
                [0, 1, 2].map((index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={3}>
                      <Skeleton />
                    </TableCell>
                  </TableRow>
                ))}
              {months.data?.months.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      No salary sheets for {year} yet. Use Add Salary to upload one.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {months.data?.months.map((entry) => (
                <TableRow key={entry.month} hover>
                  <TableCell>{entry.monthName}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{entry.slipCount}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      component={RouterLink}
                      to={`${paths.editPayroll.getHref()}?year=${year}&month=${entry.month}`}
                      size="small"
                      startIcon={<EditOutlinedIcon />}
                      aria-label={`Edit ${entry.monthName}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteOutlineIcon />}
                      aria-label={`Delete ${entry.monthName}`}
                      onClick={() => setToDelete(entry)}
                    >
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete salary sheet?"
        question={`The salary sheet of ${toDelete?.monthName} ${year} and its ${toDelete?.slipCount} salary slips will be removed. Employees will no longer see their slip for this month.`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        isDestructive
        isPending={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
};
