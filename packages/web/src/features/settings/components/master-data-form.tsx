import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  LEAVE_TYPE_FULL_DAY,
  LEAVE_TYPE_NAMES,
  masterDataIdParamsSchema,
} from '@pulse/shared/contracts/settings';
import { padMasterDataId } from '@pulse/shared/domain/padded-id';
import {
  formatTime12,
  maskTime12,
  parseTime12,
  shiftEndTime,
  TIME_24_PATTERN,
} from '@pulse/shared/domain/shift-time';
import { paths, type SettingsKind } from '@pulse/shared/paths';
import { settingsTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { FormTextField } from '../../../components/form/form-text-field';
import { AFTER_SAVE, UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { errorMessage, isNotFound } from '../../../lib/api-error';
import { useMasterDataItem } from '../api/get-master-data-item';
import { useMasterDataList } from '../api/get-master-data-list';
import { useSaveMasterDataItem } from '../api/save-master-data-item';
import { MASTER_DATA_KINDS, type MasterDataItem } from '../master-data-kinds';

type FieldInput = 'text' | 'number' | 'time12';
type FormField = { name: string; label: string; input: FieldInput };

// The fields of each kind's form (spec A §3), in the order shown.
const FORM_FIELDS: Record<SettingsKind, FormField[]> = {
  bank: [
    { name: 'name', label: 'Bank Name', input: 'text' },
    { name: 'branch', label: 'Branch', input: 'text' },
    { name: 'ifsc', label: 'IFSC Code', input: 'text' },
  ],
  designation: [{ name: 'name', label: 'Designation Name', input: 'text' }],
  department: [{ name: 'name', label: 'Department Name', input: 'text' }],
  shift: [
    { name: 'name', label: 'Shift Name', input: 'text' },
    { name: 'startTime', label: 'Start Time', input: 'time12' },
  ],
  leaves: [
    { name: 'year', label: 'Year', input: 'number' },
    { name: 'numberOfLeaves', label: 'Number of Leaves', input: 'number' },
  ],
};

type Values = Record<string, unknown>;

const emptyValues = (kind: SettingsKind): Values =>
  Object.fromEntries(
    FORM_FIELDS[kind].map((field) => [field.name, field.input === 'number' ? undefined : '']),
  );

const valuesOf = (kind: SettingsKind, item: MasterDataItem): Values =>
  Object.fromEntries(FORM_FIELDS[kind].map((field) => [field.name, item[field.name]]));

// Add (no id) or edit (with id) one item: loads what the form needs, then shows it. An id that
// cannot name an item (…/edit-bank/nope) is not found without asking the server.
export const MasterDataForm = ({ kind, id }: { kind: SettingsKind; id: string | undefined }) => {
  const isWellFormed = id === undefined || masterDataIdParamsSchema.safeParse({ id }).success;
  const list = useMasterDataList(kind, id === undefined);
  const item = useMasterDataItem(kind, isWellFormed ? id : undefined);
  const loading = id ? item : list;

  if (!isWellFormed || isNotFound(loading.error)) {
    return (
      <NotFound
        as="div"
        back={{ href: paths.settings.getHref(MASTER_DATA_KINDS[kind].tab), label: 'Back to Settings' }}
      />
    );
  }
  if (loading.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} role="progressbar" aria-label="Loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={56} sx={{ mb: 2 }} />
        ))}
      </Paper>
    );
  }
  if (loading.isError) {
    return (
      <Alert severity="error" sx={{ maxWidth: 640 }}>
        {errorMessage(loading.error)}
      </Alert>
    );
  }
  const number = id ? item.data?.number : list.data?.nextNumber;
  return (
    <MasterDataFormFields
      kind={kind}
      id={id}
      number={number ?? 1}
      defaultValues={id && item.data ? valuesOf(kind, item.data) : emptyValues(kind)}
    />
  );
};

type FieldsProps = { kind: SettingsKind; id: string | undefined; number: number; defaultValues: Values };

