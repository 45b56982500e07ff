import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { forgotPasswordBodySchema, passwordTexts } from '@pulse/shared/contracts/passwords';
import { ssoTexts } from '@pulse/shared/contracts/sso';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSsoOption } from '../hooks/use-sso-option';
import { SsoSignInButton } from './sso-sign-in-button';

// Forgot password: the e-mail, then the server's one answer, which says nothing of whether the
// address has an account (a mistyped address gets the same, so the text says "if").
export const ForgotPasswordForm = () => {
  const feedback = useMutationFeedback();
  const request = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  // When the e-mail's organisation requires single sign-on, the page says so and offers the button;
  // the form still sends, for its break-glass administrator.
  const ssoOption = useSsoOption(undefined, useWatch({ control, name: 'email' }));
  const onSubmit = useGuardedSubmit(
    handleSubmit((body) => request.mutateAsync(body, { onError: feedback.onError })),
  );

  if (request.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {passwordTexts.linkSent}
      </Alert>
    );
  }
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
      {ssoOption?.isRequired && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {ssoTexts.resetNotAllowed(ssoOption.displayName)}
          <SsoSignInButton option={ssoOption} />
        </Alert>
      )}
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {request.isPending ? (
          <CircularProgress aria-label="Sending the link" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            {passwordTexts.sendLink}
          </Button>
        )}
      </Box>
    </Box>
  );
};
