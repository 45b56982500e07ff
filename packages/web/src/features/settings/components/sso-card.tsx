import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type SsoConnectionForm,
  type SsoSettings,
  ssoConnectionFormSchema,
  ssoTexts,
} from '@pulse/shared/contracts/sso';
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  useForm,
  useWatch,
} from 'react-hook-form';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { FormOptionalIdSelect } from '../../../components/form/form-optional-id-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteSsoSettings } from '../api/delete-sso-settings';
import { useMasterDataList } from '../api/get-master-data-list';
import { useSsoSettings } from '../api/get-sso-settings';
import { useSaveSsoSettings } from '../api/save-sso-settings';
import { MASTER_DATA_KINDS } from '../master-data-kinds';

type SwitchFieldProps<TValues extends FieldValues, TTransformed> = {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
};

const SwitchField = <TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
}: SwitchFieldProps<TValues, TTransformed>) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field } }) => (
      <FormControlLabel
        label={label}
        control={
          <Switch
            {...field}
            slotProps={{ input: { ref } }}
            checked={Boolean(value)}
            onChange={(_event, isChecked) => onChange(isChecked)}
          />
        }
      />
    )}
  />
);

const formValuesOf = ({ connection }: SsoSettings): SsoConnectionForm => ({
  displayName: connection?.displayName ?? '',
  issuerUrl: connection?.issuerUrl ?? '',
  clientId: connection?.clientId ?? '',
  clientSecret: '',
  emailDomains: connection?.emailDomains.join(', ') ?? '',
  isEnabled: connection?.isEnabled ?? true,
  isRequired: connection?.isRequired ?? false,
  breakGlassEmployeeId: connection?.breakGlassEmployeeId ?? null,
  isProvisioningEnabled: connection?.isProvisioningEnabled ?? false,
  provisioningDepartmentId: connection?.provisioningDepartmentId ?? null,
  provisioningDesignationId: connection?.provisioningDesignationId ?? null,
  provisioningShiftId: connection?.provisioningShiftId ?? null,
});

// The organisation's departments, designations or shifts, as choices; fetched once the switch is on.
const useChoices = (kind: 'department' | 'designation' | 'shift', isEnabled: boolean) => {
  const list = useMasterDataList(kind, isEnabled);
  return (list.data?.items ?? []).map((item) => ({
    id: item.id,
    name: MASTER_DATA_KINDS[kind].titleOf(item),
  }));
};

