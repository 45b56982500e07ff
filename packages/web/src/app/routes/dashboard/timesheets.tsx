import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DATE_PATTERN, todayIn } from '@pulse/shared/domain/organization-day';
import { timesheetTexts, timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { EmployeePicker } from '../../../features/activity/components/employee-picker';
import { SavedReportDialog } from '../../../features/saved-reports/components/saved-report-dialog';
import {
  type EmployeePickerSlot,
  type TimesheetView,
  TimesheetWeekScreen,
} from '../../../features/timesheets/components/timesheet-week-screen';
import { useCurrentEmployee } from '../../../lib/current-employee';

// The activity feature's searchable picker, without 'All': a timesheet is one person's week.
const renderEmployeePicker: EmployeePickerSlot = ({ employees, value, onChange }) => (
  <EmployeePicker
    employees={employees}
    value={value}
    hasAllOption={false}
    onChange={(employee) => employee && onChange(employee.id)}
  />
);

// Weekly timesheets (domain/timesheet-status.ts), for every role. The week (its Monday, ?week=) and the
// employee (?employee=, approvers) live in the address, so Back, a reload and the approvals list's
// links open the same week; any day of a week opens that week, and no week is this week.
export const TimesheetsRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isScheduling, setIsScheduling] = useState(false);
  const thisWeekStart = timesheetWeekOf(todayIn(me.organization.timeZone, new Date())).weekStart;
  const week = searchParams.get('week');
  const view: TimesheetView = {
    weekStart: week && DATE_PATTERN.test(week) ? timesheetWeekOf(week).weekStart : thisWeekStart,
    employeeId: searchParams.get('employee') || me.id,
  };

  return (
    <ContentLayout title={timesheetTexts.pageTitle}>
      <TimesheetWeekScreen
        view={view}
        // Each week or person looked at is a step in the history; the caller's own week needs no ?employee=.
        onViewChange={(next) =>
          setSearchParams({
            week: next.weekStart,
            ...(next.employeeId === me.id ? {} : { employee: next.employeeId }),
          })
        }
        thisWeekStart={thisWeekStart}
        renderEmployeePicker={renderEmployeePicker}
      />
      {/* Each Monday, last week's own report by mail: a saved report of one's own time (features/saved-reports). */}
      <Box sx={{ mt: 3 }}>
        <Button startIcon={<MailOutlinedIcon />} onClick={() => setIsScheduling(true)}>
          {timesheetTexts.emailMyWeek}
        </Button>
      </Box>
      {isScheduling && (
        <SavedReportDialog
          target={{ filters: { employee: { id: me.id, name: me.name }, project: null } }}
          defaults={{ name: timesheetTexts.myWeeklyReportName, schedule: 'weekly' }}
          onClose={() => setIsScheduling(false)}
        />
      )}
    </ContentLayout>
  );
};
