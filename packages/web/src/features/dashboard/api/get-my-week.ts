import { workSummarySchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// The signed-in employee's own hours this week; today's grow: fresh for a minute.
export const myWeekQueryOptions = () => dashboardCardQueryOptions('my-week', workSummarySchema, MINUTE_MS);

export const useMyWeek = () => useQuery(myWeekQueryOptions());
