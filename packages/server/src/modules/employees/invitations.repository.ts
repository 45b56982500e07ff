import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employeeInvitations, employees, organizations } from '../../db/schema/index';

type Executor = Database | Transaction;

export const insertInvitation = async (tx: Transaction, values: typeof employeeInvitations.$inferInsert) => {
  await tx.insert(employeeInvitations).values(values);
};

// Ends every invitation of the employee still open: a newer one replaces it, or a password was set.
export const voidOpenInvitations = async (
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
  now: Date,
) => {
  await tx
    .update(employeeInvitations)
    .set({ voidedAt: now })
    .where(
      and(
        eq(employeeInvitations.organizationId, employee.organizationId),
        eq(employeeInvitations.employeeId, employee.employeeId),
        isNull(employeeInvitations.acceptedAt),
        isNull(employeeInvitations.voidedAt),
      ),
    );
};

// Each employee's latest invitation, for the list's status.
export const findLatestInvitations = async (db: Executor, organizationId: string, employeeIds: string[]) => {
  if (employeeIds.length === 0) return [];
  return db
    .selectDistinctOn([employeeInvitations.employeeId], {
      employeeId: employeeInvitations.employeeId,
      expiresAt: employeeInvitations.expiresAt,
      acceptedAt: employeeInvitations.acceptedAt,
      voidedAt: employeeInvitations.voidedAt,
    })
    .from(employeeInvitations)
    .where(
      and(
        eq(employeeInvitations.organizationId, organizationId),
        inArray(employeeInvitations.employeeId, employeeIds),
      ),
    )
    .orderBy(employeeInvitations.employeeId, desc(employeeInvitations.createdAt));
};

// The invitation a link's token names (by the token's id), with who it is for. `forUpdate`: accepting
// locks the row, so two tabs submitting at once accept it once.
export const findInvitation = async (db: Executor, invitationId: string, options: { forUpdate: boolean }) => {
  const query = db
    .select({
      id: employeeInvitations.id,
      organizationId: employeeInvitations.organizationId,
      employeeId: employeeInvitations.employeeId,
      secretHash: employeeInvitations.secretHash,
      expiresAt: employeeInvitations.expiresAt,
      acceptedAt: employeeInvitations.acceptedAt,
      voidedAt: employeeInvitations.voidedAt,
      name: employees.name,
      officialEmail: employees.officialEmail,
      isActive: employees.isActive,
      isRelieved: employees.isRelieved,
      deletedAt: employees.deletedAt,
      organizationName: organizations.name,
      isOrganizationActive: organizations.isActive,
    })
    .from(employeeInvitations)
    .innerJoin(
      employees,
      and(
        eq(employees.organizationId, employeeInvitations.organizationId),
        eq(employees.id, employeeInvitations.employeeId),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, employeeInvitations.organizationId))
    .where(eq(employeeInvitations.id, invitationId));
  const [row] = options.forUpdate ? await query.for('update', { of: employeeInvitations }) : await query;
  return row;
};

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export const markInvitationAccepted = async (tx: Transaction, invitationId: string, now: Date) => {
  await tx
    .update(employeeInvitations)
    .set({ acceptedAt: now })
    .where(eq(employeeInvitations.id, invitationId));
};

// The chosen password, stored by the invitation's own use case (the row was found by its token).
export const setEmployeePasswordHash = async (
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
  passwordHash: string,
) => {
  await tx
    .update(employees)
    .set({ passwordHash })
    .where(and(eq(employees.organizationId, employee.organizationId), eq(employees.id, employee.employeeId)));
};
