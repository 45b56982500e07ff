import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_TOKEN_AREAS,
  API_TOKEN_EXPIRY_DAYS,
  type ApiTokenArea,
  type ApiTokenScope,
  type CreateApiTokenBody,
  type CreatedApiToken,
  createApiTokenBodySchema,
} from '@pulse/shared/contracts/api-tokens';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { SecretDialog } from '../../../components/feedback/secret-dialog';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCreateApiToken } from '../api/create-api-token';
import { apiTokenUiTexts as texts } from './api-token-texts';

const areas = Object.entries(API_TOKEN_AREAS) as [ApiTokenArea, (typeof API_TOKEN_AREAS)[ApiTokenArea]][];

// A new token: its name, whom it acts as (administrators may make the organisation's), its scopes
// (read and write per area) and expiry; then its secret, shown this once. Mounted only while open.
export const CreateApiTokenDialog = ({
  canCreateOrganizationTokens,
  onClose,
}: {
  canCreateOrganizationTokens: boolean;
  onClose: () => void;
}) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const create = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { control, handleSubmit, setError, getValues, watch, setValue } = useForm<CreateApiTokenBody>({
    resolver: zodResolver(createApiTokenBodySchema),
    defaultValues: { name: '', kind: 'personal', scopes: [], expiresInDays: 90 },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const isOrganization = watch('kind') === 'organization';

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      create.mutateAsync(body, {
        onSuccess: (token) => {
          toast.success(texts.created);
          setCreated(token);
        },
        onError: (error) => {
          if (!showFieldErrors(error)) feedback.onError(error);
        },
      }),
    ),
  );

  return (
    <SecretDialog
      title={texts.createTitle}
      created={created}
      secretLabel={texts.secretLabel}
      secretTexts={texts.secret}
      isPending={create.isPending}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <FormTextField control={control} name="name" label={texts.nameLabel} isRequired autoFocus />
          {canCreateOrganizationTokens && (
            <Controller
              name="kind"
              control={control}
              render={({ field: { ref, onChange, ...field } }) => (
                <TextField
                  select
                  fullWidth
                  margin="normal"
                  label={texts.kindLabel}
                  {...field}
                  inputRef={ref}
                  onChange={(event) => {
                    onChange(event.target.value);
                    // An organisation token must expire (the schema's rule): never is not offered.
                    if (event.target.value === 'organization' && getValues('expiresInDays') === null)
                      setValue('expiresInDays', 90);
                  }}
                >
                  <MenuItem value="personal">{texts.kindNames.personal}</MenuItem>
                  <MenuItem value="organization">{texts.kindNames.organization}</MenuItem>
                </TextField>
              )}
            />
          )}
          <FormCheckboxGroup control={control} name="scopes" legend={texts.scopesLabel}>
            {({ isChosen, toggle }) =>
              areas.map(([area, { label, accesses }]) => (
                <div key={area} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ flex: '1 1 14rem' }}>
                    {label}
                  </Typography>
                  {accesses.map((access) => {
                    const scope = `${area}:${access}` as ApiTokenScope;
                    return (
                      <FormControlLabel
                        key={scope}
                        control={
                          <Checkbox size="small" checked={isChosen(scope)} onChange={() => toggle(scope)} />
                        }
                        label={access === 'read' ? texts.read : texts.write}
                        slotProps={{ typography: { variant: 'body2' } }}
                        aria-label={`${label}: ${access === 'read' ? texts.read : texts.write}`}
                      />
                    );
                  })}
                </div>
              ))
            }
          </FormCheckboxGroup>
          <Controller
            name="expiresInDays"
            control={control}
            render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
              <TextField
                select
                fullWidth
                margin="normal"
                label={texts.expiryLabel}
                {...field}
                value={value === null ? 'never' : String(value)}
                onChange={(event) =>
                  onChange(event.target.value === 'never' ? null : Number(event.target.value))
                }
                inputRef={ref}
                error={fieldState.invalid}
                helperText={fieldState.error?.message}
              >
                {API_TOKEN_EXPIRY_DAYS.map((days) => (
                  <MenuItem key={days} value={String(days)}>
                    {texts.expiryNames[days]}
                  </MenuItem>
                ))}
                {!isOrganization && <MenuItem value="never">{texts.expiryNames.never}</MenuItem>}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={texts.submit}
          onCancel={onClose}
          isPending={create.isPending}
        />
      </form>
    </SecretDialog>
  );
};
