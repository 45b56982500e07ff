import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { employees } from '../../db/schema/index';

type ScreenshotMode = 'regular' | 'blurred' | 'off';

// The active employees the tracker watches, with their own screenshot mode (null: the default).
export const findActiveScreenshotModes = (db: Database, organizationId: string) =>
  db
    .select({
      id: employees.id,
      employeeCode: employees.employeeCode,
      name: employees.name,
      screenshotMode: employees.screenshotMode,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.employeeCode));

// Locked until the transaction ends, so the audit records the mode this change replaced.
export const findScreenshotModeForUpdate = async (
  tx: Transaction,
  organizationId: string,
  employeeId: string,
) => {
  const [row] = await tx
    .select({
      id: employees.id,
      employeeCode: employees.employeeCode,
      name: employees.name,
      screenshotMode: employees.screenshotMode,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    )
    .for('update');
  return row;
};

export const updateScreenshotMode = async (
  tx: Transaction,
  organizationId: string,
  employeeId: string,
  screenshotMode: ScreenshotMode | null,
) => {
  await tx
    .update(employees)
    .set({ screenshotMode })
    .where(and(eq(employees.organizationId, organizationId), eq(employees.id, employeeId)));
};
