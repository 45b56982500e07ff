import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIVE_STATES } from '@pulse/shared/domain/device-live-state';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { paths } from '@pulse/shared/paths';
import { workingNowTexts } from '@pulse/shared/spec-texts';
import { Link as RouterLink } from 'react-router';
import { LiveStateChip } from '../../../components/live-state/live-state-chip';
import { useWorkingNow } from '../api/get-working-now';
import { DashboardCard } from './dashboard-card';
import { FigureList } from './figure-list';

const WorkingNowSkeleton = () => (
  <Box>
    <Skeleton variant="rounded" height={56} sx={{ mb: 1.5 }} />
    {[0, 1, 2].map((row) => (
      <Skeleton key={row} variant="text" />
    ))}
  </Box>
);

// Who is working now (administrators): how many employees are tracking, idle, paused or
// offline, and who is not offline, each linking to their day in the activity viewer. Live: the page
// shell's socket keeps the list current (use-live-working-now.ts).
export const WorkingNow = ({ timeZone }: { timeZone: string }) => {
  const workingNow = useWorkingNow();
  const today = todayIn(timeZone, new Date());
  return (
    <DashboardCard
      title={workingNowTexts.heading}
      query={workingNow}
      skeleton={<WorkingNowSkeleton />}
      isEmpty={(entries) => entries.length === 0}
      emptyText={workingNowTexts.noTrackers}
    >
      {(entries) => {
        const working = entries.filter((entry) => entry.state !== 'offline');
        return (
          <>
            <FigureList
              figures={LIVE_STATES.map((state) => ({
                label: workingNowTexts.stateLabels[state],
                value: entries.filter((entry) => entry.state === state).length,
              }))}
            />
            {working.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {workingNowTexts.nobodyWorking}
              </Typography>
            ) : (
              <Box
                component="ul"
                aria-label={workingNowTexts.heading}
                tabIndex={0}
                sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, maxHeight: 300, overflowY: 'auto' }}
              >
                {working.map((entry) => (
                  <Box
                    component="li"
                    key={entry.employeeId}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      py: 1,
                      '& + &': { borderTop: 1, borderColor: 'divider' },
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Link
                        component={RouterLink}
                        to={paths.timeSheetDetails.getHref(today, entry.employeeCode, entry.name)}
                        sx={{ fontWeight: 600 }}
                      >
                        {entry.name}
                      </Link>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {entry.employeeCode}
                      </Typography>
                    </Box>
                    <LiveStateChip state={entry.state} />
                  </Box>
                ))}
              </Box>
            )}
          </>
        );
      }}
    </DashboardCard>
  );
};
