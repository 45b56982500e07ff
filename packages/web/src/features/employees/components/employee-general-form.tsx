import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BLOOD_GROUPS,
  type CreateEmployeeBody,
  createEmployeeBodySchema,
  type EmployeeDetail,
  type EmployeeFormOptions,
  updateEmployeeBodySchema,
} from '@pulse/shared/contracts/employees';
import { SCREENSHOT_MODES, type ScreenshotMode } from '@pulse/shared/contracts/tracker';
import { buildEmployeeCode, padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { normalizeEmployeeStatus } from '@pulse/shared/domain/employee-status';
import { employeeTexts } from '@pulse/shared/spec-texts';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { checkEmailAvailable } from '../api/check-email-available';
import { useSaveEmployee } from '../api/save-employee';
import { EmployeeDevicesPanel } from './employee-devices-panel';
import { EmployeePhotoField } from './employee-photo-field';

export type EmployeeScreenMode = 'add' | 'edit' | 'profile';

type EmployeeGeneralFormProps = {
  mode: EmployeeScreenMode;
  employee: EmployeeDetail | undefined;
  // Absent on My Profile: the master data lists are for administrators; the names come with the record.
  options: EmployeeFormOptions | undefined;
  timeZone: string;
  onSaved: (saved: EmployeeDetail) => void;
};

type Values = CreateEmployeeBody;

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

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
  roleId: employee?.roleId ?? 2,
  password: '',
  screenshotMode: employee?.screenshotMode ?? 'regular',
});

const SCREENSHOT_MODE_LABELS: Record<ScreenshotMode, string> = { regular: 'Regular', blurred: 'Blurred' };

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }} aria-label={title}>
    <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  </Paper>
);

type Option = { value: string; label: string };

// A select bound to the form; on My Profile a read-only text showing the chosen name.
const FormSelect = ({
  control,
  name,
  label,
  options,
  isReadOnly,
  readOnlyText,
  isRequired = false,
  onChosen,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: Option[];
  isReadOnly: boolean;
  readOnlyText?: string | null;
  isRequired?: boolean;
  onChosen?: (value: string) => void;
}) =>
  isReadOnly ? (
    <TextField fullWidth margin="normal" label={label} value={readOnlyText ?? ''} disabled />
  ) : (
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
            const value = name === 'roleId' ? Number(event.target.value) : event.target.value;
            onChange(value);
            onChosen?.(String(value));
          }}
          inputRef={ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message}
          slotProps={isRequired ? { htmlInput: { 'aria-required': true } } : {}}
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

