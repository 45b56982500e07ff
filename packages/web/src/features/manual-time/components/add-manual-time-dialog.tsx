import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type CreateManualTimeBody,
  createManualTimeBodySchema,
  type ManualTimeOptions,
} from '@pulse/shared/contracts/manual-time';
import { MANUAL_TIME_LIMITS, manualTimeRuleErrors } from '@pulse/shared/domain/manual-time-rules';
import { addDays } from '@pulse/shared/domain/organization-day';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { useId, useMemo } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCreateManualTime } from '../api/create-manual-time';

// The form holds selects as '' (none) and the kind of time as null until one is chosen.
type Values = Omit<CreateManualTimeBody, 'projectId' | 'todoId' | 'isProductive'> & {
  projectId: string;
  todoId: string;
  isProductive: boolean | null;
};

type AddManualTimeDialogProps = {
  options: ManualTimeOptions;
  // The organisation's calendar day and zone.
  today: string;
  timeZone: string;
  // The day to start from (the time sheet's or viewer's day), else today.
  defaultDate?: string;
  onClose: () => void;
};

// spec A §1 offline time: date, from/to, project and to-do (optional), productive or unproductive, and
// the reason. The rules the server applies (not in the future, 30 days back, 12 hours) are checked
// here first; the overlaps only the server can see come back under From.
// Mounted only while open, so each opening starts empty.
export const AddManualTimeDialog = ({
  options,
  today,
  timeZone,
  defaultDate,
  onClose,
}: AddManualTimeDialogProps) => {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const create = useCreateManualTime();
  const schema = useMemo(
    () =>
      createManualTimeBodySchema.superRefine((body, context) => {
        for (const error of manualTimeRuleErrors(body, { timeZone, now: new Date() })) {
          context.addIssue({ code: 'custom', path: [error.path], message: error.message });
        }
      }),
    [timeZone],
  );
  const form = useForm<Values, unknown, CreateManualTimeBody>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, CreateManualTimeBody>,
    defaultValues: {
      date: defaultDate && defaultDate <= today ? defaultDate : today,
      from: '',
      to: '',
      projectId: '',
      todoId: '',
      isProductive: null,
      reason: '',
    },
  });
  const { control, handleSubmit, setValue } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const [projectId, reason] = useWatch({ control, name: ['projectId', 'reason'] });
  const todos = options.projects.find((project) => project.id === projectId)?.todos ?? [];

  const submit = useGuardedSubmit(
    handleSubmit(async (body) => {
      await create.mutateAsync(body, {
        onSuccess: (request) => {
          toast.success(request.status === 'approved' ? texts.approvedAutomatically : texts.requested);
          onClose();
        },
        onError: (error) => {
          // Field messages (an overlap under From) go under their fields; the toast says it too.
          applyServerErrors(error);
          feedback.onError(error);
        },
      });
    }),
  );

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{texts.addHeader}</DialogTitle>
        <DialogContent>
          {options.autoApproveMinutes !== null && (
            <Typography variant="body2" color="text.secondary">
              {texts.autoApproveHint.replace('{minutes}', String(options.autoApproveMinutes))}
            </Typography>
          )}
          <FormDateField
            control={control}
            name="date"
            label={texts.dateLabel}
            isRequired
            min={addDays(today, -MANUAL_TIME_LIMITS.maxDaysBack)}
            max={today}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
            <FormTextField
              control={control}
              name="from"
              label={texts.fromLabel}
              isRequired
              hint={texts.timeHint}
              placeholder="09:00"
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true, maxLength: 5 } }}
            />
            <FormTextField
              control={control}
              name="to"
              label={texts.toLabel}
              isRequired
              hint={texts.timeHint}
              placeholder="10:30"
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true, maxLength: 5 } }}
            />
          </Box>
          <Controller
            name="projectId"
            control={control}
            render={({ field: { ref, onChange, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={texts.projectLabel}
                margin="normal"
                fullWidth
                onChange={(event) => {
                  onChange(event.target.value);
                  // A to-do belongs to one project.
                  setValue('todoId', '');
                }}
                error={fieldState.invalid}
                helperText={
                  fieldState.error?.message ?? (options.projects.length === 0 ? texts.noProjects : undefined)
                }
              >
                <MenuItem value="">{texts.noProject}</MenuItem>
                {options.projects.map((project) => (
                  <MenuItem key={project.id} value={project.id}>
                    {project.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="todoId"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={texts.todoLabel}
                margin="normal"
                fullWidth
                disabled={todos.length === 0}
                error={fieldState.invalid}
                helperText={fieldState.error?.message}
              >
                <MenuItem value="">{texts.noTodo}</MenuItem>
                {todos.map((todo) => (
                  <MenuItem key={todo.id} value={todo.id}>
                    {todo.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="isProductive"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl margin="normal" error={fieldState.invalid} fullWidth>
                <FormLabel id={`${titleId}-kind`}>{texts.kindLabel}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${titleId}-kind`}
                  name={field.name}
                  value={field.value === null ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value === 'true')}
                  onBlur={field.onBlur}
                >
                  <FormControlLabel
                    value="true"
                    control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                    label={texts.productive}
                  />
                  <FormControlLabel value="false" control={<Radio />} label={texts.unproductive} />
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={control}
            name="reason"
            label={texts.reasonLabel}
            multiline
            minRows={3}
            isRequired
            hint={`${reason.length} / ${MANUAL_TIME_LIMITS.reasonMaxLength}`}
          />
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={texts.submit}
          onCancel={onClose}
          isPending={create.isPending}
        />
      </form>
    </Dialog>
  );
};
