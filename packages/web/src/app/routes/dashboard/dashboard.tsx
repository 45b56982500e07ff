import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { isAdmin } from '@pulse/shared/domain/roles';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { AttendanceToday } from '../../../features/dashboard/components/attendance-today';
import { EmployeeCounts } from '../../../features/dashboard/components/employee-counts';
import { LeavesStatus } from '../../../features/dashboard/components/leaves-status';
import { MyWeekHours } from '../../../features/dashboard/components/my-week-hours';
import { NewsTiles } from '../../../features/dashboard/components/news-tiles';
import { PoliciesToAcknowledge } from '../../../features/dashboard/components/policies-to-acknowledge';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { UpcomingAppraisals } from '../../../features/dashboard/components/upcoming-appraisals';
import { UpcomingBirthdays } from '../../../features/dashboard/components/upcoming-birthdays';
import { WorkWeek } from '../../../features/dashboard/components/work-week';
import { WorkingNow } from '../../../features/dashboard/components/working-now';
import { useLiveWorkingNow } from '../../../features/dashboard/hooks/use-live-working-now';
import { useTrackerSetup } from '../../../features/tracker/api/get-tracker-setup';
import { InstallTrackerNotice } from '../../../features/tracker/components/install-tracker-notice';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec A §2: the chat assistant widget appears on the dashboard, for every role. Its own chunk, loaded
// after the cards, so the dashboard's first paint does not wait for it.
const AssistantWidget = lazy(() =>
  import('../../../features/assistant/components/assistant-widget').then((module) => ({
    default: module.AssistantWidget,
  })),
);

// The cards below the news mount in a transition once the top has rendered: React renders them in
// short slices between frames instead of in one long task with the rest of the page (hardening issue,
// section 5: Lighthouse's total blocking time). Their requests have left already, with the others
// (features/dashboard/api/prefetch-dashboard-cards.ts), and they start below the first screen.
const useIsLowerPartShown = () => {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => startTransition(() => setIsShown(true)), []);
  return isShown;
};

// spec A §2 Dashboard. Every card makes its own single request, and all of them render at once, so the
// requests go out together (no card waits for another). Administrators also get the people and
// attendance cards (spec A §6).
export const DashboardRoute = () => {
  const me = useCurrentEmployee();
  const isAdministrator = isAdmin(me.roleId);
  const isLowerPartShown = useIsLowerPartShown();
  // Nothing while loading or when the question fails: it is a hint, not a card.
  const hasNoDevice = useTrackerSetup().data?.activeDeviceCount === 0;
  useLiveWorkingNow(me.id, isAdministrator);
  return (
    <ContentLayout title="Dashboard">
      <QuickActions employeeCode={me.employeeCode} />
      <LeavesStatus />
      <Box sx={{ mt: 4 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <NewsTiles isAdmin={isAdministrator} />
          </Grid>
          {isLowerPartShown && hasNoDevice ? (
            <Grid size={12}>
              <InstallTrackerNotice />
            </Grid>
          ) : null}
          {isLowerPartShown ? (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <MyWeekHours />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <PoliciesToAcknowledge timeZone={me.organization.timeZone} />
              </Grid>
            </>
          ) : null}
          {isLowerPartShown && isAdministrator ? (
            <>
              <Grid size={12}>
                <WorkingNow timeZone={me.organization.timeZone} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <EmployeeCounts />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <AttendanceToday />
              </Grid>
              <Grid size={12}>
                <WorkWeek />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <UpcomingAppraisals />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <UpcomingBirthdays />
              </Grid>
            </>
          ) : null}
        </Grid>
      </Box>
      <Suspense fallback={null}>
        <AssistantWidget />
      </Suspense>
    </ContentLayout>
  );
};
