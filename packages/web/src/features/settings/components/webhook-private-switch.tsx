import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Webhook } from '@pulse/shared/contracts/webhooks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useUpdateWebhook } from '../api/update-webhook';
import { webhookUiTexts as texts } from './webhook-texts';

// A webhook's "Allow private network addresses", changed after it was added. Allowing is asked with
// the warning the add dialog shows; refusing needs no question (the server then refuses the next
// delivery to such an address).
export const WebhookPrivateSwitch = ({ webhook }: { webhook: Webhook }) => {
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateWebhook();
  const feedback = useMutationFeedback();
  const change = (allowPrivateTargets: boolean) =>
    update.mutate(
      { id: webhook.id, allowPrivateTargets },
      {
        onSuccess: () => {
          setIsConfirming(false);
          feedback.onSuccess(allowPrivateTargets ? texts.privateAllowed : texts.privateRefused)();
        },
        onError: feedback.onError,
      },
    );
  return (
    <>
      <FormControlLabel
        label={texts.allowPrivate}
        control={
          <Switch
            checked={webhook.allowPrivateTargets}
            disabled={update.isPending}
            onChange={(_event, isOn) => (isOn ? setIsConfirming(true) : change(false))}
            slotProps={{ input: { 'aria-label': `${texts.allowPrivate}: ${webhook.url}` } }}
          />
        }
      />
      <ConfirmDialog
        open={isConfirming}
        title={texts.allowPrivate}
        question={texts.allowPrivateQuestion(webhook.url)}
        cancelLabel={texts.cancel}
        confirmLabel={texts.allowPrivateConfirm}
        isPending={update.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => change(true)}
      >
        <Alert severity="warning" sx={{ mt: 2 }}>
          {texts.allowPrivateWarning}
        </Alert>
      </ConfirmDialog>
    </>
  );
};
