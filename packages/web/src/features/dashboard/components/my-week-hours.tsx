import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WorkMinutes } from '@pulse/shared/contracts/dashboard';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { useMyWeek } from '../api/get-my-week';
import { DashboardCard } from './dashboard-card';
import { FigureList } from './figure-list';

// The time sheet's three figures (spec A §2 list columns), as h:mm (spec B §9, hours-minutes.ts).
const FIGURES: { label: string; minutes: (totals: WorkMinutes) => number }[] = [
  { label: dashboardPulseTexts.actualWork, minutes: (totals) => totals.actualWorkMinutes },
  { label: dashboardPulseTexts.idleTime, minutes: (totals) => totals.idleMinutes },
  { label: dashboardPulseTexts.hoursWorked, minutes: (totals) => totals.hoursWorkedMinutes },
];

// Everyone: their own tracked time this week, Monday to Sunday.
export const MyWeekHours = () => {
  const week = useMyWeek();
  return (
    <DashboardCard
      title={dashboardPulseTexts.myWeekHeading}
      query={week}
      skeleton={<Skeleton variant="rounded" height={72} />}
    >
      {(summary) => (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {formatDayMonthYear(summary.from)} – {formatDayMonthYear(summary.to)}
          </Typography>
          <FigureList
            figures={FIGURES.map((figure) => ({
              label: figure.label,
              value: formatHoursColonMinutes(figure.minutes(summary.totals)),
            }))}
          />
        </Box>
      )}
    </DashboardCard>
  );
};
