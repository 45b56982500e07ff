import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees, trackerDeviceStatuses, trackerDevices } from '../../db/schema/index';

// The devices' last heartbeats (who is working now).

export type DeviceStatusRow = typeof trackerDeviceStatuses.$inferSelect;

export const findDeviceStatus = async (db: Database, organizationId: string, deviceId: string) => {
  const [row] = await db
    .select()
    .from(trackerDeviceStatuses)
    .where(
      and(
        eq(trackerDeviceStatuses.organizationId, organizationId),
        eq(trackerDeviceStatuses.deviceId, deviceId),
      ),
    );
  return row;
};

// One row per device: a concurrent heartbeat of the same device simply writes last.
export const saveDeviceStatus = async (db: Database, row: DeviceStatusRow) => {
  const { deviceId: _key, organizationId: _organization, employeeId: _employee, ...changes } = row;
  await db
    .insert(trackerDeviceStatuses)
    .values(row)
    .onConflictDoUpdate({ target: trackerDeviceStatuses.deviceId, set: changes });
};

// An employee's devices' statuses, revoked devices included (the devices list shows them all).
export const findEmployeeDeviceStatuses = (db: Database, organizationId: string, employeeId: string) =>
  db
    .select()
    .from(trackerDeviceStatuses)
    .where(
      and(
        eq(trackerDeviceStatuses.organizationId, organizationId),
        eq(trackerDeviceStatuses.employeeId, employeeId),
      ),
    );

// The signed-in devices of active employees that ever sent a heartbeat, with their employee; one
// employee's when `employeeId` is given.
export const findLiveDevices = (db: Database, organizationId: string, employeeId?: string) =>
  db
    .select({
      employeeId: trackerDeviceStatuses.employeeId,
      name: employees.name,
      employeeCode: employees.employeeCode,
      state: trackerDeviceStatuses.state,
      heartbeatAt: trackerDeviceStatuses.heartbeatAt,
    })
    .from(trackerDeviceStatuses)
    .innerJoin(trackerDevices, eq(trackerDevices.id, trackerDeviceStatuses.deviceId))
    .innerJoin(employees, eq(employees.id, trackerDeviceStatuses.employeeId))
    .where(
      and(
        eq(trackerDeviceStatuses.organizationId, organizationId),
        employeeId ? eq(trackerDeviceStatuses.employeeId, employeeId) : undefined,
        isNull(trackerDevices.revokedAt),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );

// Every organisation's devices silent since `silentSince` (or longer) that do not show offline yet, now offline.
// One indexed statement for all organisations (a job without a session, run every half minute): a
// device is turned offline once, by whichever server instance gets there first, which tells its
// employee's administrators.
export const markSilentDevicesOffline = (db: Database, silentSince: Date, now: Date) =>
  db
    .update(trackerDeviceStatuses)
    .set({ state: 'offline', stateSince: now })
    .where(
      and(ne(trackerDeviceStatuses.state, 'offline'), lte(trackerDeviceStatuses.heartbeatAt, silentSince)),
    )
    .returning({
      organizationId: trackerDeviceStatuses.organizationId,
      employeeId: trackerDeviceStatuses.employeeId,
    });
