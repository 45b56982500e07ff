import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { EmployeeDetail } from '@pulse/shared/contracts/employees';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { ROLE } from '@pulse/shared/domain/roles';
import { EmployeeDevicesPanel } from './employee-devices-panel';
import { GeneralSection, SCREENSHOT_MODE_LABELS } from './employee-general-section';
import { EmployeePhotoField } from './employee-photo-field';

type EmployeeProfileViewProps = {
  employee: EmployeeDetail;
  timeZone: string;
};

// One stored value, shown disabled so it reads as the record rather than as something to change.
const ReadOnlyField = ({
  value,
  type,
  ...textFieldProps
}: { value: string | null | undefined } & Omit<TextFieldProps, 'value' | 'disabled'>) => (
  <TextField
    fullWidth
    margin="normal"
    type={type}
    {...(type === 'date' ? { slotProps: { inputLabel: { shrink: true } } } : {})}
    {...textFieldProps}
    value={value ?? ''}
    disabled
  />
);

const ReadOnlyCheckbox = ({ label, isChecked }: { label: string; isChecked: boolean }) => (
  <FormControlLabel sx={{ mt: 2 }} label={label} disabled control={<Checkbox checked={isChecked} />} />
);

// spec A §2 My Profile: the General tab of the own record with every field and the photo upload
// disabled. Passwords are never shown; the tracker devices stay revocable by their owner.
export const EmployeeProfileView = ({ employee, timeZone }: EmployeeProfileViewProps) => (
  // A form named General like the add and edit screens', so the tab reads the same in every mode.
  <Box component="form" aria-label="General">
    <GeneralSection title="Employee Code">
      <EmployeePhotoField
        mode="profile"
        employeeId={employee.id}
        photoVersion={employee.photoVersion}
        name={employee.name}
      />
      <ReadOnlyField label="Id" value={padEmployeeNumber(employee.employeeNumber)} />
      <ReadOnlyField label="Joining Date" type="date" value={employee.joiningDate} />
      <ReadOnlyCheckbox label="Is Relieved" isChecked={employee.isRelieved} />
      <ReadOnlyField label="Employee Code" value={employee.employeeCode} />
      <ReadOnlyCheckbox label="Active" isChecked={employee.isActive} />
      <ReadOnlyField label="Relieving Date" type="date" value={employee.relievingDate} />
    </GeneralSection>

    <GeneralSection title="Demographic Detail">
      <ReadOnlyField label="Employee Name" value={employee.name} />
      <ReadOnlyField label="Father Name" value={employee.fatherName} />
      <ReadOnlyField label="Date Of Birth" type="date" value={employee.dateOfBirth} />
      <ReadOnlyField label="Blood Group" value={employee.bloodGroup} />
    </GeneralSection>

    <GeneralSection title="Contact Details">
      <ReadOnlyField label="Contact Number 1" type="tel" value={employee.contactNumber1} />
      <ReadOnlyField label="Contact Number 2" type="tel" value={employee.contactNumber2} />
      <ReadOnlyField label="Personal Email" type="email" value={employee.personalEmail} />
      <ReadOnlyField label="Skype Id" value={employee.skypeId} />
      <ReadOnlyField
        label="Correspondence Address"
        value={employee.correspondenceAddress}
        multiline
        minRows={2}
      />
      <ReadOnlyField label="Permanent Address" value={employee.permanentAddress} multiline minRows={2} />
    </GeneralSection>

    <GeneralSection title="Company Detail">
      <ReadOnlyField label="Department" value={employee.departmentName} />
      <ReadOnlyField label="Designation" value={employee.designationName} />
      <ReadOnlyField label="Shift" value={employee.shiftName} />
      <ReadOnlyField label="Bank" value={employee.bankName} />
      <ReadOnlyField label="IFSC Code" value={employee.ifscCode} />
      {/* Masked by the server (•••• and the last four digits). */}
      <ReadOnlyField label="Bank Account Number" value={employee.bankAccountNumber} />
      <ReadOnlyField label="PAN Number" value={employee.panNumber} />
      <ReadOnlyField label="Aadhaar Number" value={employee.aadhaarNumber} />
      <ReadOnlyField label="Official Email" type="email" value={employee.officialEmail} />
    </GeneralSection>

    <GeneralSection title="Tracker">
      <ReadOnlyField label="Role" value={employee.roleId === ROLE.admin ? 'Admin' : 'Employee'} />
      <ReadOnlyField label="Screenshots" value={SCREENSHOT_MODE_LABELS[employee.screenshotMode]} />
    </GeneralSection>

    <EmployeeDevicesPanel employeeId={employee.id} timeZone={timeZone} />
  </Box>
);
