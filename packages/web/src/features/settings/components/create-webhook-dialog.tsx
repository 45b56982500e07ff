import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type CreatedWebhook,
  type CreateWebhookBody,
  createWebhookBodySchema,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '@pulse/shared/contracts/webhooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '../../../components/feedback/dialog-footer';
import { SecretDialog } from '../../../components/feedback/secret-dialog';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group';
import { FormTextField } from '../../../components/form/form-text-field';
import { useGuardedSubmit } from '../../../components/form/use-guarded-submit';
import { useServerFieldErrors } from '../../../components/form/use-server-field-errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useCreateWebhook } from '../api/create-webhook';
import { webhookUiTexts as texts } from './webhook-texts';

const events = Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, string][];

// A new webhook: its URL, a description, the events it hears of and whether it may reach private
// addresses; then its signing secret, shown this once. Mounted only while open.
export const CreateWebhookDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const feedback = useMutationFeedback();
  const create = useCreateWebhook();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const { control, handleSubmit, setError, getValues, watch } = useForm<CreateWebhookBody>({
    resolver: zodResolver(createWebhookBodySchema),
    defaultValues: { url: '', description: '', events: [], allowPrivateTargets: false },
  });
  const showFieldErrors = useServerFieldErrors({ setError, getValues });
  const allowsPrivate = watch('allowPrivateTargets');

  const submit = useGuardedSubmit(
    handleSubmit((body) =>
      create.mutateAsync(body, {
        onSuccess: (webhook) => {
          toast.success(texts.created);
          setCreated(webhook);
        },
        onError: (error) => {
          if (!showFieldErrors(error)) feedback.onError(error);
        },
      }),
    ),
  );

  return (
    <SecretDialog
      title={texts.addTitle}
      created={created}
      secretLabel={texts.secretLabel}
      secretTexts={texts.secret}
      isPending={create.isPending}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <FormTextField
            control={control}
            name="url"
            label={texts.urlLabel}
            placeholder={texts.urlPlaceholder}
            isRequired
            autoFocus
            type="url"
          />
          <FormTextField control={control} name="description" label={texts.descriptionLabel} />
          <FormCheckboxGroup control={control} name="events" legend={texts.eventsLabel}>
            {({ isChosen, toggle }) =>
              events.map(([event, label]) => (
                <FormControlLabel
                  key={event}
                  sx={{ display: 'flex' }}
                  control={<Checkbox size="small" checked={isChosen(event)} onChange={() => toggle(event)} />}
                  label={
                    <span>
                      {label}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {event}
                      </Typography>
                    </span>
                  }
                />
              ))
            }
          </FormCheckboxGroup>
          <Controller
            name="allowPrivateTargets"
            control={control}
            render={({ field: { value, onChange, ref } }) => (
              <FormControlLabel
                sx={{ mt: 1 }}
                label={texts.allowPrivate}
                control={
                  <Switch
                    checked={value ?? false}
                    slotProps={{ input: { ref } }}
                    onChange={(_event, isOn) => onChange(isOn)}
                  />
                }
              />
            )}
          />
          {allowsPrivate && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {texts.allowPrivateWarning}
            </Alert>
          )}
        </DialogContent>
        <DialogFooter
          cancelLabel={texts.cancel}
          confirmLabel={texts.submit}
          onCancel={onClose}
          isPending={create.isPending}
        />
      </form>
    </SecretDialog>
  );
};
