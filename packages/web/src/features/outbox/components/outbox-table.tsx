import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import type { OutboxMail } from '@pulse/shared/contracts/notifications';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useOutbox } from '../api/get-outbox';
import { MailStatusChip } from './mail-status-chip';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { ResendFailedButton } from './resend-failed-button';

// In the organisation's zone, as every other page shows an instant (not the browser's zone).
const columnsFor = (timeZone: string): DataTableColumn<OutboxMail>[] => [
  { key: 'to', header: 'To', render: (mail) => mail.toAddress },
  {
    key: 'subject',
    header: 'Subject',
    render: (mail) =>
      mail.attachments.length > 0 ? (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <AttachFileIcon
            fontSize="inherit"
            titleAccess={
              mail.attachments.length === 1 ? '1 attachment' : `${mail.attachments.length} attachments`
            }
          />
          {mail.subject}
        </Box>
      ) : (
        mail.subject
      ),
  },
  { key: 'status', header: 'Status', render: (mail) => <MailStatusChip status={mail.status} /> },
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
      <ResendFailedButton failedCount={outbox.data?.failedCount ?? 0} />
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
      <OutboxMailDialog mail={opened} onClose={() => setOpened(null)} onResent={setOpened} />
    </>
  );
};
