import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';

type AttendancePieChartProps = {
  // [label, count] in the order drawn: the card leaves out what a day off cannot have.
  slices: [string, number][];
  // The chart's text alternative: what a screen reader says instead of the drawing.
  label: string;
};

// Loaded on its own (React.lazy) with the charting library, so only administrators download it.
export const AttendancePieChart = ({ slices, label }: AttendancePieChartProps) => {
  const { palette } = useTheme();
  const colorOf: Record<string, string> = {
    [dashboardPulseTexts.present]: palette.success.main,
    [dashboardPulseTexts.onLeave]: palette.warning.main,
    [dashboardPulseTexts.absent]: palette.error.main,
  };
  return (
    <Box role="img" aria-label={label}>
      <PieChart
        height={220}
        skipAnimation
        series={[
          {
            // The legend carries the numbers too, so they read without hovering.
            data: slices.map(([name, value]) => ({
              id: name,
              label: `${name}: ${value}`,
              value,
              color: colorOf[name] ?? palette.grey[500],
            })),
            innerRadius: 50,
            paddingAngle: 1,
            cornerRadius: 3,
          },
        ]}
      />
    </Box>
  );
};
