import type { TwoFactorEnrolment } from '@pulse/shared/contracts/two-factor';
import { isAuthenticatorCode } from '@pulse/shared/domain/two-factor';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { recordSessionlessAuditEvent } from '../audit/audit.service';
import { createAuthenticatorSecret, matchAuthenticatorCode } from './authenticator-codes';
import { twoFactorErrors } from './two-factor.errors';
import { enableCredential, findCredentialForUpdate, savePendingCredential } from './two-factor.repository';
import { issueRecoveryCodes, type Person } from './two-factor-credential';

// Hardening (two-factor sign-in): setting it up, in two steps, from My Profile or from a sign-in the
// organisation requires it for.

// A new secret, stored (encrypted) but not usable until a code from the app confirms it.
export const startEnrolment = async (
  deps: Deps,
  person: Person,
  label: string,
): Promise<TwoFactorEnrolment> => {
  const created = await createAuthenticatorSecret(label);
  const isSaved = await savePendingCredential(
    deps.db,
    person,
    deps.cipher.encrypt(created.secret),
    deps.clock.now(),
  );
  if (!isSaved) throw new AppError(twoFactorErrors.TWO_FACTOR_ALREADY_ENABLED);
  return { secret: created.secret, otpauthUri: created.otpauthUri, qrCodeDataUrl: created.qrCodeDataUrl };
};

type Confirmation = { kind: 'enabled'; recoveryCodes: string[] } | { kind: 'wrong-code' };

// Inside the caller's transaction: the set-up in progress becomes two-factor sign-in when the code
// is one of its secret's (that step then counts as used), with ten new recovery codes.
export const confirmEnrolment = async (
  deps: Deps,
  tx: Transaction,
  person: Person,
  code: string,
  ip: string | null,
): Promise<Confirmation> => {
  const credential = await findCredentialForUpdate(tx, person);
  if (!credential) throw new AppError(twoFactorErrors.TWO_FACTOR_NO_ENROLMENT);
  if (credential.enabledAt) throw new AppError(twoFactorErrors.TWO_FACTOR_ALREADY_ENABLED);
  const now = deps.clock.now();
  const step = isAuthenticatorCode(code)
    ? matchAuthenticatorCode(deps.cipher.decrypt(credential.secretEncrypted), code, now)
    : null;
  if (step === null) return { kind: 'wrong-code' };
  await enableCredential(tx, person, now, step);
  const recoveryCodes = await issueRecoveryCodes(deps, tx, person);
  await recordSessionlessAuditEvent(
    tx,
    { organizationId: person.organizationId, actorId: person.employeeId, ipAddress: ip },
    { action: 'two-factor.enabled', subjectId: person.employeeId, summary: 'Turned on two-factor sign-in' },
  );
  return { kind: 'enabled', recoveryCodes };
};