// Settings → Security: the organisation's OpenID Connect provider. The secret is write-only: the form
// never shows it, and a blank field keeps the saved one.
const SsoForm = ({ settings }: { settings: SsoSettings }) => {
  const feedback = useMutationFeedback();
  const save = useSaveSsoSettings();
  const remove = useDeleteSsoSettings();
  const [pending, setPending] = useState<'require' | 'remove' | null>(null);
  const { control, handleSubmit, setError, getValues, reset } = useForm({
    resolver: zodResolver(ssoConnectionFormSchema),
    defaultValues: formValuesOf(settings),
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const [isRequired, isProvisioningEnabled = false] = useWatch({
    control,
    name: ['isRequired', 'isProvisioningEnabled'],
  });
  const departments = useChoices('department', isProvisioningEnabled);
  const designations = useChoices('designation', isProvisioningEnabled);
  const shifts = useChoices('shift', isProvisioningEnabled);
  const wasRequired = settings.connection?.isRequired ?? false;

  const submit = handleSubmit((values) =>
    save.mutateAsync(values, {
      onSuccess: (saved) => {
        setPending(null);
        reset(formValuesOf(saved));
        feedback.onSuccess(ssoTexts.saved)();
      },
      onError: (error) => {
        setPending(null);
        if (!showFieldErrors(error)) feedback.onError(error);
      },
    }),
  );
  // Requiring single sign-on is asked once more: it changes how everyone signs in.
  const onSubmit = useGuardedSubmit(async (event) => {
    event?.preventDefault();
    if (isRequired && !wasRequired) {
      setPending('require');
      return;
    }
    await submit();
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="displayName"
        label={ssoTexts.displayName}
        hint={ssoTexts.displayNameHint}
        isRequired
      />
      <FormTextField
        control={control}
        name="issuerUrl"
        label={ssoTexts.issuerUrl}
        hint={ssoTexts.issuerUrlHint}
        isRequired
      />
      <FormTextField control={control} name="clientId" label={ssoTexts.clientId} isRequired />
      <FormTextField
        control={control}
        name="clientSecret"
        label={ssoTexts.clientSecret}
        type="password"
        autoComplete="new-password"
        hint={settings.connection?.hasClientSecret ? ssoTexts.clientSecretKeep : undefined}
        isRequired={!settings.connection}
      />
      <FormTextField
        control={control}
        name="emailDomains"
        label={ssoTexts.emailDomains}
        hint={ssoTexts.emailDomainsHint}
        isRequired
      />
      <SwitchField control={control} name="isEnabled" label={ssoTexts.isEnabled} />
      <SwitchField control={control} name="isRequired" label={ssoTexts.isRequired} />
      <Typography variant="body2" color="text.secondary">
        {ssoTexts.isRequiredHint}
      </Typography>
      <FormOptionalIdSelect
        control={control}
        name="breakGlassEmployeeId"
        label={ssoTexts.breakGlass}
        emptyLabel="—"
        choices={settings.administrators}
        hint={ssoTexts.breakGlassHint}
      />
      <SwitchField control={control} name="isProvisioningEnabled" label={ssoTexts.isProvisioningEnabled} />
      <Typography variant="body2" color="text.secondary">
        {ssoTexts.provisioningHint}
      </Typography>
      {isProvisioningEnabled && (
        <>
          <FormOptionalIdSelect
            control={control}
            name="provisioningDepartmentId"
            label={ssoTexts.provisioningDepartment}
            emptyLabel={ssoTexts.noProvisioningDefault}
            choices={departments}
          />
          <FormOptionalIdSelect
            control={control}
            name="provisioningDesignationId"
            label={ssoTexts.provisioningDesignation}
            emptyLabel={ssoTexts.noProvisioningDefault}
            choices={designations}
          />
          <FormOptionalIdSelect
            control={control}
            name="provisioningShiftId"
            label={ssoTexts.provisioningShift}
            emptyLabel={ssoTexts.noProvisioningDefault}
            choices={shifts}
          />
        </>
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {ssoTexts.save}
        </Button>
        {settings.connection && (
          <Button color="error" onClick={() => setPending('remove')}>
            {ssoTexts.remove}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={pending === 'require'}
        question={ssoTexts.requireQuestion}
        cancelLabel={ssoTexts.cancel}
        confirmLabel={ssoTexts.confirm}
        isPending={save.isPending}
        onCancel={() => setPending(null)}
        // A failed save is reported by the mutation's onError.
        onConfirm={() => submit().catch(() => undefined)}
      />
      <ConfirmDialog
        open={pending === 'remove'}
        question={ssoTexts.removeQuestion}
        cancelLabel={ssoTexts.cancel}
        confirmLabel={ssoTexts.remove}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setPending(null);
              reset(formValuesOf({ ...settings, connection: null }));
              feedback.onSuccess(ssoTexts.removed)();
            },
            onError: (error) => {
              setPending(null);
              feedback.onError(error);
            },
          })
        }
      />
    </Box>
  );
};

export const SsoCard = () => {
  const settings = useSsoSettings();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}
      component="section"
      aria-label={ssoTexts.title}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {ssoTexts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ssoTexts.intro}
      </Typography>
      {settings.isPending && (
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} aria-label="Loading single sign-on" />
      )}
      {settings.isError && <Alert severity="error">{errorMessage(settings.error)}</Alert>}
      {settings.data && (
        <>
          <TextField
            label={ssoTexts.redirectUri}
            value={settings.data.redirectUri}
            fullWidth
            // Wrapped rather than cut: the whole address is copied to the provider.
            multiline
            margin="normal"
            helperText={ssoTexts.scopes}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <SsoForm key={settings.data.connection?.updatedAt ?? 'new'} settings={settings.data} />
        </>
      )}
    </Paper>
  );
};
