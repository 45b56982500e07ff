import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DayActivity } from '@pulse/shared/contracts/activity';
import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';

// The time the employee paused the tracker ("Paused 10:20–10:45"): not tracked, and shown to the
// employee and to admins alike, so a gap in the day reads as a pause, not as missing data.
export const PausedSpansList = ({
  spans,
  formatTime,
}: {
  spans: DayActivity['pausedIntervals'];
  formatTime: (instant: string) => string;
}) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
    <Typography component="h2" variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <PauseCircleOutlinedIcon fontSize="small" aria-hidden />
      {trackingPrivacyTexts.pausedHeading}
    </Typography>
    <Box
      component="ul"
      aria-label="Paused"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {spans.map((span) => (
        <Box component="li" key={span.startedAt}>
          <Chip
            size="small"
            variant="outlined"
            label={`${formatTime(span.startedAt)}–${formatTime(span.endedAt)}`}
          />
        </Box>
      ))}
    </Box>
  </Box>
);
