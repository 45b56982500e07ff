import {
  TRACKER_LIMITS,
  type TrackerConfig,
  type TrackerSignInBody,
  type TrackerSignInResult,
} from '@pulse/shared/contracts/tracker';
import { SLOT_SECONDS } from '@pulse/shared/domain/activity-slot';
import { trackerTexts } from '@pulse/shared/spec-texts';
import { AppError } from '../../lib/app-error';
import type { DeviceAuth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { hashSessionToken } from '../../lib/session-token';
import { type ClientMeta, verifyCredentials } from '../auth/auth.service';
import { passDeviceSecondFactor } from '../auth/two-factor.service';
import { announceDeviceGone } from './device-status.service';
import { issueDeviceToken } from './issue-device-token';
import {
  findDeviceByTokenHash,
  findEmployeeTrackerSettings,
  revokeDevice,
  touchDevice,
} from './tracker.repository';

// A tracker device's session: signing in for a device token, the token on every call, the settings
// the agent runs with, signing out.

// A device reports every few seconds; writing last_seen_at on each call would make every upload
// two writes. A minute of slack is invisible on the devices list.
const TOUCH_AFTER_MS = 60 * 1000;

// The employee's official e-mail and tracker password (the portal password), through the very same
// checks as the portal's sign-in: rate limits, one failure answer, the attempt recorded.
export const signInDevice = async (
  deps: Deps,
  body: TrackerSignInBody,
  meta: ClientMeta,
): Promise<TrackerSignInResult> => {
  const { twoFactorStep, ...employee } = await verifyCredentials(deps, body, meta);
  // Hardening (two-factor sign-in): the code comes in the same request (the agent asks for it when
  // the server says it is needed); an administrator who must set two-factor up does so in the portal.
  if (twoFactorStep !== 'none')
    await passDeviceSecondFactor(deps, { ...employee, twoFactorStep }, body.code, meta);
  return issueDeviceToken(deps.db, employee, body, deps.clock.now());
};

// null for a missing, unknown or revoked token, and for a device whose employee or organisation is no
// longer active (a deleted employee's devices are not found at all).
export const resolveDevice = async (deps: Deps, token: string | null): Promise<DeviceAuth | null> => {
  if (!token) return null;
  const row = await findDeviceByTokenHash(deps.db, hashSessionToken(token));
  if (!row || row.revokedAt || !row.isEmployeeActive || !row.isOrganizationActive) return null;
  const now = deps.clock.now();
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await touchDevice(deps.db, row.organizationId, row.deviceId, now);
  }
  return {
    deviceId: row.deviceId,
    employeeId: row.employeeId,
    organizationId: row.organizationId,
    organization: row.organization,
  };
};

export const getTrackerConfig = async (deps: Deps, device: DeviceAuth): Promise<TrackerConfig> => {
  const settings = await findEmployeeTrackerSettings(deps.db, device.organizationId, device.employeeId);
  if (!settings) throw new AppError('UNAUTHENTICATED', trackerTexts.deviceUnauthenticated);
  return {
    employeeId: device.employeeId,
    deviceId: device.deviceId,
    screenshotMode: settings.screenshotMode ?? device.organization.screenshotMode,
    titleRedactionPatterns: device.organization.titleRedactionPatterns,
    idleThresholdSeconds: TRACKER_LIMITS.idleThresholdSeconds,
    slotSeconds: SLOT_SECONDS,
    organization: {
      timeZone: device.organization.timeZone,
      isShiftsEnabled: device.organization.isShiftsEnabled,
      isLogOffIncludedInIdle: device.organization.isLogOffIncludedInIdle,
    },
  };
};

export const signOutDevice = async (deps: Deps, device: DeviceAuth) => {
  await revokeDevice(deps.db, device.organizationId, device.employeeId, device.deviceId, deps.clock.now());
  await announceDeviceGone(deps, device);
};
