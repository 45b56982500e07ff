import type { SsoConnection, SsoSettings, saveSsoConnectionBodySchema } from '@pulse/shared/contracts/sso';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { areEmployeeDefaultsOwned } from '../employees/employee-provisioning.service';
import { refreshProviderConfiguration } from './discovery-cache';
import { ssoErrors } from './sso.errors';
import {
  deleteSsoConnection,
  findActiveAdmins,
  findSsoConnection,
  isActiveAdmin,
  isDomainClaimedElsewhere,
  type SsoConnectionRow,
  saveSsoConnection,
} from './sso.repository';

// Settings → Security, single sign-on: the administrators' side. The client secret goes in and never
// comes out; the audit trail records what changed, never the secret itself.

type SaveSsoConnection = z.output<typeof saveSsoConnectionBodySchema>;

const toSsoConnection = (row: SsoConnectionRow): SsoConnection => ({
  displayName: row.displayName,
  issuerUrl: row.issuerUrl,
  clientId: row.clientId,
  hasClientSecret: row.clientSecretEncrypted.length > 0,
  emailDomains: row.emailDomains,
  isEnabled: row.isEnabled,
  isRequired: row.isRequired,
  breakGlassEmployeeId: row.breakGlassEmployeeId,
  isProvisioningEnabled: row.isProvisioningEnabled,
  provisioningDepartmentId: row.provisioningDepartmentId,
  provisioningDesignationId: row.provisioningDesignationId,
  provisioningShiftId: row.provisioningShiftId,
  updatedAt: row.updatedAt.toISOString(),
});

export const getSsoSettings = async (deps: Deps, auth: Auth, redirectUri: string): Promise<SsoSettings> => {
  requireAccess(auth, 'admin');
  const [row, administrators] = await Promise.all([
    findSsoConnection(deps.db, auth.organizationId),
    findActiveAdmins(deps.db, auth.organizationId),
  ]);
  return { connection: row ? toSsoConnection(row) : null, redirectUri, administrators };
};

// The fields whose change the trail names (the secret only as "changed").
const AUDITED_FIELDS = [
  'displayName',
  'issuerUrl',
  'clientId',
  'emailDomains',
  'isEnabled',
  'isRequired',
  'breakGlassEmployeeId',
  'isProvisioningEnabled',
  'provisioningDepartmentId',
  'provisioningDesignationId',
  'provisioningShiftId',
] as const;

const changesOf = (before: SsoConnectionRow | undefined, after: SaveSsoConnection) =>
  Object.fromEntries(
    AUDITED_FIELDS.filter(
      (field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field]),
    ).map((field) => [field, { from: before?.[field] ?? null, to: after[field] }]),
  );

// Saving reads the provider's discovery document first, never the kept one: a connection that cannot
// work is refused before anyone is sent to it, and sign-ins use what was just read. The request to the
// provider happens outside the transaction.
export const saveSsoSettings = async (
  deps: Deps,
  auth: Auth,
  body: SaveSsoConnection,
  request: { ip: string; redirectUri: string },
): Promise<SsoSettings> => {
  requireAccess(auth, 'admin');
  const before = await findSsoConnection(deps.db, auth.organizationId);
  const clientSecret = body.clientSecret || (before ? deps.cipher.decrypt(before.clientSecretEncrypted) : '');
  if (!clientSecret) throw new AppError(ssoErrors.SSO_CLIENT_SECRET_REQUIRED);
  try {
    await refreshProviderConfiguration(deps.clock, {
      issuerUrl: body.issuerUrl,
      clientId: body.clientId,
      clientSecret,
    });
  } catch {
    throw new AppError(ssoErrors.SSO_DISCOVERY_FAILED);
  }
  await runTransaction(deps.db, async (tx) => {
    if (
      body.breakGlassEmployeeId &&
      !(await isActiveAdmin(tx, auth.organizationId, body.breakGlassEmployeeId))
    )
      throw new AppError(ssoErrors.SSO_BREAK_GLASS_NOT_ADMIN);
    if (
      !(await areEmployeeDefaultsOwned(tx, auth.organizationId, {
        departmentId: body.provisioningDepartmentId,
        designationId: body.provisioningDesignationId,
        shiftId: body.provisioningShiftId,
      }))
    )
      throw new AppError(ssoErrors.SSO_PROVISIONING_DEFAULT_NOT_FOUND);
    if (await isDomainClaimedElsewhere(tx, auth.organizationId, body.emailDomains))
      throw new AppError(ssoErrors.SSO_DOMAIN_TAKEN);
    const now = deps.clock.now();
    await saveSsoConnection(tx, {
      organizationId: auth.organizationId,
      displayName: body.displayName,
      issuerUrl: body.issuerUrl,
      clientId: body.clientId,
      clientSecretEncrypted: deps.cipher.encrypt(clientSecret),
      emailDomains: body.emailDomains,
      isEnabled: body.isEnabled,
      isRequired: body.isRequired,
      breakGlassEmployeeId: body.breakGlassEmployeeId,
      isProvisioningEnabled: body.isProvisioningEnabled,
      provisioningDepartmentId: body.provisioningDepartmentId,
      provisioningDesignationId: body.provisioningDesignationId,
      provisioningShiftId: body.provisioningShiftId,
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, auth, request.ip, {
      action: before ? 'sso.changed' : 'sso.connected',
      summary: before
        ? `Changed single sign-on with ${body.displayName}`
        : `Connected single sign-on with ${body.displayName}`,
      details: { ...changesOf(before, body), ...(body.clientSecret ? { clientSecret: 'changed' } : {}) },
    });
  });
  return getSsoSettings(deps, auth, request.redirectUri);
};

export const removeSsoSettings = async (deps: Deps, auth: Auth, ip: string) => {
  requireAccess(auth, 'admin');
  await runTransaction(deps.db, async (tx) => {
    const before = await findSsoConnection(tx, auth.organizationId);
    if (!before || !(await deleteSsoConnection(tx, auth.organizationId))) throw new AppError('NOT_FOUND');
    await recordAuditEvent(tx, auth, ip, {
      action: 'sso.removed',
      summary: `Removed single sign-on with ${before.displayName}`,
      details: { issuerUrl: before.issuerUrl, clientId: before.clientId },
    });
  });
};