export const EmployeeGeneralForm = ({
  mode,
  employee,
  options,
  timeZone,
  onSaved,
}: EmployeeGeneralFormProps) => {
  const toast = useToast();
  const saveEmployee = useSaveEmployee();
  const isReadOnly = mode === 'profile';
  const { control, handleSubmit, setValue, setError, getValues, clearErrors } = useForm<Values>({
    resolver: zodResolver(mode === 'add' ? createEmployeeBodySchema : updateEmployeeBodySchema),
    defaultValues: toValues(employee),
  });
  const [departmentId, isActive] = useWatch({ control, name: ['departmentId', 'isActive'] });

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
      todayIn(timeZone),
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

  const onSubmit = handleSubmit((values) =>
    saveEmployee.mutate(
      mode === 'edit' && employee ? { employeeId: employee.id, body: values } : { body: values },
      {
        onSuccess: (saved) => {
          toast.success(mode === 'add' ? employeeTexts.added : employeeTexts.updated);
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const fieldError of error.fieldErrors) {
              if (fieldError.path in values)
                setError(fieldError.path as FieldPath<Values>, { message: fieldError.message });
            }
          }
          toast.error(errorMessage(error));
        },
      },
    ),
  );

  const field = { control, disabled: isReadOnly };
  const dateSlot = { inputLabel: { shrink: true } };
  const optionList = (rows: { id: string; number: number; name: string }[] | undefined): Option[] =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  const keepHint = mode === 'edit' ? 'Leave empty to keep the current one' : undefined;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="General">
      <Section title="Employee Code">
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
          disabled={isReadOnly}
        />
        <FormTextField
          {...field}
          name="joiningDate"
          label="Joining Date"
          type="date"
          isRequired
          slotProps={{ ...dateSlot, htmlInput: { 'aria-required': true } }}
        />
        <Controller
          name="isRelieved"
          control={control}
          render={({ field: { value, ref } }) => (
            <FormControlLabel
              sx={{ mt: 2 }}
              label="Is Relieved"
              disabled={isReadOnly}
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
          disabled={isReadOnly}
        />
        <Controller
          name="isActive"
          control={control}
          render={({ field: { value, ref } }) => (
            <FormControlLabel
              sx={{ mt: 2 }}
              label="Active"
              disabled={isReadOnly}
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
        <FormTextField
          control={control}
          disabled={isReadOnly || isActive}
          name="relievingDate"
          label="Relieving Date"
          type="date"
          slotProps={dateSlot}
        />
      </Section>

      <Section title="Demographic Detail">
        <FormTextField {...field} name="name" label="Employee Name" isRequired autoComplete="off" />
        <FormTextField {...field} name="fatherName" label="Father Name" isRequired autoComplete="off" />
        <FormTextField
          {...field}
          name="dateOfBirth"
          label="Date Of Birth"
          type="date"
          slotProps={{ ...dateSlot, htmlInput: { 'aria-required': true } }}
        />
        <FormSelect
          control={control}
          name="bloodGroup"
          label="Blood Group"
          isReadOnly={isReadOnly}
          readOnlyText={employee?.bloodGroup}
          options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))}
        />
      </Section>

      <Section title="Contact Details">
        <FormTextField {...field} name="contactNumber1" label="Contact Number 1" type="tel" />
        <FormTextField {...field} name="contactNumber2" label="Contact Number 2" type="tel" />
        <FormTextField {...field} name="personalEmail" label="Personal Email" type="email" />
        <FormTextField {...field} name="skypeId" label="Skype Id" />
        <FormTextField
          {...field}
          name="correspondenceAddress"
          label="Correspondence Address"
          multiline
          minRows={2}
        />
        <FormTextField {...field} name="permanentAddress" label="Permanent Address" multiline minRows={2} />
      </Section>

      <Section title="Company Detail">
        <FormSelect
          control={control}
          name="departmentId"
          label="Department"
          isRequired
          isReadOnly={isReadOnly}
          readOnlyText={employee?.departmentName}
          options={optionList(options?.departments)}
        />
        <FormSelect
          control={control}
          name="designationId"
          label="Designation"
          isReadOnly={isReadOnly}
          readOnlyText={employee?.designationName}
          options={optionList(options?.designations)}
        />
        <FormSelect
          control={control}
          name="shiftId"
          label="Shift"
          isReadOnly={isReadOnly}
          readOnlyText={employee?.shiftName}
          options={optionList(options?.shifts)}
        />
        <FormSelect
          control={control}
          name="bankId"
          label="Bank"
          isReadOnly={isReadOnly}
          readOnlyText={employee?.bankName}
          options={optionList(options?.banks)}
          onChosen={(bankId) => {
            const bank = options?.banks.find((candidate) => candidate.id === bankId);
            if (bank && !getValues('ifscCode')) setValue('ifscCode', bank.ifsc);
          }}
        />
        <FormTextField {...field} name="ifscCode" label="IFSC Code" />
        <FormTextField
          {...field}
          name="bankAccountNumber"
          label="Bank Account Number"
          autoComplete="off"
          hint={keepHint}
        />
        <FormTextField {...field} name="panNumber" label="PAN Number" autoComplete="off" hint={keepHint} />
        <FormTextField
          {...field}
          name="aadhaarNumber"
          label="Aadhaar Number"
          autoComplete="off"
          hint={keepHint}
        />
        <FormTextField
          {...field}
          name="officialEmail"
          label="Official Email"
          type="email"
          autoComplete="off"
          slotProps={{ htmlInput: { 'aria-required': true, onBlur: checkEmail } }}
        />
        {!isReadOnly && (
          <FormTextField
            {...field}
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
        )}
      </Section>

      <Section title="Tracker">
        {!isReadOnly && (
          <FormTextField
            {...field}
            name="password"
            label="Tracker Password"
            type="password"
            autoComplete="new-password"
            isRequired={mode === 'add'}
            hint={mode === 'edit' ? 'Leave empty to keep the current password' : '6 to 10 characters'}
          />
        )}
        <FormSelect
          control={control}
          name="roleId"
          label="Role"
          isRequired
          isReadOnly={isReadOnly}
          readOnlyText={employee?.roleId === 1 ? 'Admin' : 'Employee'}
          options={(options?.roles ?? []).map((role) => ({ value: String(role.roleId), label: role.name }))}
        />
        {/* Issue 4: blurred means the server only ever stores the blurred image of this employee. */}
        <FormSelect
          control={control}
          name="screenshotMode"
          label="Screenshots"
          isRequired
          isReadOnly={isReadOnly}
          readOnlyText={SCREENSHOT_MODE_LABELS[employee?.screenshotMode ?? 'regular']}
          options={SCREENSHOT_MODES.map((screenshotMode) => ({
            value: screenshotMode,
            label: SCREENSHOT_MODE_LABELS[screenshotMode],
          }))}
        />
      </Section>

      {mode !== 'add' && employee && <EmployeeDevicesPanel employeeId={employee.id} timeZone={timeZone} />}

      {!isReadOnly && (
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
      )}
    </Box>
  );
};
