import { LATEST_TRACKER_PACKAGE, type TrackerSetup } from '@pulse/shared/contracts/tracker-setup';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { findDevices, findEmployeeTrackerSettings } from './tracker.repository';
import { findTrackerPackage, openTrackerPackage } from './tracker-package';
import { trackingErrors } from './tracking.errors';

// Installing the tracker: what the Tracker page shows the person signed in, and the package itself.

export const getTrackerSetup = async (deps: Deps, auth: Auth, packageDir: string): Promise<TrackerSetup> => {
  requireAccess(auth, 'authenticated');
  const { organization } = auth;
  const [agent, settings, devices] = await Promise.all([
    findTrackerPackage(packageDir),
    findEmployeeTrackerSettings(deps.db, auth.organizationId, auth.employeeId),
    findDevices(deps.db, auth.organizationId, auth.employeeId),
  ]);
  if (!settings) throw new AppError('UNAUTHENTICATED');
  return {
    agent: agent?.offered ?? null,
    screenshotMode: settings.screenshotMode ?? organization.screenshotMode,
    organizationScreenshotMode: organization.screenshotMode,
    isScreenshotModeOwn: settings.screenshotMode !== null,
    screenshotRetentionDays: organization.screenshotRetentionDays,
    hasTitleRedaction: organization.titleRedactionPatterns.length > 0,
    canEmployeesDeleteScreenshots: organization.canEmployeesDeleteScreenshots,
    activeDeviceCount: devices.filter((device) => device.revokedAt === null).length,
  };
};

// Public: npm fetches it without a session. `latest.tgz` is whichever version the server has.
export const getTrackerPackageDownload = async (packageDir: string, fileName: string) => {
  const found = await findTrackerPackage(packageDir);
  if (!found) throw new AppError(trackingErrors.TRACKER_PACKAGE_NOT_BUILT);
  const offeredName = found.offered.fileName;
  if (fileName !== LATEST_TRACKER_PACKAGE && fileName !== offeredName)
    throw new AppError(
      trackingErrors.TRACKER_PACKAGE_NOT_FOUND,
      `This server offers ${offeredName} (or ${LATEST_TRACKER_PACKAGE}), not ${fileName}.`,
    );
  const stream = await openTrackerPackage(found);
  if (!stream) throw new AppError(trackingErrors.TRACKER_PACKAGE_NOT_BUILT);
  return { fileName: offeredName, stream };
};
