import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AttendanceToday as AttendanceTodayData } from '@pulse/shared/contracts/dashboard';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { lazy, Suspense } from 'react';
import { useAttendanceToday } from '../api/get-attendance-today';
import { DashboardCard, visuallyHiddenSx } from './dashboard-card';

const AttendancePieChart = lazy(() =>
  import('./attendance-pie-chart').then((module) => ({ default: module.AttendancePieChart })),
);

const chartSkeleton = <Skeleton variant="circular" width={180} height={180} sx={{ mx: 'auto' }} />;

// A day off has no absentees and no leave (domain/day-presence.ts): only who worked is shown.
const rowsOf = (data: AttendanceTodayData): [string, number][] =>
  data.isWorkingDay
    ? [
        [dashboardPulseTexts.present, data.present],
        [dashboardPulseTexts.onLeave, data.onLeave],
        [dashboardPulseTexts.absent, data.absent],
      ]
    : [[dashboardPulseTexts.present, data.present]];

// spec A §2 and §7 GetAttendance (administrators): today's active employees as present (attendance
// marked or time tracked), on leave and absent, drawn as a chart with the numbers in its legend and
// in a table for screen readers.
export const AttendanceToday = () => {
  const attendance = useAttendanceToday();
  return (
    <DashboardCard
      title={dashboardPulseTexts.attendanceHeading}
      query={attendance}
      skeleton={chartSkeleton}
      isEmpty={(data) => data.activeEmployees === 0}
      emptyText={dashboardPulseTexts.noActiveEmployees}
    >
      {(data) => {
        const rows = rowsOf(data);
        const caption = `${dashboardPulseTexts.attendanceHeading}, ${formatDayMonthYear(data.date)}`;
        return (
          <Box>
            <Typography variant="body2" color="text.secondary">
              {formatDayMonthYear(data.date)}
              {data.isWorkingDay
                ? ''
                : ` · ${data.holidayName ? `${dashboardPulseTexts.holiday}: ${data.holidayName}` : dashboardPulseTexts.notWorkingDay}`}
            </Typography>
            {data.isWorkingDay || data.present > 0 ? (
              <Suspense fallback={chartSkeleton}>
                <AttendancePieChart
                  slices={rows}
                  label={`${caption}: ${rows.map(([label, value]) => `${value} ${label.toLowerCase()}`).join(', ')}`}
                />
              </Suspense>
            ) : (
              <Typography sx={{ py: 4, textAlign: 'center' }}>{dashboardPulseTexts.nobodyWorked}</Typography>
            )}
            <Box sx={visuallyHiddenSx}>
              <table>
                <caption>{caption}</caption>
                <tbody>
                  {rows.map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
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
