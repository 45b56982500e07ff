import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { trackerDeviceAuthorizations } from '../../db/schema/index';

type Executor = Database | Transaction;
export type DeviceAuthorizationRow = typeof trackerDeviceAuthorizations.$inferSelect;

// The codes the tracker signs in with (device-authorization.service.ts). Looked up by hash before any
// organisation is known, as a device token is: a code belongs to no organisation until it is decided.

// A fresh code, or null when its user code's hash is taken (one chance in billions: a new code then).
export const insertDeviceAuthorization = async (
  db: Executor,
  row: typeof trackerDeviceAuthorizations.$inferInsert,
): Promise<DeviceAuthorizationRow | null> => {
  const [inserted] = await db
    .insert(trackerDeviceAuthorizations)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
};

// Codes a day past their expiry are of no use to anyone (the audit trail keeps the decisions).
export const deleteStaleDeviceAuthorizations = async (db: Executor, expiredBefore: Date) => {
  await db
    .delete(trackerDeviceAuthorizations)
    .where(lt(trackerDeviceAuthorizations.expiresAt, expiredBefore));
};

export const findDeviceAuthorizationByDeviceCode = async (db: Executor, deviceCodeHash: string) => {
  const [row] = await db
    .select()
    .from(trackerDeviceAuthorizations)
    .where(eq(trackerDeviceAuthorizations.deviceCodeHash, deviceCodeHash));
  return row;
};

export const findDeviceAuthorizationByUserCode = async (db: Executor, userCodeHash: string) => {
  const [row] = await db
    .select()
    .from(trackerDeviceAuthorizations)
    .where(eq(trackerDeviceAuthorizations.userCodeHash, userCodeHash));
  return row;
};

export const recordPoll = async (db: Executor, id: string, at: Date, intervalSeconds: number) => {
  await db
    .update(trackerDeviceAuthorizations)
    .set({ lastPolledAt: at, intervalSeconds })
    .where(eq(trackerDeviceAuthorizations.id, id));
};

// Only a pending code that has not expired is decided, once: a second decision, or one racing the
// first, finds nothing (null).
export const decideDeviceAuthorization = async (
  db: Executor,
  userCodeHash: string,
  decision: {
    status: 'approved' | 'denied';
    organizationId: string;
    employeeId: string;
    decidedAt: Date;
  },
) => {
  const [row] = await db
    .update(trackerDeviceAuthorizations)
    .set(decision)
    .where(
      and(
        eq(trackerDeviceAuthorizations.userCodeHash, userCodeHash),
        eq(trackerDeviceAuthorizations.status, 'pending'),
        gt(trackerDeviceAuthorizations.expiresAt, decision.decidedAt),
      ),
    )
    .returning();
  return row ?? null;
};

// Approved → consumed, once: of two polls racing for the token, one gets the row, the other null.
export const consumeDeviceAuthorization = async (db: Executor, id: string, deviceId: string) => {
  const [row] = await db
    .update(trackerDeviceAuthorizations)
    .set({ status: 'consumed', deviceId })
    .where(and(eq(trackerDeviceAuthorizations.id, id), eq(trackerDeviceAuthorizations.status, 'approved')))
    .returning();
  return row ?? null;
};
