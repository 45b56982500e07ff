import Chip, { type ChipProps } from '@mui/material/Chip';
import { LEAVE_STATUS } from '@pulse/shared/domain/leave-status';

const COLORS: Record<number, ChipProps['color']> = {
  [LEAVE_STATUS.pending]: 'default',
  [LEAVE_STATUS.approved]: 'success',
  [LEAVE_STATUS.rejected]: 'error',
  [LEAVE_STATUS.cancelled]: 'default',
  [LEAVE_STATUS.markedAbsent]: 'error',
  [LEAVE_STATUS.markedPresent]: 'info',
};

// The status as a coloured chip; the name is always written out, so colour is never the only signal.
export const LeaveStatusChip = ({ status, name }: { status: number; name: string }) => (
  <Chip
    size="small"
    label={name}
    color={COLORS[status] ?? 'default'}
    // MUI's orange with white text fails WCAG AA contrast: Pending uses a dark text on a light orange.
    sx={status === LEAVE_STATUS.pending ? { bgcolor: '#ffe0b2', color: '#6d3a00' } : undefined}
    // Marked Absent is outlined so it reads apart from Rejected for people who do not see the red.
    variant={status === LEAVE_STATUS.markedAbsent ? 'outlined' : 'filled'}
  />
);
