import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  BLOOD_GROUPS,
  type CreateEmployeeBody,
  createEmployeeBodySchema,
  type EmployeeDetail,
  type EmployeeFormOptions,
  updateEmployeeBodySchema,
} from '@pulse/shared/contracts/employees';
import { SCREENSHOT_MODES } from '@pulse/shared/contracts/tracker';
import { SCREENSHOT_MODE_LABELS } from '@pulse/shared/contracts/tracking-settings';
import { buildEmployeeCode, padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { normalizeEmployeeStatus } from '@pulse/shared/domain/employee-status';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { employeeTexts, invitationTexts, trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/form/unsaved-changes-prompt';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { checkEmailAvailable } from '../api/check-email-available';
import { useSaveEmployee } from '../api/save-employee';
import type { EmployeeScreenMode } from '../employee-screen-mode';
import { EmployeeDevicesPanel } from './employee-devices-panel';
import { GeneralSection } from './employee-general-section';
import { EmployeePhotoField } from './employee-photo-field';
import { EmployeeTwoFactorPanel } from './employee-two-factor-panel';

type EmployeeGeneralFormProps = {
  // My Profile is the read-only EmployeeProfileView.
  mode: Exclude<EmployeeScreenMode, 'profile'>;
  employee: EmployeeDetail | undefined;
  options: EmployeeFormOptions | undefined;
  timeZone: string;
  onSaved: (saved: EmployeeDetail) => void;
  // The signed-in administrator's own record (two-factor is reset on My Profile instead).
  isOwnRecord?: boolean;
};

type Values = CreateEmployeeBody;

const text = (value: string | null | undefined) => value ?? '';

const toValues = (employee: EmployeeDetail | undefined): Values => ({
  joiningDate: text(employee?.joiningDate),
  isRelieved: employee?.isRelieved ?? false,
  isActive: employee?.isActive ?? true,
  relievingDate: text(employee?.relievingDate),
  name: text(employee?.name),
  fatherName: text(employee?.fatherName),
  dateOfBirth: text(employee?.dateOfBirth),
  bloodGroup: (employee?.bloodGroup ?? '') as Values['bloodGroup'],
  contactNumber1: text(employee?.contactNumber1),
  contactNumber2: text(employee?.contactNumber2),
  personalEmail: text(employee?.personalEmail),
  skypeId: text(employee?.skypeId),
  correspondenceAddress: text(employee?.correspondenceAddress),
  permanentAddress: text(employee?.permanentAddress),
  departmentId: text(employee?.departmentId),
  designationId: text(employee?.designationId),
  shiftId: text(employee?.shiftId),
  bankId: text(employee?.bankId),
  ifscCode: text(employee?.ifscCode),
  bankAccountNumber: text(employee?.bankAccountNumber),
  panNumber: text(employee?.panNumber),
  aadhaarNumber: text(employee?.aadhaarNumber),
  officialEmail: text(employee?.officialEmail),
  officialEmailPassword: '',
  // spec A §9: the default role is 2 (employee).
  roleId: employee?.roleId ?? ROLE.employee,
  password: '',
  sendInvitation: false,
  // null (shown as '') follows the organisation's default (Settings → Tracking).
  screenshotMode: employee?.screenshotMode ?? null,
});

type Option = { value: string; label: string };

// A select bound to the form.
const FormSelect = ({
  control,
  name,
  label,
  options,
  isRequired = false,
  onChosen,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: Option[];
  isRequired?: boolean;
  onChosen?: (value: string) => void;
}) => (
  <Controller
    name={name}
    control={control}
    render={({ field: { ref, onChange, ...field }, fieldState }) => (
      <TextField
        select
        fullWidth
        margin="normal"
        label={label}
        {...field}
        value={field.value ?? ''}
        onChange={(event) => {
          const value =
            name === 'roleId'
              ? Number(event.target.value)
              : name === 'screenshotMode' && event.target.value === ''
                ? null
                : event.target.value;
          onChange(value);
          onChosen?.(String(value));
        }}
        inputRef={ref}
        error={fieldState.invalid}
        helperText={fieldState.error?.message}
        slotProps={{
          ...(isRequired ? { htmlInput: { 'aria-required': true } } : {}),
          // An option for '' (Screenshots' "Organisation default") is a choice to show, not an empty field.
          ...(options.some((option) => option.value === '')
            ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
            : {}),
        }}
      >
        {!isRequired && (
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    )}
  />
);

// spec A §2, §4, §5: the General tab's form, adding an employee or editing one.
export const EmployeeGeneralForm = ({
  mode,
  employee,
  options,
  timeZone,
  onSaved,
  isOwnRecord = false,
}: EmployeeGeneralFormProps) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const saveEmployee = useSaveEmployee();
  const form = useForm<Values>({
    resolver: zodResolver(mode === 'add' ? createEmployeeBodySchema : updateEmployeeBodySchema),
    defaultValues: toValues(employee),
  });
  const { control, handleSubmit, setValue, setError, getValues, clearErrors } = form;
  const applyServerErrors = useServerFieldErrors(form);
  const [departmentId, isActive, sendInvitation] = useWatch({
    control,
    name: ['departmentId', 'isActive', 'sendInvitation'],
  });

  const employeeNumber = employee?.employeeNumber ?? options?.nextEmployeeNumber ?? 0;
  const department = options?.departments.find((candidate) => candidate.id === departmentId);
  // spec A §4: changing the department rebuilds the code (the server rebuilds it again on save).
  const employeeCode =
    department && options
      ? buildEmployeeCode(options.organizationName, department.number, employeeNumber)
      : (employee?.employeeCode ?? '');

  const setStatus = (change: { isActive?: boolean; isRelieved?: boolean }) => {
    const current = getValues();
    const next = normalizeEmployeeStatus(
      {
        isActive: change.isActive ?? current.isActive,
        isRelieved: change.isRelieved ?? current.isRelieved,
        relievingDate: current.relievingDate || null,
      },
      todayIn(timeZone, new Date()),
    );
    setValue('isActive', next.isActive, { shouldDirty: true });
    setValue('isRelieved', next.isRelieved, { shouldDirty: true });
    setValue('relievingDate', next.relievingDate ?? '', { shouldDirty: true });
  };

  // spec A §5: the official e-mail is checked on blur; the same employee keeps its own.
  const checkEmail = async () => {
    const email = getValues('officialEmail').trim();
    if (!email || !createEmployeeBodySchema.shape.officialEmail.safeParse(email).success) return;
    try {
      const isAvailable = await checkEmailAvailable(email, employee?.id);
      if (!isAvailable) setError('officialEmail', { message: employeeTexts.officialEmailTaken });
      else clearErrors('officialEmail');
    } catch {
      // The save answers the same question; a failed check only loses the early hint.
    }
  };

  const onSubmit = useGuardedSubmit(
    handleSubmit((values) =>
      saveEmployee.mutateAsync(
        mode === 'edit' && employee ? { employeeId: employee.id, body: values } : { body: values },
        {
          onSuccess: (saved) => {
            toast.success(
              mode === 'edit'
                ? employeeTexts.updated
                : values.sendInvitation
                  ? invitationTexts.invited
                  : employeeTexts.added,
            );
            onSaved(saved);
          },
          onError: (error) => {
            applyServerErrors(error);
            feedback.onError(error);
          },
        },
      ),
    ),
  );

  const optionList = (rows: { id: string; number: number; name: string }[] | undefined): Option[] =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  const keepHint = mode === 'edit' ? 'Leave empty to keep the current one' : undefined;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="General">
      <UnsavedChangesPrompt hasUnsavedChanges={form.formState.isDirty && !saveEmployee.isSuccess} />
      <GeneralSection title="Employee Code">
        <EmployeePhotoField
          mode={mode}
          employeeId={employee?.id}
          photoVersion={employee?.photoVersion}
          name={employee?.name ?? ''}
        />
        <TextField
          fullWidth
          margin="normal"
          label="Id"
          value={padEmployeeNumber(employeeNumber)}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormDateField control={control} name="joiningDate" label="Joining Date" isRequired />
        <Controller
          name="isRelieved"
          control={control}
          render={({ field: { value, ref } }) => (
            <FormControlLabel
              sx={{ mt: 2 }}
              label="Is Relieved"
              control={
                <Checkbox
                  slotProps={{ input: { ref } }}
                  checked={value}
                  onChange={(event) => setStatus({ isRelieved: event.target.checked })}
                />
              }
            />
          )}
        />
        <TextField
          fullWidth
          margin="normal"
          label="Employee Code"
          value={employeeCode}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Controller
          name="isActive"
          control={control}
          render={({ field: { value, ref } }) => (
            <FormControlLabel
              sx={{ mt: 2 }}
              label="Active"
              control={
                <Checkbox
                  slotProps={{ input: { ref } }}
                  checked={value}
                  onChange={(event) =>
                    setStatus(
                      event.target.checked ? { isActive: true, isRelieved: false } : { isActive: false },
                    )
                  }
                />
              }
            />
          )}
        />
        {/* spec A §4: the relieving date is editable only while not active. */}
        <FormDateField control={control} disabled={isActive} name="relievingDate" label="Relieving Date" />
      </GeneralSection>

      <GeneralSection title="Demographic Detail">
        <FormTextField control={control} name="name" label="Employee Name" isRequired autoComplete="off" />
        <FormTextField
          control={control}
          name="fatherName"
          label="Father Name"
          isRequired
          autoComplete="off"
        />
        <FormDateField control={control} name="dateOfBirth" label="Date Of Birth" isRequired />
        <FormSelect
          control={control}
          name="bloodGroup"
          label="Blood Group"
          options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        />
      </GeneralSection>

      <GeneralSection title="Contact Details">
        <FormTextField control={control} name="contactNumber1" label="Contact Number 1" type="tel" />
        <FormTextField control={control} name="contactNumber2" label="Contact Number 2" type="tel" />
        <FormTextField control={control} name="personalEmail" label="Personal Email" type="email" />
        <FormTextField control={control} name="skypeId" label="Skype Id" />
        <FormTextField
          control={control}
          name="correspondenceAddress"
          label="Correspondence Address"
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="permanentAddress"
          label="Permanent Address"
          multiline
          minRows={2}
        />
      </GeneralSection>

      <GeneralSection title="Company Detail">
        <FormSelect
          control={control}
          name="departmentId"
          label="Department"
          isRequired
          options={optionList(options?.departments)}
        />
        <FormSelect
          control={control}
          name="designationId"
          label="Designation"
          options={optionList(options?.designations)}
        />
        <FormSelect control={control} name="shiftId" label="Shift" options={optionList(options?.shifts)} />
        <FormSelect
          control={control}
          name="bankId"
          label="Bank"
          options={optionList(options?.banks)}
          onChosen={(bankId) => {
            const bank = options?.banks.find((candidate) => candidate.id === bankId);
            if (bank && !getValues('ifscCode')) setValue('ifscCode', bank.ifsc);
          }}
        />
        <FormTextField control={control} name="ifscCode" label="IFSC Code" />
        <FormTextField
          control={control}
          name="bankAccountNumber"
          label="Bank Account Number"
          autoComplete="off"
          hint={keepHint}
        />
        <FormTextField
          control={control}
          name="panNumber"
          label="PAN Number"
          autoComplete="off"
          hint={keepHint}
        />
        <FormTextField
          control={control}
          name="aadhaarNumber"
          label="Aadhaar Number"
          autoComplete="off"
          hint={keepHint}
        />
        <FormTextField
          control={control}
          name="officialEmail"
          label="Official Email"
          type="email"
          autoComplete="off"
          slotProps={{ htmlInput: { 'aria-required': true, onBlur: checkEmail } }}
        />
        <FormTextField
          control={control}
          name="officialEmailPassword"
          label="Official Email Password"
          type="password"
          autoComplete="new-password"
          hint={
            employee?.hasOfficialEmailPassword
              ? 'Saved; leave empty to keep it'
              : 'Optional; stored encrypted'
          }
        />
      </GeneralSection>

      <GeneralSection title="Tracker">
        <FormTextField
          control={control}
          name="password"
          label="Tracker Password"
          type="password"
          autoComplete="new-password"
          isRequired={mode === 'add' && !sendInvitation}
          disabled={sendInvitation}
          hint={
            mode === 'edit'
              ? 'Leave empty to keep the current password'
              : sendInvitation
                ? invitationTexts.sendInvitationHint
                : '6 to 10 characters'
          }
        />
        {/* The administrator need not know the password; the employee chooses one. */}
        {mode === 'add' && (
          <Controller
            name="sendInvitation"
            control={control}
            render={({ field: { value, ref, onChange } }) => (
              <FormControlLabel
                sx={{ mt: 2 }}
                label={invitationTexts.sendInvitation}
                control={
                  <Checkbox
                    slotProps={{ input: { ref } }}
                    checked={value ?? false}
                    onChange={(event) => {
                      onChange(event.target.checked);
                      if (event.target.checked) {
                        setValue('password', '', { shouldDirty: true });
                        clearErrors('password');
                      }
                    }}
                  />
                }
              />
            )}
          />
        )}
        <FormSelect
          control={control}
          name="roleId"
          label="Role"
          isRequired
          options={(options?.roles ?? []).map((role) => ({ value: String(role.roleId), label: role.name }))}
        />
        {/* Blurred: the server only ever stores the blurred image of this employee, so no sharp one
            exists to leak. Organisation default ('', stored as null) follows Settings → Tracking. */}
        <FormSelect
          control={control}
          name="screenshotMode"
          label="Screenshots"
          isRequired
          options={[
            { value: '', label: trackingPrivacyTexts.organisationDefault },
            ...SCREENSHOT_MODES.map((screenshotMode) => ({
              value: screenshotMode,
              label: SCREENSHOT_MODE_LABELS[screenshotMode],
            })),
          ]}
        />
      </GeneralSection>

      {mode === 'edit' && employee && <EmployeeDevicesPanel employeeId={employee.id} timeZone={timeZone} />}
      {mode === 'edit' && employee && (
        <EmployeeTwoFactorPanel
          employeeId={employee.id}
          employeeName={employee.name}
          timeZone={timeZone}
          isOwnRecord={isOwnRecord}
        />
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saveEmployee.isPending}
          startIcon={saveEmployee.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {mode === 'add' ? 'Add' : 'Update'}
        </Button>
      </Box>
    </Box>
  );
};
