import { API_TOKENS_PER_OWNER_MAX } from '@pulse/shared/contracts/api-tokens';
import { defineErrors } from '../../lib/app-error';

// API tokens: each person keeps a bounded number of live tokens (their list is answered whole).
export const apiTokenErrors = defineErrors({
  API_TOKEN_LIMIT: {
    status: 409,
    title: 'Conflict',
    detail: `You have ${API_TOKENS_PER_OWNER_MAX} API tokens already; revoke one you no longer use first.`,
  },
});
