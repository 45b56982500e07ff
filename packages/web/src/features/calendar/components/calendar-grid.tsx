import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@pulse/shared/contracts/calendar';
import { dayLabel, entriesOn, WEEKDAY_NAMES } from '../calendar-days';
import { DayEntries } from './day-entries';

type CalendarGridProps = {
  weeks: readonly (readonly string[])[];
  entries: readonly CalendarEntry[];
  // Days of another month are dimmed in the month view.
  month?: string | undefined;
  today: string;
};

const isOff = (entries: readonly CalendarEntry[]) =>
  entries.some((entry) => entry.kind === 'holiday' || entry.kind === 'weekly-off');

// A month (or one week) as a grid of days, Monday first; holidays and weekly offs shaded.
export const CalendarGrid = ({ weeks, entries, month, today }: CalendarGridProps) => (
  <Box role="grid" aria-label="Calendar" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
    <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
      {WEEKDAY_NAMES.map((name) => (
        <Typography
          key={name}
          role="columnheader"
          variant="caption"
          sx={{ p: 0.5, textAlign: 'center', fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}
        >
          {name}
        </Typography>
      ))}
    </Box>
    {weeks.map((week) => (
      <Box
        role="row"
        key={week[0]}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}
      >
        {week.map((day) => {
          const dayEntries = entriesOn(entries, day);
          const isOtherMonth = month !== undefined && day.slice(0, 7) !== month.slice(0, 7);
          return (
            <Box
              role="gridcell"
              aria-label={dayLabel(day)}
              aria-current={day === today ? 'date' : undefined}
              key={day}
              sx={{
                minHeight: 96,
                p: 0.5,
                borderTop: 1,
                borderLeft: 1,
                borderColor: 'divider',
                bgcolor: isOff(dayEntries) ? 'action.hover' : undefined,
                opacity: isOtherMonth ? 0.55 : 1,
              }}
            >
              <Typography
                variant="caption"
                sx={{
                  display: 'inline-block',
                  mb: 0.5,
                  px: 0.5,
                  borderRadius: 1,
                  fontWeight: day === today ? 700 : 400,
                  ...(day === today ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : {}),
                }}
              >
                {Number(day.slice(8))}
              </Typography>
              <DayEntries entries={dayEntries} />
            </Box>
          );
        })}
      </Box>
    ))}
  </Box>
);
