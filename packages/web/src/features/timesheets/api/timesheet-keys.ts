import type { TimesheetWeek } from '@pulse/shared/contracts/timesheets';
import type { QueryClient } from '@tanstack/react-query';

// Every timesheet query starts here, so one decision refreshes the week, the approvals list and the lock.
export const timesheetsQueryKey = ['timesheets'] as const;
export const timesheetWeeksQueryKey = [...timesheetsQueryKey, 'week'] as const;
export const timesheetApprovalsQueryKey = [...timesheetsQueryKey, 'approvals'] as const;
export const timesheetLockQueryKey = [...timesheetsQueryKey, 'lock'] as const;

export const timesheetWeekQueryKey = (employeeId: string, weekStart: string) =>
  [...timesheetWeeksQueryKey, employeeId, weekStart] as const;

// A decided week: its page shows the server's answer at once, and the approvals list (which counts it
// as waiting or not) is read again.
export const putDecidedWeek = (queryClient: QueryClient, week: TimesheetWeek) => {
  queryClient.setQueryData(timesheetWeekQueryKey(week.employee.id, week.weekStart), week);
  return queryClient.invalidateQueries({ queryKey: timesheetApprovalsQueryKey });
};
