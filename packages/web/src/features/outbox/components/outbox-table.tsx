import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@pulse/shared/contracts/notifications';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
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

// DD-MMM-YYYY HH:mm in the viewer's zone.
const formatInstant = (value: string | null) => {
  if (!value) return '—';
  const at = new Date(value);
  const pad = (part: number) => String(part).padStart(2, '0');
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatDayMonthYear(day)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

type OutboxTableProps = { page: number; onPageChange: (page: number) => void };

// The organisation's mail (issue 5): what was sent, what failed and, without SMTP, what was kept.
export const OutboxTable = ({ page, onPageChange }: OutboxTableProps) => {
  const outbox = useOutbox(page);
  const [opened, setOpened] = useState<OutboxMail | null>(null);

  if (outbox.isError) return <Alert severity="error">{errorMessage(outbox.error)}</Alert>;
  const data = outbox.data;

  return (
    <>
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Mail outbox">
          <TableHead>
            <TableRow>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Sent</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!data &&
              Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <TableRow key={index}>
                  <TableCell colSpan={6}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No mail yet.</TableCell>
              </TableRow>
            )}
            {data?.items.map((mail) => (
              <TableRow
                key={mail.id}
                hover
                tabIndex={0}
                aria-label={`Read the mail to ${mail.toAddress}: ${mail.subject}`}
                sx={{ cursor: 'pointer' }}
                onClick={() => setOpened(mail)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setOpened(mail);
                  }
                }}
              >
                <TableCell>{mail.toAddress}</TableCell>
                <TableCell>{mail.subject}</TableCell>
                <TableCell>
                  <Chip size="small" {...STATUS_LABELS[mail.status]} />
                </TableCell>
                <TableCell align="right">{mail.attempts}</TableCell>
                <TableCell>{formatInstant(mail.createdAt)}</TableCell>
                <TableCell>{formatInstant(mail.sentAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
          <Typography variant="body2">
            Page {data.page} of {data.totalPages} ({data.total} mails)
          </Typography>
          <Button disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </Button>
          <Button disabled={page >= data.totalPages} onClick={() => onPageChange(page + 1)}>
            Next
          </Button>
        </Box>
      )}
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
