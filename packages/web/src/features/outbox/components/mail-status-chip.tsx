import Chip from '@mui/material/Chip';
import type { MailStatus } from '@pulse/shared/domain/mail-status';

const STATUS_LABELS: Record<MailStatus, { label: string; color: 'default' | 'success' | 'error' | 'info' }> =
  {
    pending: { label: 'Pending', color: 'info' },
    sent: { label: 'Sent', color: 'success' },
    failed: { label: 'Failed', color: 'error' },
    kept: { label: 'Kept (no SMTP)', color: 'default' },
  };

export const MailStatusChip = ({ status }: { status: MailStatus }) => (
  <Chip size="small" {...STATUS_LABELS[status]} />
);
