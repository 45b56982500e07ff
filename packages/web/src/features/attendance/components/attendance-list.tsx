import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { yearRangeOf } from '@pulse/shared/domain/leave-days';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { attendancePulseTexts, attendanceTexts } from '@pulse/shared/spec-texts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateField } from '../../../components/date-field/date-field';
import { EmployeeMultiSelect } from '../../../components/employee-multi-select/employee-multi-select';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useExportAttendance } from '../api/export-attendance';
import { type AttendanceFilters, useAttendance } from '../api/get-attendance';
import { AttendanceTable } from './attendance-table';
import type { EmployeeOption } from './employee-select';

// spec B §2 /dashboard/attendance: filters Employee Name (administrators), date range (default: this
// year in the organisation's zone, spec B §9) and Search; administrators also get Mark Attendance and
// Download Excel. The list and the download use the filters last searched.
export const AttendanceList = ({ me }: { me: CurrentEmployee }) => {
  const feedback = useMutationFeedback();
  const isAdministrator = isAdmin(me.roleId);
  const timeZone = me.organization.timeZone;
  const [year] = useState(() => yearRangeOf(todayIn(timeZone, new Date())));
  const [people, setPeople] = useState<EmployeeOption[]>([]);
  const [from, setFrom] = useState(year.from);
  const [to, setTo] = useState(year.to);
  const [filters, setFilters] = useState<AttendanceFilters>({ employeeIds: [], ...year });
  const pages = useAttendance(filters);
  const download = useExportAttendance();

  const isRangeInvalid = Boolean(from && to && from > to);

  const search = () => {
    if (isRangeInvalid) return;
    setFilters({ employeeIds: people.map((person) => person.id), from, to });
  };

  const downloadExcel = () => download.mutate(filters, { onError: feedback.onError });

  return (
    <Box>
      <Box
        component="form"
        role="search"
        aria-label="Attendance filters"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
      >
        {isAdministrator && (
          <Box sx={{ width: { xs: '100%', sm: 340 } }}>
            <EmployeeMultiSelect
              label="Employee Name"
              placeholder="All employees"
              size="small"
              value={people}
              onChange={setPeople}
            />
          </Box>
        )}
        <DateField label="From Date" value={from} onChange={setFrom} />
        <DateField
          label="To Date"
          value={to}
          min={from || undefined}
          onChange={setTo}
          error={isRangeInvalid ? attendancePulseTexts.rangeInvalid : undefined}
        />
        <Button type="submit" variant="contained" disabled={isRangeInvalid}>
          Search
        </Button>
        {isAdministrator && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, ml: { md: 'auto' } }}>
            <Button variant="outlined" component={RouterLink} to={paths.markAttendance.getHref()}>
              {attendanceTexts.markAttendance}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={downloadExcel}
              loading={download.isPending}
            >
              {attendanceTexts.downloadExcel}
            </Button>
          </Box>
        )}
      </Box>
      <AttendanceTable pages={pages} timeZone={timeZone} />
    </Box>
  );
};
