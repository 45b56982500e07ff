import { deviceAuthorizationTexts } from '@pulse/shared/contracts/device-authorization';
import { defineErrors } from '../../lib/app-error';

// Sign-in by code. The token poll's answers are RFC 8628 §3.5's errors, 400 as the RFC's token
// endpoint gives them; the codes are DEVICE_TOKEN_ERROR_CODES of the shared contract, which the agent
// reads. The portal's page gets one NOT_FOUND for every code it cannot decide.
export const deviceAuthorizationErrors = defineErrors({
  AUTHORIZATION_PENDING: {
    status: 400,
    title: 'Bad Request',
    detail: deviceAuthorizationTexts.authorizationPending,
  },
  SLOW_DOWN: { status: 400, title: 'Bad Request', detail: deviceAuthorizationTexts.slowDown },
  EXPIRED_TOKEN: { status: 400, title: 'Bad Request', detail: deviceAuthorizationTexts.expiredToken },
  ACCESS_DENIED: { status: 400, title: 'Bad Request', detail: deviceAuthorizationTexts.accessDenied },
  INVALID_GRANT: { status: 400, title: 'Bad Request', detail: deviceAuthorizationTexts.invalidGrant },
  USER_CODE_NOT_FOUND: { status: 404, title: 'Not Found', detail: deviceAuthorizationTexts.userCodeNotFound },
});
