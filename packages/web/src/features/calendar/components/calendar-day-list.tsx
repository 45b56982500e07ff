import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@pulse/shared/contracts/calendar';
import { dayLabel, entriesOn } from '../calendar-days';
import { DayEntries } from './day-entries';

// On a phone the grid's seven columns are too narrow to read: each day with an absence or a holiday,
// one under another.
export const CalendarDayList = ({
  days,
  entries,
}: {
  days: readonly string[];
  entries: readonly CalendarEntry[];
}) => (
  <Box component="ol" aria-label="Calendar" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
    {days.map((day) => {
      const dayEntries = entriesOn(entries, day);
      // A weekend alone tells nothing here; it shows with the day's absences.
      if (dayEntries.every((entry) => entry.kind === 'weekly-off')) return null;
      return (
        <Box component="li" key={day} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {dayLabel(day)}
          </Typography>
          <DayEntries entries={dayEntries} />
        </Box>
      );
    })}
  </Box>
);
