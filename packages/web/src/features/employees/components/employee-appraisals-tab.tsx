import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
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
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type Appraisal, type AppraisalBody, appraisalBodySchema } from '@pulse/shared/contracts/employees';
import { lockedCurrentValues } from '@pulse/shared/domain/appraisal-rules';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { employeePulseTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useDeleteAppraisal } from '../api/delete-appraisal';
import { useAppraisals } from '../api/get-appraisals';
import { useSaveAppraisal } from '../api/save-appraisal';

const money = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

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
  const saveAppraisal = useSaveAppraisal();
  const current = appraisals.find((appraisal) => appraisal.id === editing.appraisalId);
  // spec A §5: current values come from the previous appraisal and are locked when one exists.
  const locked = lockedCurrentValues(appraisals, editing.appraisalId);
  const { control, handleSubmit, setError } = useForm<AppraisalBody>({
    resolver: zodResolver(appraisalBodySchema),
    defaultValues: {
      currentDesignation: locked?.currentDesignation ?? current?.currentDesignation ?? '',
      currentSalary: String(locked?.currentSalary ?? current?.currentSalary ?? ''),
      newDesignation: current?.newDesignation ?? '',
      newSalary: current ? String(current.newSalary) : '',
      appraisalDate: current?.appraisalDate ?? '',
    },
  });

  const onSubmit = handleSubmit((body) =>
    saveAppraisal.mutate(
      { employeeId, appraisalId: editing.appraisalId, body },
      {
        onSuccess: () => {
          toast.success(employeePulseTexts.appraisalSaved);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const fieldError of error.fieldErrors) {
              if (fieldError.path in body)
                setError(fieldError.path as FieldPath<AppraisalBody>, { message: fieldError.message });
            }
          }
          toast.error(errorMessage(error));
        },
      },
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
        <FormTextField
          control={control}
          name="appraisalDate"
          label="Appraisal Date"
          type="date"
          isRequired
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
        />
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
  const toast = useToast();
  const appraisals = useAppraisals(employeeId);
  const deleteAppraisal = useDeleteAppraisal();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Appraisal | null>(null);

  if (appraisals.isPending) return <Skeleton variant="rounded" height={160} />;
  if (appraisals.isError) return <Alert severity="error">{errorMessage(appraisals.error)}</Alert>;
  const rows = appraisals.data;

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAppraisal.mutate(
      { employeeId, appraisalId: toDelete.id },
      {
        onSuccess: () => toast.success(employeePulseTexts.appraisalDeleted),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setToDelete(null),
      },
    );
  };

  return (
    <Box>
      {canEdit && editing === null && (
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
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Appraisals">
          <TableHead>
            <TableRow>
              <TableCell>Current Designation</TableCell>
              <TableCell>New Designation</TableCell>
              <TableCell align="right">Current Salary</TableCell>
              <TableCell align="right">New Salary</TableCell>
              <TableCell>Appraisal Date</TableCell>
              {canEdit && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={canEdit ? 6 : 5} align="center">
                  No appraisals yet.
                </TableCell>
              </TableRow>
            ) : (
              rows.map((appraisal) => (
                <TableRow key={appraisal.id}>
                  <TableCell>{appraisal.currentDesignation}</TableCell>
                  <TableCell>{appraisal.newDesignation}</TableCell>
                  <TableCell align="right">{money.format(appraisal.currentSalary)}</TableCell>
                  <TableCell align="right">{money.format(appraisal.newSalary)}</TableCell>
                  <TableCell>{formatDayMonthYear(appraisal.appraisalDate)}</TableCell>
                  {canEdit && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {canEdit && editing !== null && (
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
