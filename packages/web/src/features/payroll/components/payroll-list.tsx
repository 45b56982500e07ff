import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PayrollMonths } from '@pulse/shared/contracts/payroll';
import { paths } from '@pulse/shared/paths';
import { payrollTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { ListToolbar } from '../../../components/list-toolbar/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useDeletePayroll } from '../api/delete-payroll';
import { usePayrollMonths } from '../api/get-payroll-months';
import { usePayrollYears } from '../api/get-payroll-years';

type MonthEntry = PayrollMonths['items'][number];

type PayrollListProps = { year: number; onYearChange: (year: number) => void };

// spec B §2 Payroll management: a year, the months with a salary sheet, and Edit / Delete per month.
export const PayrollList = ({ year, onYearChange }: PayrollListProps) => {
  const years = usePayrollYears();
  const months = usePayrollMonths(year);
  const deletion = useDeletePayroll();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const [toDelete, setToDelete] = useState<MonthEntry | null>(null);
  const yearChoices = years.data?.items ?? [year];

  // A double click on Delete sends one request.
  const confirmDelete = useGuardedSubmit(async () => {
    if (!toDelete) return;
    await deletion.mutateAsync(
      { year, month: toDelete.month },
      {
        onSuccess: () => {
          toast.success(payrollTexts.deleted);
          setToDelete(null);
        },
        onError: feedback.onError,
      },
    );
  });

  const columns: DataTableColumn<MonthEntry>[] = [
    { key: 'month', header: 'Salary Month', render: (entry) => entry.monthName },
    { key: 'employees', header: 'Employees', render: (entry) => entry.slipCount, hideOnPhone: true },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      isRowActions: true,
      render: (entry) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <Box>
      <ListToolbar
        year={{ value: year, years: yearChoices, onChange: onYearChange }}
        actions={
          <Button
            component={RouterLink}
            to={paths.addPayroll.getHref()}
            state={{ year }}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Add Salary
          </Button>
        }
      />
      <DataTable
        label={`Salary sheets of ${year}`}
        columns={columns}
        rows={months.data?.items}
        rowKey={(entry) => entry.month}
        query={months}
        emptyText={`No salary sheets for ${year} yet. Use Add Salary to upload one.`}
      />

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
