import {
  SCREENSHOT_MODE_LABELS,
  type TrackingSettings,
  type trackingSettingsBodySchema,
} from '@pulse/shared/contracts/tracking-settings';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import {
  findTrackingSettingsForUpdate,
  type TrackingSettingsRow,
  updateTrackingSettingsRow,
} from './tracking-settings.repository';

// Settings → Tracking (spec A §1: screenshots regular, blurred or off per organisation and employee;
// offline time with approval): what the tracker keeps, for how long, and who may remove it.

type TrackingSettingsBody = z.output<typeof trackingSettingsBodySchema>;

// The session's organisation context is read with every request, so it is the current value.
export const getTrackingSettings = (_deps: Deps, auth: Auth): TrackingSettings => {
  requireAccess(auth, 'admin');
  const { organization } = auth;
  return {
    screenshotMode: organization.screenshotMode,
    screenshotRetentionDays: organization.screenshotRetentionDays,
    titleRedactionPatterns: organization.titleRedactionPatterns,
    canEmployeesDeleteScreenshots: organization.canEmployeesDeleteScreenshots,
    manualTimeAutoApproveMinutes: organization.manualTimeAutoApproveMinutes,
  };
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const autoApproval = (minutes: number | null) =>
  minutes === null ? 'always require approval' : `approve under ${minutes} minutes`;
const quoted = (patterns: readonly string[]) => patterns.map((pattern) => `“${pattern}”`).join(', ');

type Change = { field: keyof TrackingSettingsRow; from: unknown; to: unknown; words: string };

// What an admin changed, old → new, in words the Audit page shows (and as data in the details).
export const describeTrackingChanges = (
  before: TrackingSettingsRow,
  after: TrackingSettingsRow,
): Change[] => {
  const changes: Change[] = [];
  const add = (field: keyof TrackingSettingsRow, words: string) =>
    changes.push({ field, from: before[field], to: after[field], words });
  if (before.screenshotMode !== after.screenshotMode)
    add(
      'screenshotMode',
      `Screenshots: ${SCREENSHOT_MODE_LABELS[before.screenshotMode]} → ${SCREENSHOT_MODE_LABELS[after.screenshotMode]}`,
    );
  if (before.screenshotRetentionDays !== after.screenshotRetentionDays)
    add(
      'screenshotRetentionDays',
      `Screenshot retention: ${before.screenshotRetentionDays} → ${after.screenshotRetentionDays} days`,
    );
  const added = after.titleRedactionPatterns.filter(
    (pattern) => !before.titleRedactionPatterns.includes(pattern),
  );
  const removed = before.titleRedactionPatterns.filter(
    (pattern) => !after.titleRedactionPatterns.includes(pattern),
  );
  if (added.length > 0 || removed.length > 0)
    add(
      'titleRedactionPatterns',
      `Redaction patterns: ${[
        ...(added.length > 0 ? [`added ${quoted(added)}`] : []),
        ...(removed.length > 0 ? [`removed ${quoted(removed)}`] : []),
      ].join('; ')}`,
    );
  if (before.canEmployeesDeleteScreenshots !== after.canEmployeesDeleteScreenshots)
    add(
      'canEmployeesDeleteScreenshots',
      `Employees may delete their screenshots: ${yesNo(before.canEmployeesDeleteScreenshots)} → ${yesNo(after.canEmployeesDeleteScreenshots)}`,
    );
  if (before.manualTimeAutoApproveMinutes !== after.manualTimeAutoApproveMinutes)
    add(
      'manualTimeAutoApproveMinutes',
      `Manual time: ${autoApproval(before.manualTimeAutoApproveMinutes)} → ${autoApproval(after.manualTimeAutoApproveMinutes)}`,
    );
  return changes;
};

// One audit event per save that changes anything, written in the save's transaction; a save that
// changes nothing writes nothing.
export const updateTrackingSettings = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  body: TrackingSettingsBody,
): Promise<TrackingSettings> => {
  requireAccess(auth, 'admin');
  const after: TrackingSettingsRow = {
    screenshotMode: body.screenshotMode,
    screenshotRetentionDays: body.screenshotRetentionDays,
    titleRedactionPatterns: body.titleRedactionPatterns,
    canEmployeesDeleteScreenshots: body.canEmployeesDeleteScreenshots,
    manualTimeAutoApproveMinutes: body.manualTimeAutoApproveMinutes,
  };
  await runTransaction(deps.db, async (tx) => {
    const before = await findTrackingSettingsForUpdate(tx, auth.organizationId);
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found.');
    const changes = describeTrackingChanges(before, after);
    if (changes.length === 0) return;
    await updateTrackingSettingsRow(tx, auth.organizationId, after);
    await recordAuditEvent(tx, auth, ipAddress, {
      action: 'tracking-settings.changed',
      summary: changes.map((change) => change.words).join('; '),
      details: {
        changes: Object.fromEntries(
          changes.map((change) => [change.field, { from: change.from, to: change.to }]),
        ),
      },
    });
  });
  return after;
};
