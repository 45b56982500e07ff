import Chip, { type ChipProps } from '@mui/material/Chip';
import { TODO_STATUS } from '@pulse/shared/domain/project-status';

// The spec gives to-do statuses no colours (spec B §2 gives them to projects only): open work is grey,
// work under way the primary blue, done green; white text is readable on both filled colours.
const COLORS: Record<number, ChipProps['color']> = {
  [TODO_STATUS.notYetStarted]: 'default',
  [TODO_STATUS.inProgress]: 'primary',
  [TODO_STATUS.completed]: 'success',
};

// The name is always written out, so colour is never the only signal.
export const TodoStatusChip = ({ status, name }: { status: number; name: string }) => (
  <Chip size="small" label={name} color={COLORS[status] ?? 'default'} sx={{ flexShrink: 0 }} />
);
