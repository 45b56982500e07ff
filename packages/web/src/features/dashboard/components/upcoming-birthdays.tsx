import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { useUpcomingBirthdays } from '../api/get-upcoming-birthdays';
import { DashboardCard } from './dashboard-card';
import { UpcomingList } from './upcoming-list';
import { UpcomingSkeleton } from './upcoming-skeleton';

// spec A §2 Upcoming Birthdays (administrators): the next 30 days, each with the coming birthday's
// date (upcoming-dates.ts: 29 February on the 28th in a common year).
export const UpcomingBirthdays = () => {
  const birthdays = useUpcomingBirthdays();
  return (
    <DashboardCard
      title={dashboardPulseTexts.upcomingBirthdaysHeading}
      query={birthdays}
      skeleton={<UpcomingSkeleton />}
      isEmpty={(list) => list.items.length === 0}
      emptyText={dashboardPulseTexts.noUpcomingBirthdays}
    >
      {(list) => (
        <UpcomingList
          label={dashboardPulseTexts.upcomingBirthdaysHeading}
          entries={list.items.map((item) => ({ ...item, date: item.birthday }))}
        />
      )}
    </DashboardCard>
  );
};
