import Box from '@mui/material/Box';
import { DATE_PATTERN, todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { timesheetTexts, timesheetWeekOf } from '@pulse/shared/domain/timesheet-status';
import { paths } from '@pulse/shared/paths';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import type { TimesheetApprovalsFilter } from '../../../features/timesheets/api/get-timesheet-approvals';
import {
  APPROVALS_STATUSES,
  TimesheetApprovalsScreen,
} from '../../../features/timesheets/components/timesheet-approvals-screen';
import { TimesheetLockPanel } from '../../../features/timesheets/components/timesheet-lock-panel';
import { useCurrentEmployee } from '../../../lib/current-employee';

const statusOf = (value: string | null): TimesheetApprovalsFilter['status'] =>
  APPROVALS_STATUSES.find((status) => status === value) ?? 'waiting';

// The approvers' list of weeks (administrators, and the managers the Timesheets page links here), with
// the filters in the address (?status=, ?week=); administrators also lock and unlock timesheets here.
export const TimesheetApprovalsRoute = () => {
  const me = useCurrentEmployee();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const week = searchParams.get('week');
  const filter: TimesheetApprovalsFilter = {
    status: statusOf(searchParams.get('status')),
    weekStart: week && DATE_PATTERN.test(week) ? timesheetWeekOf(week).weekStart : undefined,
  };

  return (
    <ContentLayout title={timesheetTexts.approvalsTitle}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {isAdmin(me.roleId) && (
          <TimesheetLockPanel
            today={todayIn(me.organization.timeZone, new Date())}
            timeZone={me.organization.timeZone}
          />
        )}
        <TimesheetApprovalsScreen
          filter={filter}
          onFilterChange={(next) =>
            setSearchParams(
              { status: next.status, ...(next.weekStart ? { week: next.weekStart } : {}) },
              { replace: true },
            )
          }
          onOpenWeek={(item) =>
            navigate(paths.timesheets.getHref({ weekStart: item.weekStart, employeeId: item.employee.id }))
          }
        />
      </Box>
    </ContentLayout>
  );
};
