import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { useUpcomingAppraisals } from '../api/get-upcoming-appraisals';
import { DashboardCard } from './dashboard-card';
import { UpcomingList } from './upcoming-list';
import { UpcomingSkeleton } from './upcoming-skeleton';

// spec A §2 Upcoming Appraisals (administrators): a year after the latest appraisal, else after
// joining, for the next 30 days (upcoming-dates.ts).
export const UpcomingAppraisals = () => {
  const appraisals = useUpcomingAppraisals();
  return (
    <DashboardCard
      title={dashboardPulseTexts.upcomingAppraisalsHeading}
      query={appraisals}
      skeleton={<UpcomingSkeleton />}
      isEmpty={(list) => list.items.length === 0}
      emptyText={dashboardPulseTexts.noUpcomingAppraisals}
    >
      {(list) => (
        <UpcomingList
          label={dashboardPulseTexts.upcomingAppraisalsHeading}
          entries={list.items.map((item) => ({ ...item, date: item.nextAppraisalDate }))}
        />
      )}
    </DashboardCard>
  );
};
