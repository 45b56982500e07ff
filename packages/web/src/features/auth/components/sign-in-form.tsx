import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import { signInBodySchema } from '@pulse/shared/contracts/auth';
import { SIGN_IN_REDIRECT_MS } from '@pulse/shared/domain/session-policy';
import { paths } from '@pulse/shared/paths';
import { signInTexts } from '@pulse/shared/spec-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { meQueryKey } from '../../../lib/query-client';
import { useSignIn } from '../api/sign-in';

export const SignInForm = () => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  // spec A §4: after a successful sign-in the spinner stays until the redirect, 2 seconds later.
  const [isRedirecting, setIsRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const { control, handleSubmit } = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  // One sign-in per click, however fast the clicks come: the button becomes a spinner a render later.
  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      signIn.mutateAsync(body, {
        onSuccess: (me) => {
          toast.success(signInTexts.success);
          setIsRedirecting(true);
          redirectTimer.current = window.setTimeout(() => {
            queryClient.setQueryData(meQueryKey, me);
            navigate(paths.dashboard.getHref(), { replace: true });
          }, SIGN_IN_REDIRECT_MS);
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
