import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { rejectTimesheetBodySchema } from '@pulse/shared/contracts/timesheets';
import { timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_LIMITS } from '@pulse/shared/domain/timesheet-status';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCountedTextField } from '../../../components/form/form-counted-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { errorMessage } from '../../../lib/api-error';

type ReasonDialogProps = {
  title: string;
  // What is rejected: one week, or how many.
  question: string;
  confirmLabel: string;
  isPending: boolean;
  // Sends the reason; resolves once the server has answered yes.
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
};

// Rejecting one week or many: the reason is required (the employee reads why) and checked by the
// shared schema before sending. The server's field messages show under the field; any other refusal
// (the week was decided meanwhile, a lock) shows in the dialog, which stays open to be read. Mounted
// only while open, so each opening starts empty.
export const ReasonDialog = ({
  title,
  question,
  confirmLabel,
  isPending,
  onConfirm,
  onCancel,
}: ReasonDialogProps) => {
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm({
    resolver: zodResolver(rejectTimesheetBodySchema),
    defaultValues: { reason: '' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const onSubmit = useGuardedSubmit(
    handleSubmit(async ({ reason }) => {
      setRefusal(null);
      try {
        await onConfirm(reason);
      } catch (error) {
        if (!showFieldErrors(error)) setRefusal(errorMessage(error));
      }
    }),
  );
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
          <FormCountedTextField
            control={control}
            name="reason"
            label={texts.reasonLabel}
            max={TIMESHEET_LIMITS.reasonMaxLength}
            multiline
            minRows={3}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onCancel} disabled={isPending}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isPending}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
