import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type SubmitTimesheetBody, submitTimesheetBodySchema } from '@pulse/shared/contracts/timesheets';
import { formatWeekRange, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { TIMESHEET_LIMITS, timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { errorMessage } from '../../../lib/api-error';

type Values = { note: string };

type SubmitWeekDialogProps = {
  weekStart: string;
  weekEnd: string;
  isPending: boolean;
  onConfirm: (body: SubmitTimesheetBody) => Promise<unknown>;
  onCancel: () => void;
};

// The employee sends their week, with an optional note for the approver. Mounted only while open.
export const SubmitWeekDialog = ({
  weekStart,
  weekEnd,
  isPending,
  onConfirm,
  onCancel,
}: SubmitWeekDialogProps) => {
  const titleId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, getValues } = useForm<Values, unknown, SubmitTimesheetBody>({
    resolver: zodResolver(submitTimesheetBodySchema) as unknown as Resolver<
      Values,
      unknown,
      SubmitTimesheetBody
    >,
    defaultValues: { note: '' },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const onSubmit = useGuardedSubmit(
    handleSubmit(async (body) => {
      setRefusal(null);
      try {
        await onConfirm(body);
      } catch (error) {
        if (!showFieldErrors(error)) setRefusal(errorMessage(error));
      }
    }),
  );
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{texts.submitTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{formatWeekRange(weekStart, weekEnd)}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{texts.submitQuestion}</DialogContentText>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="note"
            label={texts.noteLabel}
            hint={`At most ${TIMESHEET_LIMITS.noteMaxLength} characters`}
            multiline
            minRows={2}
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
            disabled={isPending}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {timesheetTexts.submitButton}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
