import { upcomingBirthdaysSchema } from '@pulse/shared/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardCardQueryOptions, MINUTE_MS } from './dashboard-card-query';

// spec A §2 Upcoming Birthdays (administrators). The dates move once a day: fresh for five minutes.
export const upcomingBirthdaysQueryOptions = () =>
  dashboardCardQueryOptions('upcoming-birthdays', upcomingBirthdaysSchema, 5 * MINUTE_MS);

export const useUpcomingBirthdays = () => useQuery(upcomingBirthdaysQueryOptions());
