import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { chosenPasswordSchema, chosenPasswordTexts } from '@pulse/shared/domain/chosen-password';
import { paths } from '@pulse/shared/paths';
import { invitationTexts } from '@pulse/shared/spec-texts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/lookup-invitation';
import { NewPasswordFields } from './new-password-fields';

// The length rule is checked here; whether the password is too common or holds the person's name, on
// the server (its message lands on the field).
const choosePasswordSchema = z
  .object({ password: chosenPasswordSchema, confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: chosenPasswordTexts.mismatch,
  });

// The invited employee chooses their password, then signs in as everyone does.
export const AcceptInvitationForm = ({ token }: { token: string }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const form = useForm({
    resolver: zodResolver(choosePasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const applyServerErrors = useServerFieldErrors(form);

  const onSubmit = useGuardedSubmit(
    form.handleSubmit(({ password }) =>
      accept.mutateAsync(
        { token, password },
        {
          onSuccess: () => {
            toast.success(invitationTexts.accepted, { durationMs: 6000 });
            navigate(paths.signIn.getHref(), { replace: true });
          },
          onError: (error) => {
            if (!applyServerErrors(error)) feedback.onError(error);
          },
        },
      ),
    ),
  );

  if (invitation.isPending)
    return <Skeleton variant="rounded" height={180} aria-label="Loading invitation" />;
  if (invitation.isError) return <Alert severity="error">{errorMessage(invitation.error)}</Alert>;
  const { name, officialEmail, organizationName } = invitation.data;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={invitationTexts.pageTitle}>
      <Typography>
        Welcome, {name}. You are joining <strong>{organizationName}</strong>; you will sign in with{' '}
        <strong>{officialEmail}</strong>.
      </Typography>
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={officialEmail} readOnly />
      <NewPasswordFields
        control={form.control}
        names={{ password: 'password', confirmation: 'confirmation' }}
        hint={chosenPasswordTexts.tooShort}
      />
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {accept.isPending || accept.isSuccess ? (
          <CircularProgress aria-label="Setting password" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            {invitationTexts.setPassword}
          </Button>
        )}
      </Box>
    </Box>
  );
};
