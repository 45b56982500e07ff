import { workSummarySchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// The organisation's work over the last 7 days (administrators); today's grows: fresh for a minute.
export const workWeekQueryOptions = () =>
  dashboardCardQueryOptions('work-week', workSummarySchema, MINUTE_MS);

export const useWorkWeek = () => useQuery(workWeekQueryOptions());
