import { ROLE } from '@pulse/shared/domain/roles';
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  employees,
  organizations,
  twoFactorChallenges,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from '../../db/schema/index';

type Executor = Database | Transaction;
type Person = { organizationId: string; employeeId: string };

const credentialOf = (person: Person) =>
  and(
    eq(twoFactorCredentials.organizationId, person.organizationId),
    eq(twoFactorCredentials.employeeId, person.employeeId),
  );

const recoveryCodesOf = (person: Person) =>
  and(
    eq(twoFactorRecoveryCodes.organizationId, person.organizationId),
    eq(twoFactorRecoveryCodes.employeeId, person.employeeId),
  );

const credentialColumns = {
  secretEncrypted: twoFactorCredentials.secretEncrypted,
  enabledAt: twoFactorCredentials.enabledAt,
  lastUsedStep: twoFactorCredentials.lastUsedStep,
};

export const findCredential = async (db: Executor, person: Person) => {
  const [row] = await db.select(credentialColumns).from(twoFactorCredentials).where(credentialOf(person));
  return row;
};

// Locked until the transaction ends: two requests with the same code cannot both take its step, and
// a set-up cannot be confirmed twice.
export const findCredentialForUpdate = async (tx: Transaction, person: Person) => {
  const [row] = await tx
    .select(credentialColumns)
    .from(twoFactorCredentials)
    .where(credentialOf(person))
    .for('update');
  return row;
};

// A new set-up replaces one in progress, never an enabled one: returns false when two-factor is on.
export const savePendingCredential = async (
  db: Executor,
  person: Person,
  secretEncrypted: string,
  createdAt: Date,
) => {
  const rows = await db
    .insert(twoFactorCredentials)
    .values({ ...person, secretEncrypted, createdAt })
    .onConflictDoUpdate({
      target: [twoFactorCredentials.organizationId, twoFactorCredentials.employeeId],
      set: { secretEncrypted, createdAt, enabledAt: null, lastUsedStep: null },
      setWhere: isNull(twoFactorCredentials.enabledAt),
    })
    .returning({ employeeId: twoFactorCredentials.employeeId });
  return rows.length > 0;
};

export const enableCredential = async (tx: Transaction, person: Person, enabledAt: Date, step: number) => {
  await tx.update(twoFactorCredentials).set({ enabledAt, lastUsedStep: step }).where(credentialOf(person));
};

export const saveLastUsedStep = async (tx: Transaction, person: Person, step: number) => {
  await tx.update(twoFactorCredentials).set({ lastUsedStep: step }).where(credentialOf(person));
};

// Returns whether two-factor was on (a set-up in progress goes too, but turned nothing off).
export const deleteCredential = async (tx: Transaction, person: Person) => {
  const rows = await tx
    .delete(twoFactorCredentials)
    .where(credentialOf(person))
    .returning({ enabledAt: twoFactorCredentials.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
};

export const replaceRecoveryCodes = async (tx: Transaction, person: Person, codeHashes: string[]) => {
  await tx.delete(twoFactorRecoveryCodes).where(recoveryCodesOf(person));
  await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ ...person, codeHash })));
};

export const deleteRecoveryCodes = async (tx: Transaction, person: Person) => {
  await tx.delete(twoFactorRecoveryCodes).where(recoveryCodesOf(person));
};

// Marks the code used if it is one of the person's and unused: true when it was.
export const useRecoveryCode = async (tx: Transaction, person: Person, codeHash: string, at: Date) => {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        recoveryCodesOf(person),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
};

export const countRecoveryCodesLeft = async (db: Executor, person: Person) => {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(recoveryCodesOf(person), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
};

// ---- Challenges (between the password and the code) -----------------------------------------------

export const insertChallenge = async (db: Executor, challenge: typeof twoFactorChallenges.$inferInsert) => {
  await db.insert(twoFactorChallenges).values(challenge);
};

// The challenge with what decides whether it may still finish a sign-in; locked, so its wrong codes
// are counted one after the other.
export const findChallengeForUpdate = async (tx: Transaction, tokenHash: string) => {
  const [row] = await tx
    .select({
      id: twoFactorChallenges.id,
      organizationId: twoFactorChallenges.organizationId,
      employeeId: twoFactorChallenges.employeeId,
      purpose: twoFactorChallenges.purpose,
      signInEventId: twoFactorChallenges.signInEventId,
      email: twoFactorChallenges.email,
      deviceNonce: twoFactorChallenges.deviceNonce,
      isRemembered: twoFactorChallenges.isRemembered,
      failedAttempts: twoFactorChallenges.failedAttempts,
      expiresAt: twoFactorChallenges.expiresAt,
      officialEmail: employees.officialEmail,
      isEmployeeActive: employees.isActive,
      isOrganizationActive: organizations.isActive,
    })
    .from(twoFactorChallenges)
    .innerJoin(employees, eq(employees.id, twoFactorChallenges.employeeId))
    .innerJoin(organizations, eq(organizations.id, twoFactorChallenges.organizationId))
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(employees.deletedAt)))
    .for('update', { of: twoFactorChallenges });
  return row;
};

export const saveChallengeFailures = async (tx: Transaction, challengeId: string, failedAttempts: number) => {
  await tx.update(twoFactorChallenges).set({ failedAttempts }).where(eq(twoFactorChallenges.id, challengeId));
};

export const deleteChallenge = async (tx: Transaction, challengeId: string) => {
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId));
};

export const deleteChallengesOfEmployee = async (tx: Transaction, person: Person) => {
  await tx
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.organizationId, person.organizationId),
        eq(twoFactorChallenges.employeeId, person.employeeId),
      ),
    );
};

// Maintenance over every organisation: challenges nobody finished.
export const deleteChallengesEndedBefore = async (db: Database, before: Date) => {
  const rows = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, before))
    .returning({ id: twoFactorChallenges.id });
  return rows.length;
};

// ---- People and the organisation's rule -------------------------------------------------------------

// An employee of the organisation who has not been deleted, with what two-factor needs of them.
export const findTwoFactorPerson = async (db: Executor, person: Person) => {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      roleId: employees.roleId,
      officialEmail: employees.officialEmail,
      passwordHash: employees.passwordHash,
      isRequiredForAdmins: organizations.isTwoFactorRequiredForAdmins,
    })
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(
      and(
        eq(employees.organizationId, person.organizationId),
        eq(employees.id, person.employeeId),
        isNull(employees.deletedAt),
      ),
    );
  return row;
};

export const findTwoFactorPolicy = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select({ isRequiredForAdmins: organizations.isTwoFactorRequiredForAdmins })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
};

export const saveTwoFactorPolicy = async (tx: Transaction, organizationId: string, isRequired: boolean) => {
  await tx
    .update(organizations)
    .set({ isTwoFactorRequiredForAdmins: isRequired })
    .where(eq(organizations.id, organizationId));
};

// Active administrators who would be asked to set two-factor up at their next sign-in.
export const countAdminsWithoutTwoFactor = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select({ admins: count() })
    .from(employees)
    .leftJoin(
      twoFactorCredentials,
      and(
        eq(twoFactorCredentials.organizationId, employees.organizationId),
        eq(twoFactorCredentials.employeeId, employees.id),
      ),
    )
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.roleId, ROLE.admin),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        sql`${twoFactorCredentials.enabledAt} is null`,
      ),
    );
  return row?.admins ?? 0;
};
