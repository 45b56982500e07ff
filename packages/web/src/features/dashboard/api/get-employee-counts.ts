import { employeeCountsSchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// spec A §7 GetEmployeesStatus (administrators). People change rarely: fresh for five minutes.
export const employeeCountsQueryOptions = () =>
  dashboardCardQueryOptions('employee-counts', employeeCountsSchema, 5 * MINUTE_MS);

export const useEmployeeCounts = () => useQuery(employeeCountsQueryOptions());
