import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@pulse/shared/contracts/webhooks';
import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhookDelivery } from '../api/redeliver-webhook-delivery';
import { webhookUiTexts as texts } from './webhook-texts';

const statusColors = { pending: 'default', delivered: 'success', failed: 'error' } as const;

const whenOf = (delivery: WebhookDelivery, timeZone: string) => {
  if (delivery.deliveredAt) return formatDateTimeIn(delivery.deliveredAt, timeZone);
  if (delivery.nextAttemptAt && delivery.attempts > 0)
    return `${texts.nextAttempt} ${formatDateTimeIn(delivery.nextAttemptAt, timeZone)}`;
  return formatDateTimeIn(delivery.createdAt, timeZone);
};

// A webhook's recent deliveries with the receiver's last answer (its status and the start of its
// body, or why none came); Redeliver sends an event again. Scrolls sideways on a phone.
export const WebhookDeliveries = ({
  webhookId,
  url,
  timeZone,
}: {
  webhookId: string;
  url: string;
  timeZone: string;
}) => {
  const list = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhookDelivery();
  const toast = useToast();
  const feedback = useMutationFeedback();
  const label = texts.deliveriesLabel(url);

  if (list.isPending) return <LoadingRows label={`Loading ${label.toLowerCase()}`} height={40} count={2} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState text={texts.noDeliveries} />;

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.columns.event}</TableCell>
            <TableCell>{texts.columns.status}</TableCell>
            <TableCell align="right">{texts.columns.attempts}</TableCell>
            <TableCell>{texts.columns.answer}</TableCell>
            <TableCell>{texts.columns.when}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.items.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{delivery.eventType}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={texts.statusNames[delivery.status]}
                  color={statusColors[delivery.status]}
                  variant={delivery.status === 'pending' ? 'outlined' : 'filled'}
                />
              </TableCell>
              <TableCell align="right">{delivery.attempts}</TableCell>
              <TableCell sx={{ minWidth: 220, maxWidth: 320 }}>
                {delivery.lastStatusCode !== null && (
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
                    {delivery.lastStatusCode}
                  </Typography>
                )}
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                  title={delivery.lastResponseExcerpt ?? delivery.lastError ?? undefined}
                >
                  {(delivery.lastError && delivery.lastStatusCode === null
                    ? delivery.lastError
                    : delivery.lastResponseExcerpt
                  )?.slice(0, 120) ?? (delivery.lastStatusCode === null ? texts.noAnswer : '')}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(delivery, timeZone)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  disabled={redeliver.isPending}
                  aria-label={`${texts.redeliver} ${delivery.eventType} ${delivery.id}`}
                  onClick={() =>
                    redeliver.mutate(
                      { webhookId, deliveryId: delivery.id },
                      { onSuccess: () => toast.success(texts.redelivered), onError: feedback.onError },
                    )
                  }
                >
                  {texts.redeliver}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
