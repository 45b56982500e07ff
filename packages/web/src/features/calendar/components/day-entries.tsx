import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CalendarEntry } from '@pulse/shared/contracts/calendar';

// Who is away on one day: holidays and weekly offs first (their names), then each person, with the
// type when the caller may see it, and pending leaves outlined and labelled apart.
export const DayEntries = ({ entries }: { entries: readonly CalendarEntry[] }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
    {entries.map((entry) => (
      <Box
        component="li"
        key={`${entry.kind}-${entry.employee?.id ?? ''}-${entry.fromDate}`}
        sx={{
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          fontSize: '0.8rem',
          ...(entry.kind === 'leave'
            ? entry.status === 'pending'
              ? { border: 1, borderStyle: 'dashed', borderColor: 'warning.main' }
              : { bgcolor: 'action.selected' }
            : { color: 'text.secondary', fontStyle: 'italic' }),
        }}
      >
        {entry.kind === 'leave' ? (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500, fontSize: 'inherit' }}>
              {entry.employee?.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontSize: 'inherit' }}>
              {` · ${entry.typeName ?? entry.title}${entry.isHalfDay && !entry.typeName ? ' (half day)' : ''}`}
            </Typography>
            {entry.status === 'pending' && (
              <Chip
                label="Pending"
                size="small"
                color="warning"
                variant="outlined"
                sx={{ ml: 0.5, height: 18 }}
              />
            )}
          </>
        ) : (
          entry.title
        )}
      </Box>
    ))}
  </Box>
);