const MasterDataFormFields = ({ kind, id, number, defaultValues }: FieldsProps) => {
  const definition = MASTER_DATA_KINDS[kind];
  const toast = useToast();
  const feedback = useMutationFeedback();
  const navigate = useNavigate();
  const save = useSaveMasterDataItem(kind);
  // spec A §9: the Id the item will get, as it was when the form opened (the list refetched after the
  // save already counts this item); once saved, the number the server gave it.
  const [openedNumber] = useState(number);
  const shownNumber = save.data?.number ?? openedNumber;
  const afterSuccess = useAfterSuccess();

  const form = useForm<Values>({
    resolver: zodResolver(definition.bodySchema as never) as unknown as Resolver<Values>,
    defaultValues,
  });
  const { control, handleSubmit, watch } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const backTo = paths.settings.getHref(definition.tab);

  const onSubmit = useGuardedSubmit(
    handleSubmit((body) =>
      save.mutateAsync(
        { id, body },
        {
          onSuccess: () => {
            toast.success(id ? definition.updatedText : definition.addedText);
            // spec A §9: the Leaves form goes to /dashboard/settings at once, the others 2 seconds later.
            if (kind === 'leaves') {
              navigate(paths.settings.getHref(), { state: AFTER_SAVE });
              return;
            }
            afterSuccess(() => navigate(paths.settings.getHref()));
          },
          onError: (error) => {
            if (applyServerErrors(error)) return;
            feedback.onErrorWith({ whenServerFailed: settingsTexts.tryAgainLater })(error);
          },
        },
      ),
    ),
  );

  const startTime = watch('startTime');
  const endTime =
    typeof startTime === 'string' && TIME_24_PATTERN.test(startTime)
      ? formatTime12(shiftEndTime(startTime))
      : '';
  const isBusy = save.isPending || save.isSuccess;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <UnsavedChangesPrompt hasUnsavedChanges={form.formState.isDirty && !save.isSuccess} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <TextField
          fullWidth
          margin="normal"
          label="Id"
          value={padMasterDataId(shownNumber)}
          slotProps={{ input: { readOnly: true } }}
        />
        {FORM_FIELDS[kind].map((field) =>
          field.input === 'text' ? (
            <FormTextField
              key={field.name}
              control={control}
              name={field.name}
              label={field.label}
              isRequired
            />
          ) : field.input === 'number' ? (
            <NumberField key={field.name} control={control} name={field.name} label={field.label} />
          ) : (
            <Time12Field key={field.name} control={control} name={field.name} label={field.label} />
          ),
        )}
        {kind === 'shift' && (
          <TextField
            fullWidth
            margin="normal"
            label="End Time"
            value={endTime}
            placeholder="hh:mm AM"
            helperText="The minute before the start, the next day"
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        )}
        {kind === 'leaves' && (
          <TextField
            fullWidth
            margin="normal"
            label="Type Of Leave"
            value={LEAVE_TYPE_NAMES[LEAVE_TYPE_FULL_DAY]}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="outlined" onClick={() => navigate(backTo)}>
            Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isBusy}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {id ? 'Update' : 'Add'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
};

type ControlledFieldProps = {
  control: ReturnType<typeof useForm<Values>>['control'];
  name: string;
  label: string;
};

// Holds a number (or nothing) so the shared schema checks it as the API will.
const NumberField = ({ control, name, label }: ControlledFieldProps) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
      <TextField
        {...field}
        fullWidth
        margin="normal"
        type="number"
        label={label}
        inputRef={ref}
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric' } }}
      />
    )}
  />
);

// spec A §5: the start time is typed through an hh:mm AM/PM mask; the form keeps 24-hour 'HH:mm'
// (empty while the text is not a whole time, which the schema refuses).
const Time12Field = ({ control, name, label }: ControlledFieldProps) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
      <MaskedTime
        {...field}
        inputRef={ref}
        label={label}
        initial={typeof value === 'string' && TIME_24_PATTERN.test(value) ? formatTime12(value) : ''}
        onTimeChange={(time24) => onChange(time24)}
        error={fieldState.error?.message}
      />
    )}
  />
);

type MaskedTimeProps = {
  name: string;
  label: string;
  initial: string;
  inputRef: React.Ref<HTMLInputElement>;
  onBlur: () => void;
  onTimeChange: (time24: string) => void;
  error: string | undefined;
  disabled?: boolean;
};

const MaskedTime = ({
  name,
  label,
  initial,
  inputRef,
  onBlur,
  onTimeChange,
  error,
  disabled,
}: MaskedTimeProps) => {
  const [text, setText] = useState(initial);
  return (
    <TextField
      fullWidth
      margin="normal"
      name={name}
      label={label}
      value={text}
      disabled={disabled}
      inputRef={inputRef}
      onBlur={onBlur}
      placeholder="hh:mm AM"
      onChange={(event) => {
        const masked = maskTime12(event.target.value);
        setText(masked);
        onTimeChange(parseTime12(masked) ?? '');
      }}
      error={error !== undefined}
      helperText={error ?? 'For example 09:30 AM'}
      slotProps={{
        htmlInput: { 'aria-required': true, inputMode: 'text', autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );
};
