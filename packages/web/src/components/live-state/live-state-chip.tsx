import Chip from '@mui/material/Chip';
import type { LiveState } from '@pulse/shared/domain/device-live-state';
import { workingNowTexts } from '@pulse/shared/spec-texts';

const CHIP_COLOR = { tracking: 'success', idle: 'warning', paused: 'info', offline: 'default' } as const;

// A device's or an employee's live state (who is working now) as a small chip; its text says the
// state, so the colour is never the only sign of it.
export const LiveStateChip = ({ state }: { state: LiveState }) => (
  <Chip
    size="small"
    label={workingNowTexts.stateLabels[state]}
    color={CHIP_COLOR[state]}
    variant={state === 'offline' ? 'outlined' : 'filled'}
    sx={{ fontWeight: 600 }}
  />
);
