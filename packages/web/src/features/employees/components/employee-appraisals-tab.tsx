import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Appraisal, type AppraisalBody, appraisalBodySchema } from '@pulse/shared/contracts/employees';
import { lockedCurrentValues } from '@pulse/shared/domain/appraisal-rules';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { employeePulseTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useOrganizationCurrency } from '../../../lib/current-employee';
import { useDeleteAppraisal } from '../api/delete-appraisal';
import { useAppraisals } from '../api/get-appraisals';
import { useSaveAppraisal } from '../api/save-appraisal';

type Editing = { appraisalId: string | null };

const AppraisalForm = ({
  employeeId,
  appraisals,
  editing,
  onClose,
}: {
  employeeId: string;
  appraisals: Appraisal[];
  editing: Editing;
  onClose: () => void;
}) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const saveAppraisal = useSaveAppraisal();
  const current = appraisals.find((appraisal) => appraisal.id === editing.appraisalId);
  // spec A §5: current values come from the previous appraisal and are locked when one exists.
  const locked = lockedCurrentValues(appraisals, editing.appraisalId);
  const form = useForm<AppraisalBody>({
    resolver: zodResolver(appraisalBodySchema),
    defaultValues: {
      currentDesignation: locked?.currentDesignation ?? current?.currentDesignation ?? '',
      currentSalary: String(locked?.currentSalary ?? current?.currentSalary ?? ''),
      newDesignation: current?.newDesignation ?? '',
      newSalary: current ? String(current.newSalary) : '',
      appraisalDate: current?.appraisalDate ?? '',
    },
  });
  const { control, handleSubmit } = form;
  const applyServerErrors = useServerFieldErrors(form);

  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      saveAppraisal.mutateAsync(
        { employeeId, appraisalId: editing.appraisalId, body },
        {
          onSuccess: () => {
            toast.success(employeePulseTexts.appraisalSaved);
            onClose();
          },
          onError: (error) => {
            applyServerErrors(error);
            feedback.onError(error);
          },
        },
      ),
    ),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 2, mt: 2 }}
      aria-label={editing.appraisalId ? 'Edit Appraisal' : 'Add Appraisal'}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={form.formState.isDirty && !saveAppraisal.isSuccess} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {editing.appraisalId ? 'Edit Appraisal' : 'Add Appraisal'}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="currentDesignation"
          label="Current Designation"
          isRequired
          disabled={locked !== null}
        />
        <FormTextField control={control} name="newDesignation" label="Appraised Designation" isRequired />
        <FormTextField
          control={control}
          name="currentSalary"
          label="Current Salary"
          isRequired
          disabled={locked !== null}
          inputMode="decimal"
        />
        <FormTextField control={control} name="newSalary" label="New Salary" isRequired inputMode="decimal" />
        <FormDateField control={control} name="appraisalDate" label="Appraisal Date" isRequired />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onClose} disabled={saveAppraisal.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saveAppraisal.isPending}
          startIcon={saveAppraisal.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </Box>
    </Paper>
  );
};

// spec A §2: the table for everyone who may see it; add, edit and delete for administrators, not on
// their own record.
export const EmployeeAppraisalsTab = ({ employeeId, canEdit }: { employeeId: string; canEdit: boolean }) => {
  const feedback = useMutationFeedback();
  const appraisals = useAppraisals(employeeId);
  const deleteAppraisal = useDeleteAppraisal();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Appraisal | null>(null);
  const currency = useOrganizationCurrency();

  // Adding and editing wait for the list: the form's current values come from the previous
  // appraisal (spec A §5).
  const rows = appraisals.data;

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAppraisal.mutate(
      { employeeId, appraisalId: toDelete.id },
      {
        onSuccess: feedback.onSuccess(employeePulseTexts.appraisalDeleted),
        onError: feedback.onError,
        onSettled: () => setToDelete(null),
      },
    );
  };

  const columns: DataTableColumn<Appraisal>[] = [
    {
      key: 'currentDesignation',
      header: 'Current Designation',
      render: (appraisal) => appraisal.currentDesignation,
    },
    { key: 'newDesignation', header: 'New Designation', render: (appraisal) => appraisal.newDesignation },
    {
      key: 'currentSalary',
      header: 'Current Salary',
      render: (appraisal) => formatMoney(appraisal.currentSalary, currency),
      align: 'right',
    },
    {
      key: 'newSalary',
      header: 'New Salary',
      render: (appraisal) => formatMoney(appraisal.newSalary, currency),
      align: 'right',
    },
    {
      key: 'date',
      header: 'Appraisal Date',
      render: (appraisal) => formatDayMonthYear(appraisal.appraisalDate),
    },
  ];
  const actionColumn: DataTableColumn<Appraisal> = {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    isRowActions: true,
    render: (appraisal) => (
      <>
        <IconButton
          aria-label={`Edit appraisal of ${formatDayMonthYear(appraisal.appraisalDate)}`}
          onClick={() => setEditing({ appraisalId: appraisal.id })}
        >
          <EditOutlinedIcon />
        </IconButton>
        <IconButton
          aria-label={`Delete appraisal of ${formatDayMonthYear(appraisal.appraisalDate)}`}
          color="error"
          onClick={() => setToDelete(appraisal)}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </>
    ),
  };

  return (
    <Box>
      {canEdit && editing === null && rows && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ appraisalId: null })}
          >
            Add Appraisal
          </Button>
        </Box>
      )}
      <DataTable
        label="Appraisals"
        columns={canEdit ? [...columns, actionColumn] : columns}
        rows={rows}
        rowKey={(appraisal) => appraisal.id}
        query={appraisals}
        emptyText="No appraisals yet."
      />
      {canEdit && editing !== null && rows && (
        // spec A §4: cancelling closes the form and reloads.
        <AppraisalForm
          key={editing.appraisalId ?? 'new'}
          employeeId={employeeId}
          appraisals={rows}
          editing={editing}
          onClose={() => {
            setEditing(null);
            void appraisals.refetch();
          }}
        />
      )}
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        aria-labelledby="delete-appraisal-title"
      >
        <DialogTitle id="delete-appraisal-title">Confirm!</DialogTitle>
        <DialogContent>
          <DialogContentText>Are you sure you want to delete this appraisal?</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={deleteAppraisal.isPending}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
