import { invitationTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// a link that no longer opens anything (used, replaced, its person gone) reads as unknown;
// an expired one says so, since asking for a new one is the way on.
export const invitationErrors = defineErrors({
  INVITATION_INVALID: { status: 404, title: 'Not Found', detail: invitationTexts.linkInvalid },
  INVITATION_EXPIRED: { status: 410, title: 'Gone', detail: invitationTexts.linkExpired },
  INVITATION_ALREADY_JOINED: { status: 409, title: 'Conflict', detail: invitationTexts.alreadyJoined },
  INVITATION_NOT_ALLOWED: { status: 409, title: 'Conflict', detail: invitationTexts.notInvitable },
});
