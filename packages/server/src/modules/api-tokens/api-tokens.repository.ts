import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { apiTokens, employees, organizations } from '../../db/schema/index';
import { organizationContextColumns } from '../../lib/organization-context';

export type NewApiToken = typeof apiTokens.$inferInsert;

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  kind: apiTokens.kind,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  createdAt: apiTokens.createdAt,
  ownerId: apiTokens.ownerId,
  ownerName: employees.name,
};

export const insertApiToken = async (tx: Transaction, token: NewApiToken) => {
  const [row] = await tx.insert(apiTokens).values(token).returning({ id: apiTokens.id });
  if (!row) throw new Error('The token was not inserted');
  return row.id;
};

// Live tokens (not revoked) of one owner's kind, or of the whole organisation's kind; newest first.
export const findApiTokens = (
  db: Database | Transaction,
  organizationId: string,
  filter: { kind: 'personal' | 'organization'; ownerId?: string },
) =>
  db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(employees, eq(employees.id, apiTokens.ownerId))
    .where(
      and(
        eq(apiTokens.organizationId, organizationId),
        eq(apiTokens.kind, filter.kind),
        filter.ownerId ? eq(apiTokens.ownerId, filter.ownerId) : undefined,
        isNull(apiTokens.revokedAt),
      ),
    )
    .orderBy(desc(apiTokens.createdAt));

export const findApiToken = async (db: Database | Transaction, organizationId: string, id: string) => {
  const [row] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(employees, eq(employees.id, apiTokens.ownerId))
    .where(
      and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.id, id), isNull(apiTokens.revokedAt)),
    );
  return row;
};

export type ApiTokenRow = NonNullable<Awaited<ReturnType<typeof findApiToken>>>;

export const countLiveApiTokens = async (tx: Transaction, organizationId: string, ownerId: string) => {
  const [row] = await tx
    .select({ total: count() })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.organizationId, organizationId),
        eq(apiTokens.ownerId, ownerId),
        isNull(apiTokens.revokedAt),
      ),
    );
  return row?.total ?? 0;
};

export const markApiTokenRevoked = async (tx: Transaction, organizationId: string, id: string, at: Date) => {
  await tx
    .update(apiTokens)
    .set({ revokedAt: at })
    .where(and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.id, id)));
};

// The access hook's lookup: one indexed equality on the secret's hash, so the secret itself is never
// compared byte by byte (no timing signal about how much of a guess was right).
const secretLookup = preparedPerDatabase((db) =>
  db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      kind: apiTokens.kind,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      organizationId: apiTokens.organizationId,
      ownerId: apiTokens.ownerId,
      roleId: employees.roleId,
      ownerName: employees.name,
      employeeCode: employees.employeeCode,
      officialEmail: employees.officialEmail,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
      organization: organizationContextColumns,
    })
    .from(apiTokens)
    .innerJoin(employees, eq(employees.id, apiTokens.ownerId))
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .where(and(eq(apiTokens.secretHash, sql.placeholder('secretHash')), isNull(employees.deletedAt)))
    .prepare('find_api_token_by_secret_hash'),
);

export const findApiTokenBySecretHash = async (db: Database, secretHash: string) => {
  const [row] = await secretLookup(db).execute({ secretHash });
  return row;
};

export const touchApiToken = async (db: Database, organizationId: string, id: string, at: Date) => {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: at })
    .where(and(eq(apiTokens.organizationId, organizationId), eq(apiTokens.id, id)));
};
