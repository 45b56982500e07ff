import { upcomingAppraisalsSchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// spec A §2 Upcoming Appraisals (administrators). The dates move once a day: fresh for five minutes.
export const upcomingAppraisalsQueryOptions = () =>
  dashboardCardQueryOptions('upcoming-appraisals', upcomingAppraisalsSchema, 5 * MINUTE_MS);

export const useUpcomingAppraisals = () => useQuery(upcomingAppraisalsQueryOptions());
