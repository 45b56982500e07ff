import { trackerTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { requireEmployee } from '../employees/employees.service';
import { toDevice } from './device-dto';
import { findEmployeeDeviceStatuses } from './device-status.repository';
import { announceDeviceGone } from './device-status.service';
import { findDevices, revokeDevice } from './tracker.repository';

// An employee's tracker devices in the portal.

// Administrators manage everyone's devices, an employee their own.
export const findEmployeeDevices = async (deps: Deps, auth: Auth, employeeId: string) => {
  requireAccess(auth, { employeeId: employeeId });
  await requireEmployee(deps.db, auth.organizationId, employeeId);
  const [rows, statuses] = await Promise.all([
    findDevices(deps.db, auth.organizationId, employeeId),
    findEmployeeDeviceStatuses(deps.db, auth.organizationId, employeeId),
  ]);
  const now = deps.clock.now();
  const statusOf = new Map(statuses.map((status) => [status.deviceId, status]));
  return rows.map((row) => {
    const status = statusOf.get(row.id);
    return toDevice(row, status && { row: status, now });
  });
};

export const revokeEmployeeDevice = async (
  deps: Deps,
  auth: Auth,
  ids: { employeeId: string; deviceId: string },
) => {
  requireAccess(auth, { employeeId: ids.employeeId });
  await requireEmployee(deps.db, auth.organizationId, ids.employeeId);
  const row = await revokeDevice(
    deps.db,
    auth.organizationId,
    ids.employeeId,
    ids.deviceId,
    deps.clock.now(),
  );
  if (!row) throw new AppError('NOT_FOUND', trackerTexts.deviceNotFound);
  await announceDeviceGone(deps, row);
  return toDevice(row);
};
