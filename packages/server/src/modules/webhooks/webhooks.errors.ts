import { WEBHOOKS_PER_ORGANIZATION_MAX } from '@pulse/shared/contracts/webhooks';
import { defineErrors } from '../../lib/app-error';

export const webhookErrors = defineErrors({
  // The URL names (or resolves to) an address webhooks may not reach; the detail says which.
  WEBHOOK_TARGET_REFUSED: {
    status: 400,
    title: 'Bad Request',
    detail: 'Webhooks go to public addresses only, unless the subscription allows private network addresses.',
  },
  WEBHOOK_LIMIT: {
    status: 409,
    title: 'Conflict',
    detail: `The organisation has ${WEBHOOKS_PER_ORGANIZATION_MAX} webhooks already; delete one it no longer uses first.`,
  },
  WEBHOOK_INACTIVE: {
    status: 409,
    title: 'Conflict',
    detail: 'This webhook is switched off; switch it on to send it events.',
  },
});
