import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { AttendanceToday } from '@pulse/shared/contracts/dashboard';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';

type AttendancePieChartProps = {
  attendance: Pick<AttendanceToday, 'present' | 'onLeave' | 'absent'>;
  // The chart's text alternative: what a screen reader says instead of the drawing.
  label: string;
};

// Loaded on its own (React.lazy) with the charting library, so only administrators download it.
export const AttendancePieChart = ({ attendance, label }: AttendancePieChartProps) => {
  const { palette } = useTheme();
  const slices = [
    {
      id: 'present',
      label: dashboardPulseTexts.present,
      value: attendance.present,
      color: palette.success.main,
    },
    {
      id: 'on-leave',
      label: dashboardPulseTexts.onLeave,
      value: attendance.onLeave,
      color: palette.warning.main,
    },
    { id: 'absent', label: dashboardPulseTexts.absent, value: attendance.absent, color: palette.error.main },
  ];
  return (
    <Box role="img" aria-label={label}>
      <PieChart
        height={220}
        skipAnimation
        series={[
          {
            // The legend carries the numbers too, so they read without hovering.
            data: slices.map((slice) => ({ ...slice, label: `${slice.label}: ${slice.value}` })),
            innerRadius: 50,
            paddingAngle: 1,
            cornerRadius: 3,
          },
        ]}
      />
    </Box>
  );
};
