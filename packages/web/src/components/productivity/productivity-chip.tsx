import Chip from '@mui/material/Chip';
import type { ProductivityLevel } from '@pulse/shared/domain/activity-categories';
import { BUCKET_LABEL } from './productivity-colors';

const CHIP_COLOR = { productive: 'success', neutral: 'default', unproductive: 'error' } as const;

type ProductivityChipProps = {
  // null: Uncategorised (no rule matched), drawn as an outline.
  level: ProductivityLevel | null;
  // What the chip says: a category's name; absent, the level itself.
  label?: string;
};

// A category or a productivity level as a small coloured chip; the level is in its accessible name
// too, so the colour is never the only sign of it.
export const ProductivityChip = ({ level, label }: ProductivityChipProps) => {
  const levelLabel = BUCKET_LABEL[level ?? 'uncategorised'];
  const text = label ?? levelLabel;
  const name = text === levelLabel ? text : `${text} (${levelLabel})`;
  return (
    <Chip
      size="small"
      label={text}
      color={level ? CHIP_COLOR[level] : 'default'}
      variant={level ? 'filled' : 'outlined'}
      title={name}
      aria-label={name}
      sx={{ fontWeight: 600, maxWidth: 220 }}
    />
  );
};
