import { leavePulseTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Leaves (spec B §4): overlapping an existing pending or approved leave; an action the leave's
// status no longer allows (someone acted first); deciding one's own leave, or one not applied to you.
export const leaveErrors = defineErrors({
  LEAVE_OVERLAP: { status: 409, title: 'Conflict', detail: leavePulseTexts.overlaps },
  LEAVE_ACTION_NOT_ALLOWED: { status: 409, title: 'Conflict', detail: leavePulseTexts.actionNotAllowed },
  LEAVE_OWN_DECISION: { status: 403, title: 'Forbidden', detail: leavePulseTexts.ownLeave },
  LEAVE_NOT_YOURS_TO_DECIDE: { status: 403, title: 'Forbidden', detail: leavePulseTexts.notYourApproval },
});
