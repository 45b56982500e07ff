import Chip, { type ChipProps } from '@mui/material/Chip';
import { TIMESHEET_STATUS_NAMES, type TimesheetStatus } from '@pulse/shared/domain/timesheet-status';

const COLORS: Record<TimesheetStatus, ChipProps['color']> = {
  open: 'default',
  submitted: 'default',
  approved: 'success',
  rejected: 'error',
};

// The status as a chip; the name is always written out, so colour is never the only signal.
export const TimesheetStatusChip = ({ status }: { status: TimesheetStatus }) => (
  <Chip
    size="small"
    label={TIMESHEET_STATUS_NAMES[status]}
    color={COLORS[status]}
    // Waiting, as a pending leave: dark text on a light orange (MUI's orange with white fails WCAG AA).
    sx={status === 'submitted' ? { bgcolor: '#ffe0b2', color: '#6d3a00' } : undefined}
    variant={status === 'open' ? 'outlined' : 'filled'}
  />
);
