import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { formatDayIn } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useEmployeeTwoFactor } from '../api/get-employee-two-factor';
import { useResetEmployeeTwoFactor } from '../api/reset-employee-two-factor';

type EmployeeTwoFactorPanelProps = {
  employeeId: string;
  employeeName: string;
  timeZone: string;
  // One's own is changed on My Profile, with a code or the password.
  isOwnRecord: boolean;
};

// Hardening (two-factor sign-in): on the administrator's edit screen, whether the employee's
// two-factor sign-in is on, and a reset (with a confirmation) for someone who lost their phone.
export const EmployeeTwoFactorPanel = ({
  employeeId,
  employeeName,
  timeZone,
  isOwnRecord,
}: EmployeeTwoFactorPanelProps) => {
  const feedback = useMutationFeedback();
  const status = useEmployeeTwoFactor(employeeId);
  const reset = useResetEmployeeTwoFactor();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmReset = () =>
    reset.mutate(employeeId, {
      onSuccess: feedback.onSuccess(twoFactorTexts.resetDone),
      onError: feedback.onError,
      onSettled: () => setIsConfirming(false),
    });

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 2 }}
      aria-label={twoFactorTexts.title}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {twoFactorTexts.title}
      </Typography>
      {status.isPending ? (
        <Skeleton variant="rounded" height={40} aria-label="Loading two-factor sign-in" />
      ) : status.isError ? (
        <Typography color="text.secondary">—</Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography>
            {status.data.isEnabled && status.data.enabledAt
              ? twoFactorTexts.adminStatusOn(formatDayIn(status.data.enabledAt, timeZone))
              : twoFactorTexts.adminStatusOff}
          </Typography>
          {status.data.isEnabled &&
            (isOwnRecord ? (
              <Typography variant="body2" color="text.secondary">
                {twoFactorTexts.resetOwn}
              </Typography>
            ) : (
              <Button type="button" color="error" onClick={() => setIsConfirming(true)}>
                {twoFactorTexts.reset}
              </Button>
            ))}
        </Box>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Confirm!"
        question={twoFactorTexts.resetQuestion(employeeName)}
        cancelLabel="Cancel"
        confirmLabel="Reset"
        isDestructive
        isPending={reset.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={confirmReset}
      />
    </Paper>
  );
};
