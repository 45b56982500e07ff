import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { type SignUpBody, signUpBodySchema } from '@pulse/shared/contracts/auth';
import { employeeTexts, pulseTexts } from '@pulse/shared/spec-texts';
import { useMemo } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useSignUp } from '../api/sign-up';

type Field = FieldPath<SignUpBody>;

const FIELDS: { name: Exclude<Field, 'timeZone'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'organizationName', label: 'Organization Name', type: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];
const FIELD_NAMES = new Set<string>([...FIELDS.map((field) => field.name), 'timeZone']);

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The server names a field by a path such as `email` or `body.email`; its last segment is the field.
const fieldOf = (path: string): Field | undefined => {
  const name = path.split(/[./]/).pop() ?? '';
  return FIELD_NAMES.has(name) ? (name as Field) : undefined;
};

export const SignUpForm = () => {
  const toast = useToast();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const timeZones = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone');
    const own = browserTimeZone();
    // Some browsers report a zone (e.g. UTC) that their own list leaves out.
    return zones.includes(own) ? zones : [own, ...zones];
  }, []);

  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { name: '', organizationName: '', email: '', password: '', timeZone: browserTimeZone() },
  });

  const onSubmit = handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: () => {
        toast.success(pulseTexts.organizationCreated);
        navigate(paths.dashboard.getHref(), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError('email', { message: error.detail }, { shouldFocus: true });
          return;
        }
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
        let isShownOnAField = false;
        for (const { path, message } of fieldErrors) {
          const field = fieldOf(path);
          if (!field) continue;
          setError(field, { message }, { shouldFocus: !isShownOnAField });
          isShownOnAField = true;
        }
        if (!isShownOnAField) toast.error(errorMessage(error));
      },
    }),
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
          hint={name === 'password' ? employeeTexts.trackerPasswordRule : undefined}
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
