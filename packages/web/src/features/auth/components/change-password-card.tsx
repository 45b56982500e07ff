import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema, passwordTexts } from '@pulse/shared/contracts/passwords';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useChangeOwnPassword } from '../api/change-own-password';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

// My Profile's card: the current password, then the new one twice. A wrong current password or a
// new one the policy refuses shows under its field; success keeps this session and says what ended.
export const ChangePasswordCard = () => {
  const feedback = useMutationFeedback();
  const change = useChangeOwnPassword();
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const applyServerErrors = useServerFieldErrors(form);
  const onSubmit = useGuardedSubmit(
    form.handleSubmit(({ currentPassword, newPassword }) =>
      change.mutateAsync(
        { currentPassword, newPassword },
        {
          onSuccess: () => {
            form.reset(EMPTY);
            feedback.onSuccess(passwordTexts.passwordChanged)();
          },
          onError: (error) => {
            if (!applyServerErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 2 }}
      aria-label={passwordTexts.changeTitle}
    >
      <Typography component="h2" variant="h6">
        {passwordTexts.changeTitle}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={form.control}
          name="currentPassword"
          label={passwordTexts.currentPassword}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <NewPasswordFields
          control={form.control}
          names={{ password: 'newPassword', confirmation: 'confirmPassword' }}
          hint={passwordTexts.resetSubtitle}
        />
        <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={change.isPending}>
          {passwordTexts.changePassword}
        </Button>
      </Box>
    </Paper>
  );
};
