import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENTS, type Webhook } from '@pulse/shared/contracts/webhooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { EmptyState, LoadError, LoadingRows } from '../../../components/feedback/query-feedback';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCurrentEmployee } from '../../../lib/current-employee';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { usePingWebhook } from '../api/ping-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookPrivateSwitch } from './webhook-private-switch';
import { webhookUiTexts as texts } from './webhook-texts';

const WebhookItem = ({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) => {
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const update = useUpdateWebhook();
  const ping = usePingWebhook();
  const remove = useDeleteWebhook();
  const toast = useToast();
  const feedback = useMutationFeedback();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={webhook.url}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Typography>
          {webhook.description && (
            <Typography variant="body2" color="text.secondary">
              {webhook.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {webhook.events.map((event) => (
              <Chip key={event} size="small" label={WEBHOOK_EVENTS[event]} />
            ))}
            {webhook.allowPrivateTargets && (
              // The warning colour is the border and icon only: as text on white it is too faint to read.
              <Chip
                size="small"
                variant="outlined"
                icon={<WarningAmberIcon color="warning" />}
                label={texts.privateChip}
                sx={{ borderColor: 'warning.main' }}
              />
            )}
          </Box>
        </Box>
        <FormControlLabel
          label={texts.active}
          control={
            <Switch
              checked={update.isPending ? (update.variables?.isActive ?? webhook.isActive) : webhook.isActive}
              disabled={update.isPending}
              onChange={(_event, isActive) =>
                update.mutate(
                  { id: webhook.id, isActive },
                  {
                    onSuccess: feedback.onSuccess(isActive ? texts.activated : texts.deactivated),
                    onError: feedback.onError,
                  },
                )
              }
              slotProps={{ input: { 'aria-label': `${texts.active}: ${webhook.url}` } }}
            />
          }
        />
        <WebhookPrivateSwitch webhook={webhook} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!webhook.isActive || ping.isPending}
          onClick={() =>
            ping.mutate(webhook.id, {
              onSuccess: () => {
                toast.success(texts.testQueued);
                setIsShowingDeliveries(true);
              },
              onError: feedback.onError,
            })
          }
        >
          {texts.sendTest}
        </Button>
        <Button
          size="small"
          onClick={() => setIsShowingDeliveries((isShown) => !isShown)}
          aria-expanded={isShowingDeliveries}
        >
          {isShowingDeliveries ? texts.hideDeliveries : texts.showDeliveries}
        </Button>
        <Button size="small" color="error" onClick={() => setIsDeleting(true)}>
          {texts.delete}
        </Button>
      </Box>
      {isShowingDeliveries && (
        <Box sx={{ mt: 1.5 }}>
          <WebhookDeliveries webhookId={webhook.id} url={webhook.url} timeZone={timeZone} />
        </Box>
      )}
      <ConfirmDialog
        open={isDeleting}
        title={texts.delete}
        question={texts.deleteQuestion(webhook.url)}
        cancelLabel={texts.cancel}
        confirmLabel={texts.delete}
        isDestructive
        isPending={remove.isPending}
        onCancel={() => setIsDeleting(false)}
        onConfirm={() =>
          remove.mutate(webhook.id, {
            onSuccess: () => {
              toast.success(texts.deleted);
              setIsDeleting(false);
            },
            onError: feedback.onError,
          })
        }
      />
    </Paper>
  );
};

// Settings → Webhooks (administrators, as all of Settings): the organisation's subscriptions, each
// with its switch, a test event and its recent deliveries.
export const WebhooksTab = () => {
  const list = useWebhooks();
  const { timeZone } = useCurrentEmployee().organization;
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label={texts.title}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {texts.title}
        </Typography>
        <Button type="button" variant="contained" onClick={() => setIsAdding(true)}>
          {texts.add}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      {list.isPending ? (
        <LoadingRows label="Loading webhooks" height={96} count={2} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState text={texts.empty} />
      ) : (
        <Stack component="ul" aria-label={texts.title} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.items.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} timeZone={timeZone} />
          ))}
        </Stack>
      )}
      {isAdding && <CreateWebhookDialog onClose={() => setIsAdding(false)} />}
    </Paper>
  );
};
