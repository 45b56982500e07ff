import {
  API_TOKENS_PER_OWNER_MAX,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
  type createApiTokenBodySchema,
} from '@pulse/shared/contracts/api-tokens';
import { ROLE, type RoleId } from '@pulse/shared/domain/roles';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth, ResolvedApiToken } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { createApiTokenSecret, displayPrefixOf, hashApiTokenSecret } from './api-token-secret';
import { apiTokenErrors } from './api-tokens.errors';
import {
  type ApiTokenRow,
  countLiveApiTokens,
  findApiToken,
  findApiTokenBySecretHash,
  findApiTokens,
  insertApiToken,
  markApiTokenRevoked,
  touchApiToken,
} from './api-tokens.repository';

type CreateBody = z.output<typeof createApiTokenBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
// Last use is shown to the minute; writing it on every call would make each read a write.
const TOUCH_AFTER_MS = 60 * 1000;

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  prefix: row.prefix,
  scopes: row.scopes as ApiTokenScope[],
  owner: { id: row.ownerId, name: row.ownerName },
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

// The access hook's lookup (lib/access.ts). A personal token acts as its owner with the owner's role;
// an organisation token acts as an administrator, under the administrator who created it, and stops
// working when that person is no longer an administrator (a demoted person keeps no admin rights
// through a token they made).
export const resolveApiToken = async (deps: Deps, secret: string): Promise<ResolvedApiToken | null> => {
  const token = await findApiTokenBySecretHash(deps.db, hashApiTokenSecret(secret));
  if (!token) return null;
  const now = deps.clock.now();
  const isExpired = token.expiresAt !== null && now.getTime() >= token.expiresAt.getTime();
  if (token.revokedAt || isExpired || !token.isEmployeeActive || !token.isOrganizationActive) return null;
  if (token.kind === 'organization' && token.roleId !== ROLE.admin) return null;
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= TOUCH_AFTER_MS)
    await touchApiToken(deps.db, token.organizationId, token.id, now);
  const roleId = (token.kind === 'organization' ? ROLE.admin : token.roleId) as RoleId;
  const { organization } = token;
  return {
    auth: {
      // The token's id: no session has it, so "end the other sessions" ends them all.
      sessionId: token.id,
      employeeId: token.ownerId,
      organizationId: token.organizationId,
      roleId,
      organization,
      apiToken: { id: token.id, name: token.name },
    },
    employee: {
      id: token.ownerId,
      name: token.ownerName,
      employeeCode: token.employeeCode,
      roleId,
      officialEmail: token.officialEmail,
      organization: {
        id: organization.id,
        name: organization.name,
        timeZone: organization.timeZone,
        currency: organization.currency,
      },
    },
    scopes: token.scopes,
  };
};

export const findMyApiTokens = async (deps: Deps, auth: Auth): Promise<{ items: ApiToken[] }> => {
  requireAccess(auth, 'authenticated');
  const rows = await findApiTokens(deps.db, auth.organizationId, {
    kind: 'personal',
    ownerId: auth.employeeId,
  });
  return { items: rows.map(toApiToken) };
};

export const findOrganizationApiTokens = async (deps: Deps, auth: Auth): Promise<{ items: ApiToken[] }> => {
  requireAccess(auth, 'admin');
  const rows = await findApiTokens(deps.db, auth.organizationId, { kind: 'organization' });
  return { items: rows.map(toApiToken) };
};

export const createApiToken = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  body: CreateBody,
): Promise<CreatedApiToken> => {
  // Only administrators create organisation tokens, which act as an administrator.
  requireAccess(auth, body.kind === 'organization' ? 'admin' : 'authenticated');
  const secret = createApiTokenSecret();
  const now = deps.clock.now();
  const id = await runTransaction(deps.db, async (tx) => {
    if ((await countLiveApiTokens(tx, auth.organizationId, auth.employeeId)) >= API_TOKENS_PER_OWNER_MAX)
      throw new AppError(apiTokenErrors.API_TOKEN_LIMIT);
    const tokenId = await insertApiToken(tx, {
      organizationId: auth.organizationId,
      ownerId: auth.employeeId,
      kind: body.kind,
      name: body.name,
      secretHash: hashApiTokenSecret(secret),
      prefix: displayPrefixOf(secret),
      scopes: body.scopes,
      expiresAt: body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS),
      createdAt: now,
    });
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'api-token.created',
      summary: `Created the ${body.kind} API token “${body.name}” (${body.scopes.join(', ')})`,
      details: { tokenId, kind: body.kind, scopes: body.scopes, expiresInDays: body.expiresInDays },
    });
    return tokenId;
  });
  const row = await findApiToken(deps.db, auth.organizationId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toApiToken(row), secret };
};

// A personal token is revoked by its owner only; an organisation token by any administrator. Anyone
// else learns nothing of it (404), as for another organisation's token.
export const revokeApiToken = async (deps: Deps, auth: Auth, ipAddress: string | null, tokenId: string) => {
  const caller = requireAccess(auth, 'authenticated');
  await runTransaction(deps.db, async (tx) => {
    const token = await findApiToken(tx, auth.organizationId, tokenId);
    const mayRevoke =
      token && (token.kind === 'organization' ? caller.isAdmin : token.ownerId === caller.employeeId);
    if (!token || !mayRevoke) throw new AppError('NOT_FOUND');
    await markApiTokenRevoked(tx, auth.organizationId, token.id, deps.clock.now());
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'api-token.revoked',
      summary: `Revoked the ${token.kind} API token “${token.name}”`,
      details: { tokenId: token.id, kind: token.kind },
    });
  });
};
