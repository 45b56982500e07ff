import type { AcceptedInvitation, Invitation, ResentInvitation } from '@pulse/shared/contracts/invitations';
import {
  canResendInvitation,
  INVITATION_VALID_DAYS,
  INVITATION_VALID_MS,
  invitationStatusOf,
} from '@pulse/shared/domain/invitation-status';
import type { Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { isOneTimeTokenValid, issueOneTimeToken, parseOneTimeToken } from '../../lib/one-time-token';
import { chosenPasswordProblem } from '../../lib/password-strength';
import { hashPassword } from '../../lib/passwords';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent, recordSessionlessAuditEvent } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { findEmployee, findEmployeeReference } from './employees.repository';
import { invitationErrors } from './invitations.errors';
import {
  findInvitation,
  findLatestInvitations,
  type InvitationRow,
  insertInvitation,
  markInvitationAccepted,
  setEmployeePasswordHash,
  voidOpenInvitations,
} from './invitations.repository';

// an employee added without a password chooses their own from a single-use link.

// The accept page's absolute address with a token in it, built by the route from the request's origin.
export type InvitationUrlOf = (token: string) => string;

type Invitee = { id: string; name: string; officialEmail: string };

// In the caller's transaction (one from runTransaction): older open invitations of the person end, a
// new one with a fresh token is stored (its hash only), its mail goes to the outbox, and the trail
// records it. The token exists only in the mail from here on.
export const sendInvitation = async (
  deps: Deps,
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  invitation: { invitee: Invitee; invitedByName: string; urlOf: InvitationUrlOf; isResend: boolean },
) => {
  const { invitee } = invitation;
  const now = deps.clock.now();
  const { id, token, secretHash } = issueOneTimeToken();
  const person = { organizationId: auth.organizationId, employeeId: invitee.id };
  await voidOpenInvitations(tx, person, now);
  await insertInvitation(tx, {
    id,
    organizationId: auth.organizationId,
    employeeId: invitee.id,
    secretHash,
    invitedBy: auth.employeeId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
  });
  await notify(deps, tx, [
    {
      kind: 'invitation',
      organizationId: auth.organizationId,
      organizationName: auth.organization.name,
      invitedByName: invitation.invitedByName,
      employee: { name: invitee.name, officialEmail: invitee.officialEmail },
      acceptUrl: invitation.urlOf(token),
      validDays: INVITATION_VALID_DAYS,
    },
  ]);
  await recordAuditEvent(tx, auth, ipAddress, {
    action: invitation.isResend ? 'invitation.resent' : 'employee.invited',
    subjectId: invitee.id,
    summary: `${invitation.isResend ? 'Sent a new invitation to' : 'Invited'} ${invitee.name} (${invitee.officialEmail})`,
    details: { officialEmail: invitee.officialEmail },
  });
};

// The name an invitation is signed with: the administrator sending it.
export const inviterNameOf = async (deps: Deps, auth: Auth) =>
  (await findEmployeeReference(deps.db, auth.organizationId, auth.employeeId))?.name ?? 'Your administrator';

// Each listed employee's status (invited / joined / expired, or none) for the employee list.
export const findInvitationStatuses = async (deps: Deps, auth: Auth, employeeIds: string[]) => {
  const now = deps.clock.now();
  const latest = await findLatestInvitations(deps.db, auth.organizationId, employeeIds);
  return new Map(latest.map((row) => [row.employeeId, invitationStatusOf(row, now)]));
};

// A password set any other way replaces any open invitation (in that transaction), which would
// otherwise overwrite it when accepted later: the administrator's, or the person's own from a reset link.
export const voidPersonInvitations = (
  deps: Deps,
  tx: Transaction,
  person: { organizationId: string; employeeId: string },
) => voidOpenInvitations(tx, person, deps.clock.now());

export const voidInvitationsOf = (deps: Deps, tx: Transaction, auth: Auth, employeeId: string) =>
  voidPersonInvitations(deps, tx, { organizationId: auth.organizationId, employeeId });

