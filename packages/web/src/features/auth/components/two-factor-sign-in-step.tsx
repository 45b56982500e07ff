import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SignInResult } from '@pulse/shared/contracts/auth';
import { twoFactorCodeBodySchema, twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError } from '../../../lib/api-error';
import { useSignInWithCode } from '../api/sign-in-with-code';

// The same field as the API's, with the message that names what this mode asks for.
const recoveryCodeFormSchema = z.object({
  code: z.string().trim().min(1, twoFactorTexts.recoveryCodeRequired).max(64),
});

type TwoFactorSignInStepProps = {
  challenge: string;
  onSignedIn: (result: SignInResult) => void;
  // Back to the password: the challenge has ended (5 minutes, 5 wrong codes) or the person chose to.
  onRestart: () => void;
  isRedirecting: boolean;
};

// A code that is not right, or the app's code used already: said under the field, to try again.
const CODE_REFUSALS = new Set(['TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_CODE_REUSED']);

type CodeFormProps = TwoFactorSignInStepProps & { isRecovery: boolean; onSwitchMode: () => void };

// One form per mode (keyed by it), so the schema, the field and its message start afresh.
const CodeForm = ({
  challenge,
  onSignedIn,
  onRestart,
  isRedirecting,
  isRecovery,
  onSwitchMode,
}: CodeFormProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const signIn = useSignInWithCode();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(isRecovery ? recoveryCodeFormSchema : twoFactorCodeBodySchema),
    defaultValues: { code: '' },
  });

  const onSubmit = useGuardedSubmit(
    handleSubmit(({ code }) =>
      signIn.mutateAsync(
        { challenge, code },
        {
          onSuccess: onSignedIn,
          onError: (error) => {
            if (error instanceof ApiError && CODE_REFUSALS.has(error.code)) {
              setError('code', { message: error.detail }, { shouldFocus: true });
            } else if (error instanceof ApiError && error.code === 'TWO_FACTOR_CHALLENGE_ENDED') {
              toast.error(error.detail);
              onRestart();
            } else feedback.onError(error);
          },
        },
      ),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={twoFactorTexts.title}>
      <Typography component="h2" variant="h6">
        {twoFactorTexts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {isRecovery ? twoFactorTexts.recoveryPrompt : twoFactorTexts.codePrompt}
      </Typography>
      <FormTextField
        control={control}
        name="code"
        label={isRecovery ? twoFactorTexts.recoveryCodeLabel : twoFactorTexts.codeLabel}
        // The browser offers a one-time code from the phone only where it fits.
        autoComplete={isRecovery ? 'off' : 'one-time-code'}
        autoFocus
        slotProps={{
          htmlInput: {
            'aria-required': true,
            ...(isRecovery ? { spellCheck: false } : { inputMode: 'numeric' }),
          },
        }}
      />
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {signIn.isPending || isRedirecting ? (
          <CircularProgress aria-label="Signing in" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            {twoFactorTexts.verify}
          </Button>
        )}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={onSwitchMode}>
          {isRecovery ? twoFactorTexts.useAuthenticator : twoFactorTexts.useRecoveryCode}
        </Link>
        <Link component="button" type="button" onClick={onRestart}>
          {twoFactorTexts.backToSignIn}
        </Link>
      </Box>
    </Box>
  );
};

// Hardening (two-factor sign-in): the second step of sign-in, a code from the authenticator app or
// one of the recovery codes.
export const TwoFactorSignInStep = (props: TwoFactorSignInStepProps) => {
  const [isRecovery, setIsRecovery] = useState(false);
  return (
    <CodeForm
      key={isRecovery ? 'recovery' : 'authenticator'}
      {...props}
      isRecovery={isRecovery}
      onSwitchMode={() => setIsRecovery((current) => !current)}
    />
  );
};
