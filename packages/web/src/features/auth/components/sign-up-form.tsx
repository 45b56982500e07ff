import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type SignUpBody, signUpBodySchema } from '@pulse/shared/contracts/auth';
import { paths } from '@pulse/shared/paths';
import { pulseTexts, signUpTexts } from '@pulse/shared/spec-texts';
import { useMemo } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { ApiError } from '../../../lib/api-error';
import { useSignUp } from '../api/sign-up';

type Field = FieldPath<SignUpBody>;

const FIELDS: { name: Exclude<Field, 'timeZone'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'organizationName', label: 'Organization Name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const SignUpForm = () => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const timeZones = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const own = browserTimeZone();
    // Some browsers report a zone (e.g. UTC) that their own list leaves out.
    return zones.includes(own) ? zones : [own, ...zones];
  }, []);

  const form = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { name: '', organizationName: '', email: '', password: '', timeZone: browserTimeZone() },
  });
  const { control, handleSubmit, setError } = form;
  const applyServerErrors = useServerFieldErrors(form);

  // One request per click, however fast the clicks come.
  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      signUp.mutateAsync(body, {
        onSuccess: () => {
          toast.success(pulseTexts.organizationCreated);
          navigate(paths.dashboard.getHref(), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setError('email', { message: error.detail }, { shouldFocus: true });
            return;
          }
          if (!applyServerErrors(error)) feedback.onError(error);
        },
      }),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={label}
          type={type}
          autoComplete={autoComplete}
          isRequired
          hint={name === 'password' ? signUpTexts.passwordHint : undefined}
        />
      ))}
      <FormTextField
        control={control}
        name="timeZone"
        select
        label="Time zone"
        slotProps={{ select: { native: true } }}
      >
        {timeZones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </FormTextField>
      <Box sx={{ mt: 2, minHeight: 42, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {signUp.isPending || signUp.isSuccess ? (
          <CircularProgress aria-label="Creating organization" size={32} />
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            Create organization
          </Button>
        )}
      </Box>
    </Box>
  );
};
