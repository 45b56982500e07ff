import type { TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { toDevice } from './device-dto';
import { findEmployeeTrackerSettings, insertDevice } from './tracker.repository';

// The end of every tracker sign-in, by password or by code: a new device of the employee's with a
// fresh bearer token, answered once (only its hash is kept).
export const issueDeviceToken = async (
  db: Database | Transaction,
  owner: { organizationId: string; employeeId: string },
  reported: { deviceName: string; platform: string },
  now: Date,
): Promise<TrackerSignInResult> => {
  const token = createSessionToken();
  const device = await insertDevice(db, {
    organizationId: owner.organizationId,
    employeeId: owner.employeeId,
    name: reported.deviceName,
    platform: reported.platform,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastSeenAt: now,
  });
  const settings = await findEmployeeTrackerSettings(db, owner.organizationId, owner.employeeId);
  if (!settings) throw new AppError('SIGN_IN_FAILED');
  return {
    deviceToken: token,
    device: toDevice(device),
    employee: { id: owner.employeeId, name: settings.name, employeeCode: settings.employeeCode },
  };
};
