import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { passwordTexts, resetPasswordFormSchema } from '@pulse/shared/contracts/passwords';
import { paths } from '@pulse/shared/paths';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

export const isLinkInvalid = (error: unknown) =>
  error instanceof ApiError && error.code === 'PASSWORD_RESET_LINK_INVALID';

// Expired, used, superseded or mangled: one message, and the way to a new link.
export const ResetLinkInvalid = () => (
  <Alert severity="error">
    {passwordTexts.linkInvalid}{' '}
    <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
      {passwordTexts.askAgain}
    </Link>
  </Alert>
);

// The page a reset link opens: the new password twice. The server judges its strength (the policy's
// message comes back under the field); the browser checks the length and that both agree.
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const feedback = useMutationFeedback();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const applyServerErrors = useServerFieldErrors(form);
  const onSubmit = useGuardedSubmit(
    form.handleSubmit(({ password }) =>
      reset.mutateAsync(
        { token, password },
        {
          onError: (error) => {
            // Said in place of the form, below.
            if (isLinkInvalid(error)) return;
            if (!applyServerErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  if (isLinkInvalid(reset.error)) return <ResetLinkInvalid />;
  if (reset.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {passwordTexts.passwordSet}{' '}
        <Link component={RouterLink} to={paths.login.getHref()}>
          Sign in
        </Link>
      </Alert>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <NewPasswordFields
        control={form.control}
        names={{ password: 'password', confirmation: 'confirmPassword' }}
      />
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {reset.isPending ? (
          <CircularProgress aria-label="Setting the password" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            {passwordTexts.setPassword}
          </Button>
        )}
      </Box>
    </Box>
  );
};
