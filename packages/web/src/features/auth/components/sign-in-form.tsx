import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type SignInResult, signInBodySchema } from '@pulse/shared/contracts/auth';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useSignIn } from '../api/sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { TwoFactorSignInEnrolment } from './two-factor-sign-in-enrolment';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';

// Hardening (two-factor sign-in): after a right password, the code or (an administrator the
// organisation requires it of) setting two-factor up, before the session starts.
type Step = { kind: 'password' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string };

type PasswordFormProps = {
  onSignedIn: (result: SignInResult) => void;
  onTwoFactor: (step: Step) => void;
  isRedirecting: boolean;
};

const PasswordForm = ({ onSignedIn, onTwoFactor, isRedirecting }: PasswordFormProps) => {
  const feedback = useMutationFeedback();
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

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
    </Box>
  );
};

export const SignInForm = () => {
  const { finish, isRedirecting } = useFinishSignIn();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const restart = () => setStep({ kind: 'password' });

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
  return <PasswordForm onSignedIn={finish} onTwoFactor={setStep} isRedirecting={isRedirecting} />;
};
