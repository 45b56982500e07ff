import MoreTimeIcon from '@mui/icons-material/MoreTime';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DayActivity } from '@pulse/shared/contracts/activity';
import { formatHoursColonMinutes } from '@pulse/shared/domain/hours-minutes';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { useId } from 'react';
import { Link } from 'react-router';

type ManualTimeSectionProps = {
  manualTime: DayActivity['manualTime'];
  // Where the viewed employee adds their own offline time; absent when the day is someone else's.
  addHref?: string;
};

// The day's approved offline time (spec A §1), shown apart from the tracker's screenshots: when, for
// which project and to-do, productive or not and why; no screenshots and no activity %.
export const ManualTimeSection = ({ manualTime, addHref }: ManualTimeSectionProps) => {
  const headingId = useId();
  if (manualTime.entries.length === 0 && !addHref) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {`${texts.manualHeading} (${formatHoursColonMinutes(manualTime.totalMinutes)})`}
        </Typography>
        {addHref && (
          <Button component={Link} to={addHref} size="small" startIcon={<MoreTimeIcon />} sx={{ ml: 'auto' }}>
            {texts.addButton}
          </Button>
        )}
      </Box>
      {manualTime.entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.noManualTime}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={texts.manualHeading}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {manualTime.entries.map((entry) => (
            <Paper
              component="li"
              key={entry.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {`${entry.from}–${entry.to}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatHoursColonMinutes(entry.minutes)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={entry.isProductive ? 'success' : 'default'}
                  label={entry.isProductive ? texts.productive : texts.unproductive}
                />
              </Box>
              <Typography variant="body2">
                {entry.project ? entry.project.name : texts.noProject}
                {entry.todo ? ` · ${entry.todo.name}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
};
