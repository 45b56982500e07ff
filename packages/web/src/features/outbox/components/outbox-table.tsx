import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@pulse/shared/contracts/notifications';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useOutbox } from '../api/get-outbox';

const STATUS_LABELS: Record<
  OutboxMail['status'],
  { label: string; color: 'default' | 'success' | 'error' | 'info' }
> = {
  pending: { label: 'Pending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  kept: { label: 'Kept (no SMTP)', color: 'default' },
};

// In the organisation's zone, as every other page shows an instant (not the browser's zone).
const columnsFor = (timeZone: string): DataTableColumn<OutboxMail>[] => [
  { key: 'to', header: 'To', render: (mail) => mail.toAddress },
  { key: 'subject', header: 'Subject', render: (mail) => mail.subject },
  {
    key: 'status',
    header: 'Status',
    render: (mail) => <Chip size="small" {...STATUS_LABELS[mail.status]} />,
  },
  { key: 'attempts', header: 'Attempts', render: (mail) => mail.attempts, align: 'right' },
  {
    key: 'created',
    header: 'Created',
    render: (mail) => formatDateTimeIn(mail.createdAt, timeZone),
    noWrap: true,
  },
  {
    key: 'sent',
    header: 'Sent',
    render: (mail) => (mail.sentAt ? formatDateTimeIn(mail.sentAt, timeZone) : '—'),
    noWrap: true,
  },
];

type OutboxTableProps = { page: number; onPageChange: (page: number) => void; timeZone: string };

// The organisation's mail: what was sent, what failed and, without SMTP, what was kept (the only
// place kept mail can be read).
export const OutboxTable = ({ page, onPageChange, timeZone }: OutboxTableProps) => {
  const outbox = useOutbox(page);
  const [opened, setOpened] = useState<OutboxMail | null>(null);

  return (
    <>
      <DataTable
        label="Mail outbox"
        columns={columnsFor(timeZone)}
        rows={outbox.data?.items}
        rowKey={(mail) => mail.id}
        query={outbox}
        emptyText="No mail yet."
        onRowClick={setOpened}
        rowLabel={(mail) => `Read the mail to ${mail.toAddress}: ${mail.subject}`}
        paging={
          outbox.data && {
            page,
            pageSize: outbox.data.pageSize,
            total: outbox.data.total,
            onPageChange,
            describe: (shown) => `Page ${shown.page} of ${shown.pageCount} (${shown.total} mails)`,
          }
        }
      />
      <Dialog open={opened !== null} onClose={() => setOpened(null)} fullWidth maxWidth="sm">
        <DialogTitle>{opened?.subject}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            To: {opened?.toAddress}
          </Typography>
          {opened?.lastError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {opened.lastError}
            </Alert>
          )}
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
            {opened?.textBody}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpened(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
