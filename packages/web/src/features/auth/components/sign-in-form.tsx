import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type SignInResult, signInBodySchema } from '@pulse/shared/contracts/auth';
import { isSsoErrorCode, ssoTexts } from '@pulse/shared/contracts/sso';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useSignIn } from '../api/sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSsoOption } from '../hooks/use-sso-option';
import { SsoSignInButton } from './sso-sign-in-button';
import { TwoFactorSignInEnrolment } from './two-factor-sign-in-enrolment';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';

// Hardening (two-factor sign-in): after a right password, the code or (an administrator the
// organisation requires it of) setting two-factor up, before the session starts.
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string };

type PasswordFormProps = {
  onSignedIn: (result: SignInResult) => void;
  onTwoFactor: (step: Step) => void;
  isRedirecting: boolean;
  // Single sign-on offered by the organisation's own sign-in address, whatever e-mail is typed.
  organizationId: string | undefined;
};

const PasswordForm = ({ onSignedIn, onTwoFactor, isRedirecting, organizationId }: PasswordFormProps) => {
  const feedback = useMutationFeedback();
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const ssoOption = useSsoOption(organizationId, useWatch({ control, name: 'email' }));

  // One sign-in per click, however fast the clicks come: the button becomes a spinner a render later.
  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      signIn.mutateAsync(body, {
        onSuccess: (answer) => {
          if ('twoFactorRequired' in answer) onTwoFactor({ kind: 'code', challenge: answer.challenge });
          else if ('twoFactorEnrolmentRequired' in answer)
            onTwoFactor({ kind: 'enrol', challenge: answer.challenge });
          else onSignedIn(answer);
        },
        onError: feedback.onError,
      }),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="email"
        label="Email Address"
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <Controller
        name="rememberMe"
        control={control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControlLabel
            label="Remember me"
            control={
              <Checkbox
                {...field}
                slotProps={{ input: { ref } }}
                checked={value ?? false}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {signIn.isPending || isRedirecting ? (
          <CircularProgress aria-label="Signing in" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        )}
      </Box>
      {ssoOption && <SsoSignInButton option={ssoOption} />}
    </Box>
  );
};

// Back from the provider: the two-factor step it leads to (/login?sso-step=verify#challenge=…), read
// once and taken out of the address so a reload or a shared link does not carry the challenge.
const initialStepOf = (searchParams: URLSearchParams): Step => {
  const kind = searchParams.get('sso-step');
  const challenge = new URLSearchParams(window.location.hash.slice(1)).get('challenge');
  if (!challenge || (kind !== 'verify' && kind !== 'enrol')) return { kind: 'password' };
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return kind === 'verify' ? { kind: 'code', challenge } : { kind: 'enrol', challenge };
};

export const SignInForm = ({ organizationId }: { organizationId?: string | undefined }) => {
  const { finish, isRedirecting } = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() => initialStepOf(searchParams));
  const restart = () => setStep({ kind: 'password' });
  const ssoError = searchParams.get('sso-error');

  if (step.kind === 'code') {
    return (
      <TwoFactorSignInStep
        challenge={step.challenge}
        onSignedIn={finish}
        onRestart={restart}
        isRedirecting={isRedirecting}
      />
    );
  }
  if (step.kind === 'enrol') {
    return (
      <TwoFactorSignInEnrolment
        challenge={step.challenge}
        onSignedIn={finish}
        onRestart={restart}
        isRedirecting={isRedirecting}
      />
    );
  }
  return (
    <>
      {isSsoErrorCode(ssoError) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {ssoTexts.errors[ssoError]}
        </Alert>
      )}
      <PasswordForm
        onSignedIn={finish}
        onTwoFactor={setStep}
        isRedirecting={isRedirecting}
        organizationId={organizationId}
      />
    </>
  );
};
