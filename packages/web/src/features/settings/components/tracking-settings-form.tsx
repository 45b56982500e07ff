import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCREENSHOT_MODES } from '@pulse/shared/contracts/tracker';
import {
  SCREENSHOT_MODE_LABELS,
  type TrackingSettings,
  type TrackingSettingsBody,
  trackingSettingsBodySchema,
} from '@pulse/shared/contracts/tracking-settings';
import { settingsTexts, trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import type { Ref } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useUpdateTrackingSettings } from '../api/update-tracking-settings';

// What the form edits: numbers as typed, the patterns one per line, auto-approval as a switch with
// its minutes beside it.
type Values = {
  screenshotMode: TrackingSettings['screenshotMode'];
  screenshotRetentionDays: string;
  titleRedactionPatterns: string;
  canEmployeesDeleteScreenshots: boolean;
  isAutoApproveOn: boolean;
  manualTimeAutoApproveMinutes: string;
};

const toValues = (settings: TrackingSettings): Values => ({
  screenshotMode: settings.screenshotMode,
  screenshotRetentionDays: String(settings.screenshotRetentionDays),
  titleRedactionPatterns: settings.titleRedactionPatterns.join('\n'),
  canEmployeesDeleteScreenshots: settings.canEmployeesDeleteScreenshots,
  isAutoApproveOn: settings.manualTimeAutoApproveMinutes !== null,
  manualTimeAutoApproveMinutes: String(settings.manualTimeAutoApproveMinutes ?? 30),
});

// Blank lines are left out; every other line is a pattern, checked by the shared contract, whose
// complaint about one pattern names its line.
const patternLines = (text: string) =>
  text
    .split('\n')
    .map((line, index) => ({ pattern: line.trim(), lineNumber: index + 1 }))
    .filter((line) => line.pattern !== '');

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const toBody = (values: Values): TrackingSettingsBody => ({
  screenshotMode: values.screenshotMode,
  screenshotRetentionDays: toNumber(values.screenshotRetentionDays),
  titleRedactionPatterns: patternLines(values.titleRedactionPatterns).map((line) => line.pattern),
  canEmployeesDeleteScreenshots: values.canEmployeesDeleteScreenshots,
  manualTimeAutoApproveMinutes: values.isAutoApproveOn ? toNumber(values.manualTimeAutoApproveMinutes) : null,
});

const resolver: Resolver<Values, unknown, TrackingSettingsBody> = async (values) => {
  const parsed = trackingSettingsBodySchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const lines = patternLines(values.titleRedactionPatterns);
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (typeof field !== 'string' || !(field in values) || field in errors) continue;
    const line = typeof index === 'number' ? lines[index]?.lineNumber : undefined;
    errors[field as keyof Values] = {
      type: issue.code,
      message: line === undefined ? issue.message : `Line ${line}: ${issue.message}`,
    };
  }
  return { values: {}, errors };
};

// A switch bound to a boolean field of the form.
const FormSwitch = ({
  field,
}: {
  field: {
    name: string;
    value: boolean;
    onChange: (value: boolean) => void;
    onBlur: () => void;
    ref: Ref<HTMLInputElement>;
  };
}) => (
  <Switch
    name={field.name}
    checked={field.value}
    onChange={(_event, isChecked) => field.onChange(isChecked)}
    onBlur={field.onBlur}
    slotProps={{ input: { ref: field.ref } }}
  />
);

// Settings → Tracking (spec A §1: screenshots regular or blurred per organisation and employee,
// offline time approval): the organisation's defaults, saved together.
export const TrackingSettingsForm = ({ settings }: { settings: TrackingSettings }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const update = useUpdateTrackingSettings();
  const form = useForm<Values, unknown, TrackingSettingsBody>({
    resolver,
    defaultValues: toValues(settings),
  });
  const { control, handleSubmit, reset, formState } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const isAutoApproveOn = useWatch({ control, name: 'isAutoApproveOn' });

  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      update.mutateAsync(body, {
        onSuccess: (saved) => {
          reset(toValues(saved));
          toast.success(texts.saved);
        },
        onError: (error) => {
          if (!applyServerErrors(error))
            feedback.onErrorWith({ whenServerFailed: settingsTexts.tryAgainLater })(error);
        },
      }),
    ),
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      aria-label={texts.formHeading}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={formState.isDirty} />
      <Typography component="h2" variant="h6">
        {texts.formHeading}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="screenshotMode"
          render={({ field: { ref, ...field } }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={texts.screenshotModeLabel}
              {...field}
              inputRef={ref}
            >
              {SCREENSHOT_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {SCREENSHOT_MODE_LABELS[mode]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="screenshotRetentionDays"
          label={texts.retentionLabel}
          type="number"
          isRequired
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1, 'aria-required': true } }}
        />
      </Box>
      <FormTextField
        control={control}
        name="titleRedactionPatterns"
        label={texts.patternsLabel}
        hint={texts.patternsHint}
        multiline
        minRows={3}
        maxRows={12}
      />
      <Controller
        control={control}
        name="canEmployeesDeleteScreenshots"
        render={({ field }) => (
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            label={texts.canEmployeesDeleteLabel}
            control={<FormSwitch field={field} />}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
        <Controller
          control={control}
          name="isAutoApproveOn"
          render={({ field }) => (
            <FormControlLabel label={texts.autoApproveLabel} control={<FormSwitch field={field} />} />
          )}
        />
        <FormTextField
          control={control}
          name="manualTimeAutoApproveMinutes"
          label={texts.autoApproveMinutesLabel}
          type="number"
          disabled={!isAutoApproveOn}
          fullWidth={false}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { min: 1, max: 720, step: 1 } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          startIcon={update.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Save
        </Button>
      </Box>
    </Paper>
  );
};
