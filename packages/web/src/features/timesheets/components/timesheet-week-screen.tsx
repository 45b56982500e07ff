import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TimesheetPeople } from '@pulse/shared/contracts/timesheets';
import { ROLE } from '@pulse/shared/domain/roles';
import { formatWeekRange, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';
import { timesheetTexts } from '@pulse/shared/domain/timesheet-status';
import { paths } from '@pulse/shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useTimesheetPeople } from '../api/get-timesheet-people';
import { useTimesheetWeek } from '../api/get-timesheet-week';
import { PendingChangePanel } from './pending-change-panel';
import { TimesheetWeekActions } from './timesheet-week-actions';
import { TimesheetWeekSummary } from './timesheet-week-summary';
import { TimesheetWeekTable } from './timesheet-week-table';
import { WeekPicker } from './week-picker';

export type TimesheetView = { weekStart: string; employeeId: string };

// The page brings its own employee picker (the activity feature's), so this feature needs no other.
export type EmployeePickerSlot = (picker: {
  employees: TimesheetPeople['items'];
  value: string;
  onChange: (employeeId: string) => void;
}) => ReactNode;

type TimesheetWeekScreenProps = {
  view: TimesheetView;
  onViewChange: (view: TimesheetView) => void;
  thisWeekStart: string;
  renderEmployeePicker: EmployeePickerSlot;
};

// One employee's week (domain/timesheet-status.ts): the week table, its status and the actions the
// server allows the caller.
export const TimesheetWeekScreen = ({
  view,
  onViewChange,
  thisWeekStart,
  renderEmployeePicker,
}: TimesheetWeekScreenProps) => {
  const me = useCurrentEmployee();
  const people = useTimesheetPeople();
  const week = useTimesheetWeek(view);
  const others = people.data?.items.filter((person) => person.id !== me.id) ?? [];
  const data = week.data;

  // The viewer's own day needs no parameters but the date; someone else's names them (spec B §2) and is
  // an administrator's page, so a manager's view of a teammate's week links nowhere.
  const dayHref = (date: string) => {
    if (!data || data.employee.id === me.id) return paths.ownTimeSheetDetails.getHref(date);
    return me.roleId === ROLE.admin
      ? paths.timeSheetDetails.getHref(date, data.employee.employeeCode, data.employee.name)
      : null;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <WeekPicker
          weekStart={view.weekStart}
          thisWeekStart={thisWeekStart}
          onChange={(weekStart) => onViewChange({ ...view, weekStart })}
        />
        {people.data &&
          others.length > 0 &&
          renderEmployeePicker({
            employees: people.data.items,
            value: view.employeeId,
            onChange: (employeeId) => onViewChange({ ...view, employeeId }),
          })}
        {people.data?.canApprove && (
          <Button
            component={Link}
            to={paths.timesheetApprovals.getHref()}
            startIcon={<FactCheckOutlinedIcon />}
            sx={{ ml: { md: 'auto' }, whiteSpace: 'nowrap' }}
          >
            {texts.openApprovals}
          </Button>
        )}
      </Box>

      {week.isPending ? (
        <LoadingRows label={texts.loadingWeek} height={40} count={4} />
      ) : week.isError ? (
        <LoadError error={week.error} onRetry={() => week.refetch()} />
      ) : (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, opacity: week.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={week.isFetching}
        >
          <TimesheetWeekSummary week={week.data} timeZone={me.organization.timeZone} />
          <TimesheetWeekActions week={week.data} />
          {week.data.approved && week.data.pendingChanges.length > 0 && (
            <PendingChangePanel
              changes={week.data.pendingChanges}
              approved={week.data.approved.figures}
              now={week.data.figures}
            />
          )}
          {week.data.figures.rows.length === 0 ? (
            <EmptyState text={texts.noTime} />
          ) : (
            <TimesheetWeekTable
              label={`${timesheetTexts.pageTitle}: ${week.data.employee.name}, ${formatWeekRange(week.data.weekStart, week.data.weekEnd)}`}
              figures={week.data.figures}
              dayHref={dayHref}
            />
          )}
        </Box>
      )}
    </Box>
  );
};
