import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { WorkDay } from '@pulse/shared/contracts/dashboard';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';

type WorkWeekBarChartProps = {
  days: WorkDay[];
  // The chart's text alternative: what a screen reader says instead of the drawing.
  label: string;
  dayLabel: (date: string) => string;
};

// A large organisation's day runs to thousands of hours: '12k' keeps the axis narrow.
const axisHours = (hours: number) => (hours >= 1000 ? `${Math.round(hours / 100) / 10}k` : String(hours));

// Loaded on its own (React.lazy) with the charting library, so only administrators download it.
// Bars are hours (minutes / 60) stacked as actual work and idle time; tooltips show h:mm
// (spec B §9, hours-minutes.ts).
export const WorkWeekBarChart = ({ days, label, dayLabel }: WorkWeekBarChartProps) => {
  const { palette } = useTheme();
  const seriesOf = (name: string, minutesOf: (day: WorkDay) => number, color: string) => ({
    label: name,
    stack: 'work',
    color,
    data: days.map((day) => minutesOf(day) / 60),
    valueFormatter: (_value: number | null, context: { dataIndex: number }) => {
      const day = days[context.dataIndex];
      return day ? formatHoursColonMinutes(minutesOf(day)) : '';
    },
  });
  return (
    <Box role="img" aria-label={label}>
      <BarChart
        height={260}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: days.map((day) => dayLabel(day.date)) }]}
        yAxis={[{ label: 'Hours', width: 64, valueFormatter: axisHours }]}
        series={[
          seriesOf(dashboardPulseTexts.actualWork, (day) => day.actualWorkMinutes, palette.primary.main),
          seriesOf(dashboardPulseTexts.idleTime, (day) => day.idleMinutes, palette.warning.light),
        ]}
      />
    </Box>
  );
};