// Resend: a new link, and every earlier one of the person stops working. Only for someone who has
// not joined and may still sign in.
export const resendInvitation = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  ipAddress: string | null,
  urlOf: InvitationUrlOf,
): Promise<ResentInvitation> => {
  requireAccess(auth, 'admin');
  const row = await findEmployee(deps.db, auth.organizationId, employeeId);
  if (!row) throw new AppError('NOT_FOUND');
  const [status] = (await findInvitationStatuses(deps, auth, [employeeId])).values();
  if (!canResendInvitation(status ?? null)) throw new AppError(invitationErrors.INVITATION_ALREADY_JOINED);
  if (!row.employee.isActive || row.employee.isRelieved)
    throw new AppError(invitationErrors.INVITATION_NOT_ALLOWED);
  const invitedByName = await inviterNameOf(deps, auth);
  await runTransaction(deps.db, (tx) =>
    sendInvitation(deps, tx, auth, ipAddress, {
      invitee: row.employee,
      invitedByName,
      urlOf,
      isResend: true,
    }),
  );
  return { invitationStatus: 'invited' };
};

// The latest instant a Date holds: the secret and single use checked apart from the expiry.
const NEVER = new Date(8_640_000_000_000_000);

// A link opens its invitation only while it is the person's open one (its secret right, not accepted
// or replaced), they are still an active employee (not relieved or deleted) of an active organisation,
// and it has not expired. An expired link says so: asking for a new one is the way on.
const requireOpen = (found: InvitationRow | undefined, secret: string, now: Date): InvitationRow => {
  const stored = found && { secretHash: found.secretHash, usedAt: found.acceptedAt ?? found.voidedAt };
  // The secret is compared even without a row, so an unknown id costs what a wrong secret does.
  const isSecretRightAndUnused = isOneTimeTokenValid(stored && { ...stored, expiresAt: NEVER }, secret, now);
  if (
    !found ||
    !stored ||
    !isSecretRightAndUnused ||
    !found.isActive ||
    found.isRelieved ||
    found.deletedAt !== null ||
    !found.isOrganizationActive
  )
    throw new AppError(invitationErrors.INVITATION_INVALID);
  if (!isOneTimeTokenValid({ ...stored, expiresAt: found.expiresAt }, secret, now))
    throw new AppError(invitationErrors.INVITATION_EXPIRED);
  return found;
};

// The stored invitation a presented token names, or INVALID for one that cannot be ours.
const findByToken = async (db: Deps['db'] | Transaction, token: string, forUpdate: boolean) => {
  const parsed = parseOneTimeToken(token);
  if (!parsed) throw new AppError(invitationErrors.INVITATION_INVALID);
  return { row: await findInvitation(db, parsed.id, { forUpdate }), secret: parsed.secret };
};

export const lookupInvitation = async (deps: Deps, token: string): Promise<Invitation> => {
  const { row: found, secret } = await findByToken(deps.db, token, false);
  const row = requireOpen(found, secret, deps.clock.now());
  return {
    name: row.name,
    officialEmail: row.officialEmail,
    organizationName: row.organizationName,
    expiresAt: row.expiresAt.toISOString(),
  };
};

// The person's own password (the chosen-password policy), then the invitation is used up. They sign
// in next, through the usual sign-in (lockout, two-factor and its audit apply as to everyone).
export const acceptInvitation = async (
  deps: Deps,
  body: { token: string; password: string },
  ipAddress: string | null,
): Promise<AcceptedInvitation> => {
  const { row: found, secret } = await findByToken(deps.db, body.token, false);
  const invitation = requireOpen(found, secret, deps.clock.now());
  const problem = chosenPasswordProblem(body.password, {
    name: invitation.name,
    email: invitation.officialEmail,
  });
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'password', message: problem }]);
  const passwordHash = await hashPassword(body.password);
  await runTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // Again under the row's lock: a second submit waits here and finds it accepted.
    const row = requireOpen(await findInvitation(tx, invitation.id, { forUpdate: true }), secret, now);
    await setEmployeePasswordHash(tx, row, passwordHash);
    await markInvitationAccepted(tx, row.id, now);
    await recordSessionlessAuditEvent(
      tx,
      { organizationId: row.organizationId, actorId: row.employeeId, ipAddress },
      {
        action: 'invitation.accepted',
        subjectId: row.employeeId,
        summary: `${row.name} accepted the invitation and chose a password`,
      },
    );
  });
  return { officialEmail: invitation.officialEmail };
};
