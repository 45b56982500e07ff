import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { addDays } from '@pulse/shared/domain/organization-day';
import {
  lockedDone,
  lockedUpTo,
  lockQuestion,
  timesheetPageTexts as texts,
} from '@pulse/shared/domain/timesheet-page-texts';
import { timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { useId, useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { LoadError } from '../../../components/feedback/query-feedback';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useTimesheetLock } from '../api/get-timesheet-lock';
import { useSetTimesheetLock } from '../api/set-timesheet-lock';

type TimesheetLockPanelProps = { today: string; timeZone: string };

// Administrators close payroll: every day up to a date is locked (manual time and re-opening refused),
// or unlocked again.
export const TimesheetLockPanel = ({ today, timeZone }: TimesheetLockPanelProps) => {
  const headingId = useId();
  const toast = useToast();
  const lock = useTimesheetLock();
  const setLock = useSetTimesheetLock();
  const [date, setDate] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<'lock' | 'unlock' | null>(null);
  const current = lock.data;
  const lastPastDay = addDays(today, -1);

  // The field holds a whole date or nothing. Checked here with the rule's texts: the contract's
  // union (a date or null) answers an empty string with zod's own 'Invalid input'.
  const askToLock = () => {
    if (!date) return setFieldError(timesheetTexts.lockDateRequired);
    if (date > lastPastDay) return setFieldError(timesheetTexts.lockInFuture);
    setFieldError(undefined);
    setConfirming('lock');
  };

  const confirm = useGuardedSubmit(async () => {
    const lockedThrough = confirming === 'lock' ? date : null;
    await setLock.mutateAsync(
      { lockedThrough },
      {
        onSuccess: () => {
          toast.success(lockedThrough ? lockedDone(lockedThrough) : texts.unlocked);
          setDate('');
        },
        // A refusal about the date (a day not yet past) belongs under the field.
        onError: (error) => {
          const message = error instanceof ApiError ? error.fieldErrors[0]?.message : undefined;
          if (message) setFieldError(message);
          else toast.error(errorMessage(error));
        },
        onSettled: () => setConfirming(null),
      },
    );
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {texts.lockHeading}
      </Typography>
      {lock.isPending ? (
        <Skeleton variant="text" width={280} />
      ) : lock.isError ? (
        <LoadError error={lock.error} onRetry={() => lock.refetch()} />
      ) : current?.lockedThrough ? (
        <Typography variant="body2">
          <strong>{lockedUpTo(current.lockedThrough)}</strong>
          {current.lockedBy && current.lockedAt
            ? ` · by ${current.lockedBy.name} on ${formatDateTimeIn(current.lockedAt, timeZone)}`
            : ''}
        </Typography>
      ) : (
        <Typography variant="body2">{texts.notLocked}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {texts.lockHint}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateField
          label={texts.lockDateLabel}
          value={date}
          onChange={(next) => {
            setDate(next);
            setFieldError(undefined);
          }}
          max={lastPastDay}
          error={fieldError}
          isRequired
        />
        <Button variant="contained" startIcon={<LockOutlinedIcon />} onClick={askToLock} sx={{ mt: 0.25 }}>
          {texts.lockButton}
        </Button>
        {current?.lockedThrough && (
          <Button
            variant="outlined"
            startIcon={<LockOpenOutlinedIcon />}
            onClick={() => setConfirming('unlock')}
            sx={{ mt: 0.25 }}
          >
            {texts.unlockButton}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'unlock' ? texts.unlockTitle : texts.lockTitle}
        question={confirming === 'unlock' ? texts.unlockQuestion : lockQuestion(date)}
        cancelLabel={texts.cancel}
        confirmLabel={confirming === 'unlock' ? texts.unlockButton : texts.lockButton}
        isPending={setLock.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Paper>
  );
};
