import { ssoTexts } from '@pulse/shared/contracts/sso';
import { defineErrors } from '../../lib/app-error';

// Single sign-on: the administrator's refusals in Settings → Security, and the password refused
// when the organisation requires single sign-on (its own message, so the page points to the button).
export const ssoErrors = defineErrors({
  SSO_DISCOVERY_FAILED: { status: 400, title: 'Bad Request', detail: ssoTexts.discoveryFailed },
  SSO_CLIENT_SECRET_REQUIRED: { status: 400, title: 'Bad Request', detail: ssoTexts.clientSecretRequired },
  SSO_BREAK_GLASS_NOT_ADMIN: { status: 400, title: 'Bad Request', detail: ssoTexts.breakGlassNotAdmin },
  SSO_PROVISIONING_DEFAULT_NOT_FOUND: {
    status: 400,
    title: 'Bad Request',
    detail: ssoTexts.provisioningDefaultNotFound,
  },
  SSO_DOMAIN_TAKEN: { status: 409, title: 'Conflict', detail: ssoTexts.domainTaken },
  SSO_NOT_CONFIGURED: { status: 404, title: 'Not Found', detail: ssoTexts.notConfigured },
  SSO_REQUIRED: { status: 403, title: 'Forbidden', detail: ssoTexts.passwordNotAllowed('your provider') },
});
