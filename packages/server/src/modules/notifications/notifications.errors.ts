import { outboxPulseTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// The Mail Outbox: sending a mail again is for a mail the worker gave up on.
export const notificationErrors = defineErrors({
  MAIL_NOT_FAILED: { status: 409, title: 'Conflict', detail: outboxPulseTexts.onlyFailedResent },
});
