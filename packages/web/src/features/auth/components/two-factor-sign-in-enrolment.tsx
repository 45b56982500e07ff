import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { SignInResult } from '@pulse/shared/contracts/auth';
import { type EnrolledSignInResult, twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useConfirmSignInEnrolment } from '../api/confirm-sign-in-enrolment';
import { useStartSignInEnrolment } from '../api/start-sign-in-enrolment';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type TwoFactorSignInEnrolmentProps = {
  challenge: string;
  onSignedIn: (result: SignInResult) => void;
  onRestart: () => void;
  isRedirecting: boolean;
};

// Hardening (two-factor sign-in): an administrator whose organisation requires two-factor and who
// has none sets it up here, after the password and before the session starts; the recovery codes
// are shown before going on.
export const TwoFactorSignInEnrolment = ({
  challenge,
  onSignedIn,
  onRestart,
  isRedirecting,
}: TwoFactorSignInEnrolmentProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const start = useStartSignInEnrolment();
  const confirm = useConfirmSignInEnrolment();
  const [signedIn, setSignedIn] = useState<EnrolledSignInResult | null>(null);

  const whenEnded = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'TWO_FACTOR_CHALLENGE_ENDED') {
      toast.error(error.detail);
      onRestart();
    } else feedback.onError(error);
  };

  // A secret is made once for this screen; the challenge names whose.
  const { mutate: startEnrolment } = start;
  useEffect(() => {
    startEnrolment({ challenge });
  }, [challenge, startEnrolment]);

  if (signedIn) {
    if (isRedirecting) return <CircularProgress aria-label="Signing in" size={32} />;
    const { recoveryCodes, ...result } = signedIn;
    return (
      <RecoveryCodesPanel
        recoveryCodes={recoveryCodes}
        doneLabel={twoFactorTexts.continue}
        onDone={() => onSignedIn(result)}
      />
    );
  }

  return (
    <Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {twoFactorTexts.enrolmentRequired}
      </Alert>
      {start.isError ? (
        <Alert severity="error">{errorMessage(start.error)}</Alert>
      ) : start.data ? (
        <AuthenticatorSetup
          enrolment={start.data}
          isPending={confirm.isPending}
          onConfirm={(code) => confirm.mutateAsync({ challenge, code }, { onSuccess: setSignedIn })}
          onOtherError={whenEnded}
        />
      ) : (
        <Skeleton variant="rounded" height={320} aria-label="Preparing two-factor sign-in" />
      )}
      <Box sx={{ mt: 2 }}>
        <Link component="button" type="button" onClick={onRestart}>
          {twoFactorTexts.backToSignIn}
        </Link>
      </Box>
    </Box>
  );
};
