import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { formatDayIn } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useConfirmOwnEnrolment } from '../api/confirm-own-enrolment';
import { useDisableOwnTwoFactor } from '../api/disable-own-two-factor';
import { useOwnTwoFactor } from '../api/get-own-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartOwnEnrolment } from '../api/start-own-enrolment';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorProofDialog } from './two-factor-proof-dialog';

type Stage = 'status' | 'setup' | 'codes';

// Hardening (two-factor sign-in): My Profile's card. Off: set it up (QR code, then a code to confirm,
// then the recovery codes once). On: new recovery codes, or turn it off (unless the organisation
// requires it); both ask for a code or the password.
export const TwoFactorCard = ({ timeZone }: { timeZone: string }) => {
  const feedback = useMutationFeedback();
  const status = useOwnTwoFactor();
  const start = useStartOwnEnrolment();
  const confirm = useConfirmOwnEnrolment();
  const disable = useDisableOwnTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [stage, setStage] = useState<Stage>('status');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'disable' | 'regenerate' | null>(null);

  const showCodes = (codes: string[]) => {
    setRecoveryCodes(codes);
    setStage('codes');
  };

  const body = () => {
    if (status.isPending)
      return <Skeleton variant="rounded" height={64} aria-label="Loading two-factor sign-in" />;
    if (status.isError) return <Alert severity="error">{errorMessage(status.error)}</Alert>;
    if (stage === 'codes') {
      return (
        <RecoveryCodesPanel
          recoveryCodes={recoveryCodes}
          doneLabel={twoFactorTexts.done}
          onDone={() => {
            setRecoveryCodes([]);
            setStage('status');
          }}
        />
      );
    }
    if (stage === 'setup' && start.data) {
      return (
        <AuthenticatorSetup
          enrolment={start.data}
          isPending={confirm.isPending}
          onConfirm={(code) =>
            confirm.mutateAsync({ code }, { onSuccess: ({ recoveryCodes: codes }) => showCodes(codes) })
          }
          onOtherError={feedback.onError}
          onCancel={() => setStage('status')}
        />
      );
    }
    const { isEnabled, enabledAt, recoveryCodesLeft, isRequired } = status.data;
    return (
      <>
        <Typography>
          {isEnabled && enabledAt
            ? twoFactorTexts.statusOn(formatDayIn(enabledAt, timeZone), recoveryCodesLeft)
            : twoFactorTexts.statusOff}
        </Typography>
        {isRequired && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {twoFactorTexts.requiredByOrganization}
          </Typography>
        )}
        <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {isEnabled ? (
            <>
              <Button type="button" variant="outlined" onClick={() => setDialog('regenerate')}>
                {twoFactorTexts.regenerate}
              </Button>
              {!isRequired && (
                <Button type="button" color="error" onClick={() => setDialog('disable')}>
                  {twoFactorTexts.turnOff}
                </Button>
              )}
            </>
          ) : (
            <Button
              type="button"
              variant="contained"
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, { onSuccess: () => setStage('setup'), onError: feedback.onError })
              }
            >
              {twoFactorTexts.setUp}
            </Button>
          )}
        </Box>
      </>
    );
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 2 }}
      aria-label={twoFactorTexts.title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="h6">
          {twoFactorTexts.title}
        </Typography>
        {status.data?.isEnabled && <Chip size="small" color="success" label="On" />}
      </Box>
      {body()}
      {dialog === 'disable' && (
        <TwoFactorProofDialog
          title={twoFactorTexts.turnOff}
          question={twoFactorTexts.turnOffQuestion}
          confirmLabel={twoFactorTexts.turnOff}
          isDestructive
          isPending={disable.isPending}
          onConfirm={(proof) =>
            disable.mutateAsync(
              { proof },
              {
                onSuccess: () => {
                  setDialog(null);
                  feedback.onSuccess(twoFactorTexts.turnedOff)();
                },
              },
            )
          }
          onOtherError={feedback.onError}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'regenerate' && (
        <TwoFactorProofDialog
          title={twoFactorTexts.regenerate}
          question={twoFactorTexts.regenerateQuestion}
          confirmLabel={twoFactorTexts.regenerate}
          isPending={regenerate.isPending}
          onConfirm={(proof) =>
            regenerate.mutateAsync(
              { proof },
              {
                onSuccess: ({ recoveryCodes: codes }) => {
                  setDialog(null);
                  showCodes(codes);
                },
              },
            )
          }
          onOtherError={feedback.onError}
          onCancel={() => setDialog(null)}
        />
      )}
    </Paper>
  );
};
