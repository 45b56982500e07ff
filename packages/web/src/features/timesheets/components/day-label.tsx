import Box from '@mui/material/Box';
import { formatDayMonthYear, weekdayName } from '@pulse/shared/domain/display-format';

// A day's column heading, 'Mon 16-Nov': where the column is narrow it breaks after the weekday, never
// inside the date.
export const DayLabel = ({ date }: { date: string }) => (
  <>
    {`${weekdayName(date).slice(0, 3)} `}
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDayMonthYear(date).slice(0, 6)}
    </Box>
  </>
);
