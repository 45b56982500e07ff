import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { defineErrors } from '../../lib/app-error';

// A reset link: a link that no longer works is one answer, whatever the reason (expired, used,
// superseded, never issued): the cure is the same, and the reason would only help a guesser. A wrong
// current password on My Profile is a 400 that keeps the person signed in.
export const passwordErrors = defineErrors({
  PASSWORD_RESET_LINK_INVALID: { status: 400, title: 'Bad Request', detail: passwordTexts.linkInvalid },
  CURRENT_PASSWORD_WRONG: { status: 400, title: 'Bad Request', detail: passwordTexts.currentPasswordWrong },
});
