import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addDays } from '@pulse/shared/domain/organization-day';
import { formatWeekRange, timesheetPageTexts as texts } from '@pulse/shared/domain/timesheet-page-texts';

type WeekPickerProps = {
  // Mondays, YYYY-MM-DD.
  weekStart: string;
  thisWeekStart: string;
  onChange: (weekStart: string) => void;
};

// Steps a week at a time. A week not yet begun has nothing to show or submit, so the steps stop at this
// week (a link may still open a later one).
export const WeekPicker = ({ weekStart, thisWeekStart, onChange }: WeekPickerProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
    <IconButton aria-label={texts.previousWeek} onClick={() => onChange(addDays(weekStart, -7))}>
      <ChevronLeftIcon />
    </IconButton>
    <Typography
      component="p"
      variant="subtitle1"
      aria-live="polite"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: { sm: 240 }, textAlign: 'center' }}
    >
      {formatWeekRange(weekStart, addDays(weekStart, 6))}
    </Typography>
    <IconButton
      aria-label={texts.nextWeek}
      onClick={() => onChange(addDays(weekStart, 7))}
      disabled={weekStart >= thisWeekStart}
    >
      <ChevronRightIcon />
    </IconButton>
    <Button size="small" onClick={() => onChange(thisWeekStart)} disabled={weekStart === thisWeekStart}>
      {texts.thisWeek}
    </Button>
  </Box>
);
