import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { lazy, Suspense } from 'react';
import { useWorkWeek } from '../api/get-work-week';
import { DashboardCard, visuallyHiddenSx } from './dashboard-card';

const WorkWeekBarChart = lazy(() =>
  import('./work-week-bar-chart').then((module) => ({ default: module.WorkWeekBarChart })),
);

const chartSkeleton = <Skeleton variant="rounded" height={260} />;

// 'Mon 02': short enough for seven bars on a phone.
const dayLabel = (date: string) => `${weekdayName(date).slice(0, 3)} ${date.slice(8)}`;

// The administrators' chart of the organisation's actual work and idle time per day over the last
// 7 days (spec A §2 "employee report chart"; the numbers are the reports', spec A §3), with the
// figures in a table for screen readers.
export const WorkWeek = () => {
  const week = useWorkWeek();
  return (
    <DashboardCard
      title={dashboardPulseTexts.workWeekHeading}
      query={week}
      skeleton={chartSkeleton}
      isEmpty={(summary) => summary.totals.hoursWorkedMinutes === 0}
      emptyText={dashboardPulseTexts.noWork}
    >
      {(summary) => {
        const caption = `${dashboardPulseTexts.workWeekHeading}, ${formatDayMonthYear(summary.from)} to ${formatDayMonthYear(summary.to)}`;
        return (
          <Box>
            <Suspense fallback={chartSkeleton}>
              <WorkWeekBarChart
                days={summary.days}
                dayLabel={dayLabel}
                label={`${caption}: ${dashboardPulseTexts.actualWork} and ${dashboardPulseTexts.idleTime} per day, in hours`}
              />
            </Suspense>
            <Box sx={visuallyHiddenSx}>
              <table>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">{dashboardPulseTexts.actualWork}</th>
                    <th scope="col">{dashboardPulseTexts.idleTime}</th>
                    <th scope="col">{dashboardPulseTexts.hoursWorked}</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDayMonthYear(day.date)}</th>
                      <td>{formatHoursColonMinutes(day.actualWorkMinutes)}</td>
                      <td>{formatHoursColonMinutes(day.idleMinutes)}</td>
                      <td>{formatHoursColonMinutes(day.hoursWorkedMinutes)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Box>
          </Box>
        );
      }}
    </DashboardCard>
  );
};
