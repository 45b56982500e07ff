import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ApplyLeaveBody, applyLeaveBodySchema, type LeavePerson } from '@pulse/shared/contracts/leaves';
import { LEAVE_TYPE, LEAVE_TYPES } from '@pulse/shared/domain/leave-days';
import { leavePulseTexts, leaveTexts } from '@pulse/shared/spec-texts';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field/date-field';
import { EmployeeMultiSelect } from '../../../components/employee-multi-select/employee-multi-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { ApiError } from '../../../lib/api-error';
import { useEmployeeDirectory } from '../../../lib/employee-directory';
import { useApplyLeave } from '../api/apply-leave';

// spec B §9 leave description limit.
const DESCRIPTION_MAX = 500;

// The form holds the leave type as the select's value: '' until one is chosen.
type Values = Omit<ApplyLeaveBody, 'leaveType'> & { leaveType: ApplyLeaveBody['leaveType'] | '' };

type ApplyLeaveFormProps = {
  // The signed-in employee.
  me: { id: string; employeeCode: string; isAdmin: boolean };
  // The route's employee code: another employee's only when an administrator applies for them.
  employeeCode: string;
  // The organisation's calendar day, YYYY-MM-DD.
  today: string;
  // Dates the form starts with (ProBot's "apply for leave from … to …" links here with them).
  initialDates?: { from: string; to: string };
  // `isForOther`: an administrator applied for someone else, whose leave is not among their own.
  onApplied: (isForOther: boolean) => void;
  onBack: () => void;
};

// Whose leave this is: an administrator may apply for the employee whose code is in the address;
// anyone else always applies for themselves.
const useApplicant = (me: ApplyLeaveFormProps['me'], employeeCode: string) => {
  const isForOther = me.isAdmin && employeeCode !== '' && employeeCode !== me.employeeCode;
  const directory = useEmployeeDirectory(employeeCode, isForOther);
  const person = directory.data?.items.find(
    (candidate) => candidate.employeeCode.toLowerCase() === employeeCode.toLowerCase(),
  );
  return {
    isForOther,
    isLoading: isForOther && directory.isPending,
    person,
    isUnknown: isForOther && directory.isSuccess && !person,
  };
};

// spec B §2 Apply leave, §5 leave form.
export const ApplyLeaveForm = ({
  me,
  employeeCode,
  today,
  initialDates,
  onApplied,
  onBack,
}: ApplyLeaveFormProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const apply = useApplyLeave();
  const applicant = useApplicant(me, employeeCode);
  const applicantId = applicant.isForOther ? applicant.person?.id : me.id;
  const [managers, setManagers] = useState<LeavePerson[]>([]);
  const afterSuccess = useAfterSuccess();

  // spec B §5: dates cannot be before the start of the current year.
  const firstDay = `${today.slice(0, 4)}-01-01`;
  const schema = useMemo(
    () =>
      applyLeaveBodySchema
        .refine((body) => body.fromDate >= firstDay, {
          path: ['fromDate'],
          message: leavePulseTexts.beforeThisYear,
        })
        .refine((body) => body.toDate >= firstDay, {
          path: ['toDate'],
          message: leavePulseTexts.beforeThisYear,
        }),
    [firstDay],
  );
  const form = useForm<Values, unknown, ApplyLeaveBody>({
    // The select starts empty (''), which the schema refuses with the spec's 'Leave type is required'.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, ApplyLeaveBody>,
    defaultValues: {
      description: '',
      fromDate: initialDates?.from ?? '',
      toDate: initialDates?.to ?? '',
      leaveType: '',
      managerIds: [],
    },
  });
  const { control, handleSubmit, setValue, getValues, formState } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const [fromDate, leaveType, description] = useWatch({
    control,
    name: ['fromDate', 'leaveType', 'description'],
  });
  const isHalfDay = leaveType === LEAVE_TYPE.halfDay;
  const isDone = apply.isSuccess;

  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  // spec B §5: a start at or after the end moves the end to it; a half day is one date.
  const onStartChosen = (start: string) => {
    const end = getValues('toDate');
    if (start && (isHalfDay || (end && start >= end))) setValue('toDate', start, revalidate);
  };
  const onTypeChosen = (type: Values['leaveType']) => {
    const start = getValues('fromDate');
    if (type === LEAVE_TYPE.halfDay && start) setValue('toDate', start, revalidate);
  };

  const submit = useGuardedSubmit(
    handleSubmit(async (body) => {
      if (!applicantId) return;
      await apply.mutateAsync(
        { ...body, ...(applicant.isForOther ? { employeeId: applicantId } : {}) },
        {
          onSuccess: () => {
            toast.success(leaveTexts.applied);
            afterSuccess(() => onApplied(applicant.isForOther));
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || error.status >= 500) {
              toast.error(leaveTexts.saveFailed);
              return;
            }
            // Field messages go under their fields; the toast says the rest (an overlapping leave).
            applyServerErrors(error);
            feedback.onError(error);
          },
        },
      );
    }),
  );

  if (applicant.isLoading) return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 760 }} />;
  if (applicant.isUnknown) {
    return (
      <Alert severity="error" sx={{ maxWidth: 760 }}>
        {`${leavePulseTexts.employeeCodeUnknown} (${employeeCode})`}
      </Alert>
    );
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      noValidate
      aria-label={leaveTexts.addHeader}
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}
    >
      <UnsavedChangesPrompt hasUnsavedChanges={formState.isDirty && !isDone} />
      {applicant.isForOther && applicant.person && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {`${leavePulseTexts.applyingFor} ${applicant.person.name} (${applicant.person.employeeCode})`}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="description"
        label={leaveTexts.descriptionLabel}
        multiline
        minRows={3}
        isRequired
        hint={`${description.length} / ${DESCRIPTION_MAX}`}
        autoFocus
      />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="fromDate"
          control={control}
          render={({ field, fieldState }) => (
            <DateField
              label="Start Date"
              fullWidth
              size="medium"
              isRequired
              min={firstDay}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(date) => {
                field.onChange(date);
                onStartChosen(date);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="toDate"
          control={control}
          render={({ field, fieldState }) => (
            <DateField
              label="End Date"
              fullWidth
              size="medium"
              isRequired
              disabled={isHalfDay}
              min={fromDate || firstDay}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={fieldState.error?.message}
              hint={isHalfDay ? 'A half day is one date: the Start Date.' : undefined}
            />
          )}
        />
      </Box>
      <Controller
        name="leaveType"
        control={control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            select
            label="Leave Type"
            margin="normal"
            fullWidth
            onChange={(event) => {
              const type = Number(event.target.value) as Values['leaveType'];
              onChange(type);
              onTypeChosen(type);
            }}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          >
            {LEAVE_TYPES.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ mt: 2, mb: 1 }}>
        <Controller
          name="managerIds"
          control={control}
          render={({ field, fieldState }) => (
            <EmployeeMultiSelect
              label="Managers"
              placeholder={leaveTexts.managersHint}
              value={managers}
              onChange={(people) => {
                setManagers(people);
                field.onChange(people.map((person) => person.id));
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              // Nobody approves their own leave.
              excludeIds={applicantId ? [applicantId] : []}
              error={fieldState.invalid}
              helperText={fieldState.error?.message}
              isRequired
            />
          )}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The managers you choose are notified and may approve or reject the leave.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={apply.isPending}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={apply.isPending || isDone}>
          Apply
        </Button>
      </Box>
    </Paper>
  );
};
