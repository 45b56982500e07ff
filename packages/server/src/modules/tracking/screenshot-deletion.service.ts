import { formatDateTimeIn } from '@pulse/shared/domain/display-format';
import { calendarDayOf } from '@pulse/shared/domain/organization-day';
import { activityTexts, trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { noteTimesheetChange } from '../timesheets/timesheet-changes.service';
import { deleteUnnamedScreenshotFiles } from './screenshot-files';
import { clearScreenshotImage, findScreenshotImageForUpdate } from './screenshot-files.repository';

const screenshotNotFound = () => new AppError('NOT_FOUND', activityTexts.noScreenshot);

// Settings → Tracking: where the organisation allows it, an employee may delete a screenshot of their
// own. It is the monitored person's right, so an admin cannot delete anyone else's (an admin's own
// screenshots follow the same rule as everyone's). The slot keeps its time and counts; the image and
// thumbnail go, and the deletion is recorded in the audit trail.
export const deleteOwnScreenshot = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  screenshotId: string,
): Promise<void> => {
  const removed = await runTransaction(deps.db, async (tx) => {
    const screenshot = await findScreenshotImageForUpdate(tx, auth.organizationId, screenshotId);
    // Another organisation's screenshot, or a colleague's seen by an employee: not found, so ids
    // cannot be probed (as for viewing, activity.service.ts).
    if (!screenshot) throw screenshotNotFound();
    requireAccess(auth, { sharedWith: [screenshot.employeeId], refusal: screenshotNotFound });
    if (screenshot.employeeId !== auth.employeeId)
      throw new AppError('FORBIDDEN', trackingPrivacyTexts.onlyOwnScreenshots);
    if (!auth.organization.canEmployeesDeleteScreenshots)
      throw new AppError('FORBIDDEN', trackingPrivacyTexts.employeesMayNotDelete);
    // Deleted before: nothing more to do or record (a second click, a retry).
    if (screenshot.storageKey === null) return null;
    await clearScreenshotImage(tx, auth.organizationId, screenshot, auth.employeeId, deps.clock.now());
    const { timeZone } = auth.organization;
    const when = formatDateTimeIn(screenshot.capturedAt, timeZone);
    // What an approver saw when approving the week is no longer there to see.
    await noteTimesheetChange(tx, auth.organizationId, {
      employeeId: screenshot.employeeId,
      kind: 'screenshot-deleted',
      dates: [calendarDayOf(screenshot.capturedAt, timeZone)],
      at: deps.clock.now(),
    });
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'screenshot.deleted',
      subjectId: screenshot.employeeId,
      summary: `Deleted their screenshot of ${when}`,
      details: { screenshotId, capturedAt: screenshot.capturedAt.toISOString() },
    });
    return screenshot;
  });
  if (removed) await deleteUnnamedScreenshotFiles(deps, [removed]);
};
