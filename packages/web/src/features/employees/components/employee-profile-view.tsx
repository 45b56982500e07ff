import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EmployeeDetail } from '@pulse/shared/contracts/employees';
import { SCREENSHOT_MODE_LABELS } from '@pulse/shared/contracts/tracking-settings';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { padEmployeeNumber } from '@pulse/shared/domain/employee-code';
import { ROLE } from '@pulse/shared/domain/roles';
import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import type { ReactNode } from 'react';
import { EmployeeDevicesPanel } from './employee-devices-panel';
import { EmployeePhotoField } from './employee-photo-field';
import { WrappableText } from './wrappable-text';

type EmployeeProfileViewProps = {
  employee: EmployeeDetail;
  timeZone: string;
};

type Entry = [label: string, value: string | null | undefined];

const dateOrNone = (date: string | null | undefined) => (date ? formatDayMonthYear(date) : null);
const yesNo = (isTrue: boolean) => (isTrue ? 'Yes' : 'No');

// One section of the record as "label : value" lines; an empty value reads as a dash.
const ProfileSection = ({ title, entries }: { title: string; entries: Entry[] }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={title}>
    <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(140px, auto) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {entries.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
            <WrappableText text={value || '—'} />
          </Typography>
        </Box>
      ))}
    </Box>
  </Paper>
);

const Heading = ({ employee, children }: { employee: EmployeeDetail; children: ReactNode }) => (
  <Paper
    variant="outlined"
    sx={{
      p: { xs: 2, md: 3 },
      display: 'flex',
      flexDirection: { xs: 'column', sm: 'row' },
      alignItems: 'center',
      gap: 3,
    }}
  >
    {children}
    <Box sx={{ textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {employee.name}
      </Typography>
      <Typography color="text.secondary">{employee.employeeCode}</Typography>
      <Typography>
        {[employee.designationName, employee.departmentName].filter(Boolean).join(' · ') || '—'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        <WrappableText text={employee.officialEmail} />
      </Typography>
    </Box>
  </Paper>
);

// spec A §2 My Profile: the own record, read-only (no field to change, no photo upload), laid out as a
// profile card with the spec's sections rather than as a form of disabled inputs. Passwords are never
// shown; the tracker devices stay revocable by their owner.
export const EmployeeProfileView = ({ employee, timeZone }: EmployeeProfileViewProps) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Heading employee={employee}>
      <EmployeePhotoField
        mode="profile"
        employeeId={employee.id}
        photoVersion={employee.photoVersion}
        name={employee.name}
      />
    </Heading>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ProfileSection
        title="Employee Code"
        entries={[
          ['Id', padEmployeeNumber(employee.employeeNumber)],
          ['Employee Code', employee.employeeCode],
          ['Joining Date', dateOrNone(employee.joiningDate)],
          ['Active', yesNo(employee.isActive)],
          ['Is Relieved', yesNo(employee.isRelieved)],
          ['Relieving Date', dateOrNone(employee.relievingDate)],
        ]}
      />
      <ProfileSection
        title="Demographic Detail"
        entries={[
          ['Employee Name', employee.name],
          ['Father Name', employee.fatherName],
          ['Date Of Birth', dateOrNone(employee.dateOfBirth)],
          ['Blood Group', employee.bloodGroup],
        ]}
      />
      <ProfileSection
        title="Contact Details"
        entries={[
          ['Contact Number 1', employee.contactNumber1],
          ['Contact Number 2', employee.contactNumber2],
          ['Personal Email', employee.personalEmail],
          ['Skype Id', employee.skypeId],
          ['Correspondence Address', employee.correspondenceAddress],
          ['Permanent Address', employee.permanentAddress],
        ]}
      />
      <ProfileSection
        title="Company Detail"
        entries={[
          ['Department', employee.departmentName],
          ['Designation', employee.designationName],
          ['Shift', employee.shiftName],
          ['Bank', employee.bankName],
          ['IFSC Code', employee.ifscCode],
          // Masked by the server (•••• and the last four digits).
          ['Bank Account Number', employee.bankAccountNumber],
          ['PAN Number', employee.panNumber],
          ['Aadhaar Number', employee.aadhaarNumber],
          ['Official Email', employee.officialEmail],
        ]}
      />
      <ProfileSection
        title="Tracker"
        entries={[
          ['Role', employee.roleId === ROLE.admin ? 'Admin' : 'Employee'],
          [
            'Screenshots',
            employee.screenshotMode
              ? SCREENSHOT_MODE_LABELS[employee.screenshotMode]
              : trackingPrivacyTexts.organisationDefault,
          ],
        ]}
      />
    </Box>
    <EmployeeDevicesPanel employeeId={employee.id} timeZone={timeZone} />
  </Box>
);
