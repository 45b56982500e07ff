import { ROLE } from '@pulse/shared/domain/roles';
import { and, arrayOverlaps, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employees, organizations, ssoConnections, ssoPendingSignIns } from '../../db/schema/index';

type Executor = Database | Transaction;

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;

export const findSsoConnection = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId));
  return row;
};

export const saveSsoConnection = async (tx: Transaction, row: typeof ssoConnections.$inferInsert) => {
  const { organizationId, createdAt, ...changes } = row;
  await tx
    .insert(ssoConnections)
    .values(row)
    .onConflictDoUpdate({ target: ssoConnections.organizationId, set: changes });
};

export const deleteSsoConnection = async (tx: Transaction, organizationId: string) => {
  const deleted = await tx
    .delete(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId))
    .returning({ organizationId: ssoConnections.organizationId });
  return deleted.length > 0;
};

// A domain belongs to one organisation's single sign-on: otherwise the sign-in page could not tell
// which button to offer.
export const isDomainClaimedElsewhere = async (
  tx: Transaction,
  organizationId: string,
  domains: string[],
) => {
  const [row] = await tx
    .select({ organizationId: ssoConnections.organizationId })
    .from(ssoConnections)
    .where(
      and(
        ne(ssoConnections.organizationId, organizationId),
        arrayOverlaps(ssoConnections.emailDomains, domains),
      ),
    )
    .limit(1);
  return row !== undefined;
};

// An active administrator of the organisation (the break-glass administrator must be one).
export const isActiveAdmin = async (tx: Transaction, organizationId: string, employeeId: string) => {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        eq(employees.roleId, ROLE.admin),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  return row !== undefined;
};

export const findActiveAdmins = (db: Executor, organizationId: string) =>
  db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.roleId, ROLE.admin),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.name));

const offeredConnectionColumns = {
  organizationId: ssoConnections.organizationId,
  displayName: ssoConnections.displayName,
  issuerUrl: ssoConnections.issuerUrl,
  clientId: ssoConnections.clientId,
  clientSecretEncrypted: ssoConnections.clientSecretEncrypted,
  emailDomains: ssoConnections.emailDomains,
  isRequired: ssoConnections.isRequired,
  // What creating an employee at a first sign-in needs (sso-provisioning.service.ts).
  organizationName: organizations.name,
  timeZone: organizations.timeZone,
  isProvisioningEnabled: ssoConnections.isProvisioningEnabled,
  provisioningDepartmentId: ssoConnections.provisioningDepartmentId,
  provisioningDesignationId: ssoConnections.provisioningDesignationId,
  provisioningShiftId: ssoConnections.provisioningShiftId,
};

export type OfferedConnection = NonNullable<Awaited<ReturnType<typeof findOfferedConnection>>>;

// A connection the sign-in page may offer: enabled, of an active organisation.
const isOffered = and(eq(ssoConnections.isEnabled, true), eq(organizations.isActive, true));

export const findOfferedConnection = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select(offeredConnectionColumns)
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.organizationId))
    .where(and(eq(ssoConnections.organizationId, organizationId), isOffered));
  return row;
};

export const findOfferedConnectionByDomain = async (db: Executor, domain: string) => {
  const [row] = await db
    .select({
      organizationId: ssoConnections.organizationId,
      displayName: ssoConnections.displayName,
      isRequired: ssoConnections.isRequired,
    })
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.organizationId))
    .where(and(sql`${domain} = any(${ssoConnections.emailDomains})`, isOffered));
  return row;
};

// The password rule's inputs (domain/sso-rules.ts isPasswordAllowed).
export const findSsoPolicy = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select({
      isEnabled: ssoConnections.isEnabled,
      isRequired: ssoConnections.isRequired,
      breakGlassEmployeeId: ssoConnections.breakGlassEmployeeId,
      displayName: ssoConnections.displayName,
    })
    .from(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId));
  return row ?? null;
};

export const insertPendingSignIn = async (db: Executor, row: typeof ssoPendingSignIns.$inferInsert) => {
  await db.insert(ssoPendingSignIns).values(row);
};

// Spends the pending sign-in in one statement: two callbacks with the same state cannot both get it.
export const consumePendingSignIn = async (db: Executor, stateHash: string, now: Date) => {
  const [row] = await db
    .update(ssoPendingSignIns)
    .set({ consumedAt: now })
    .where(
      and(
        eq(ssoPendingSignIns.stateHash, stateHash),
        isNull(ssoPendingSignIns.consumedAt),
        gt(ssoPendingSignIns.expiresAt, now),
      ),
    )
    .returning();
  return row;
};

export const deletePendingSignInsEndedBefore = async (db: Executor, now: Date) => {
  const deleted = await db
    .delete(ssoPendingSignIns)
    .where(or(lt(ssoPendingSignIns.expiresAt, now), lt(ssoPendingSignIns.consumedAt, now)))
    .returning({ stateHash: ssoPendingSignIns.stateHash });
  return deleted.length;
};
