import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employees, organizations, passwordResetTokens, signInEvents } from '../../db/schema/index';

type Executor = Database | Transaction;
export type Person = { organizationId: string; employeeId: string };

// Who may use a password: active, not relieved, not deleted, in an active organisation.
const canSignIn = sql<boolean>`${employees.isActive} and not ${employees.isRelieved} and ${organizations.isActive}`;

const accountColumns = {
  organizationId: employees.organizationId,
  employeeId: employees.id,
  name: employees.name,
  officialEmail: employees.officialEmail,
  canSignIn,
};

// The account behind an e-mail, as sign-in finds it (a deleted employee has none).
export const findAccountByEmail = async (db: Executor, email: string) => {
  const [row] = await db
    .select(accountColumns)
    .from(employees)
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(and(eq(employees.officialEmail, email), isNull(employees.deletedAt)));
  return row;
};

// The person's row, locked until the transaction ends: two requests at once write their links one
// after the other, so the later one always supersedes the earlier.
export const lockAccount = async (tx: Transaction, person: Person) => {
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, person.organizationId), eq(employees.id, person.employeeId)))
    .for('update');
};

export const insertResetToken = async (tx: Transaction, row: typeof passwordResetTokens.$inferInsert) => {
  await tx.insert(passwordResetTokens).values(row);
};

// The person's links not yet used, but the one given: a newer link (or a password just set) makes
// them worthless.
export const deleteUnusedResetTokens = async (tx: Transaction, person: Person, keepId: string) => {
  await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.organizationId, person.organizationId),
        eq(passwordResetTokens.employeeId, person.employeeId),
        isNull(passwordResetTokens.usedAt),
        ne(passwordResetTokens.id, keepId),
      ),
    );
};

const resetTokenWithAccount = (db: Executor, id: string) =>
  db
    .select({
      id: passwordResetTokens.id,
      secretHash: passwordResetTokens.secretHash,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      ...accountColumns,
    })
    .from(passwordResetTokens)
    .innerJoin(
      employees,
      and(
        eq(employees.organizationId, passwordResetTokens.organizationId),
        eq(employees.id, passwordResetTokens.employeeId),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, employees.organizationId))
    .where(and(eq(passwordResetTokens.id, id), isNull(employees.deletedAt)));

// The token's row with its account.
export const findResetToken = async (db: Executor, id: string) => {
  const [row] = await resetTokenWithAccount(db, id);
  return row;
};

// The same, locked: a link presented twice at once is spent once.
export const findResetTokenForUpdate = async (tx: Transaction, id: string) => {
  const [row] = await resetTokenWithAccount(tx, id).for('update', { of: passwordResetTokens });
  return row;
};

export const markResetTokenUsed = async (tx: Transaction, id: string, at: Date) => {
  await tx.update(passwordResetTokens).set({ usedAt: at }).where(eq(passwordResetTokens.id, id));
};

export const updatePasswordHash = async (tx: Transaction, person: Person, passwordHash: string) => {
  await tx
    .update(employees)
    .set({ passwordHash })
    .where(and(eq(employees.organizationId, person.organizationId), eq(employees.id, person.employeeId)));
};

// The signed-in person's name and address (the policy refuses passwords made of them) and hash.
export const findPasswordHolder = async (db: Executor, person: Person) => {
  const [row] = await db
    .select({
      name: employees.name,
      officialEmail: employees.officialEmail,
      passwordHash: employees.passwordHash,
    })
    .from(employees)
    .where(and(eq(employees.organizationId, person.organizationId), eq(employees.id, person.employeeId)));
  return row;
};

// Hardening (sign-in lockout): the account's failures of the window stop counting once its owner has
// proved they read its mail and set a new password; the rows stay in the history, marked as such.
export const clearSignInFailures = async (tx: Transaction, email: string, since: Date) => {
  await tx
    .update(signInEvents)
    .set({ outcome: 'failure-cleared' })
    .where(
      and(
        eq(signInEvents.email, email),
        eq(signInEvents.outcome, 'failure'),
        gt(signInEvents.occurredAt, since),
      ),
    );
};

// Expired links, used or not, are worth nothing; a maintenance job over every organisation.
export const deleteResetTokensExpiredBefore = async (db: Database, before: Date) => {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, before))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
};
