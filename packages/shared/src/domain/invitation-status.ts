// An invitation lets a new employee choose their own password instead of being told one. Its link
// is valid for 7 days: long enough for someone who is told on a Friday to start on the Monday after
// next week's holiday, short enough that a link left in an old mailbox stops working on its own.
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export const INVITATION_STATUSES = ['invited', 'joined', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: 'Invited',
  joined: 'Joined',
  expired: 'Invitation expired',
};

// What the employee list shows for someone from their latest invitation: joined once accepted, else
// invited until it expires. A voided latest invitation (the administrator gave a password instead)
// and no invitation at all show nothing: that person was given their password.
export const invitationStatusOf = (
  latest: { acceptedAt: Date | null; voidedAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): InvitationStatus | null => {
  if (!latest) return null;
  if (latest.acceptedAt) return 'joined';
  if (latest.voidedAt) return null;
  return latest.expiresAt.getTime() > now.getTime() ? 'invited' : 'expired';
};

// Resend is offered while the person has not joined.
export const canResendInvitation = (status: InvitationStatus | null) =>
  status === 'invited' || status === 'expired';
