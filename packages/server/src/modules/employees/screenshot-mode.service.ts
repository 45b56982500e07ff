import type { ScreenshotMode } from '@pulse/shared/contracts/tracker';
import {
  type EmployeeScreenshotMode,
  effectiveScreenshotMode,
  SCREENSHOT_MODE_LABELS,
} from '@pulse/shared/contracts/tracking-settings';
import { employeePulseTexts } from '@pulse/shared/spec-texts';
import type { Database, Transaction } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import {
  findActiveScreenshotModes,
  findScreenshotModeForUpdate,
  updateScreenshotMode,
} from './screenshot-mode.repository';

// spec A §1: screenshots regular or blurred (or off), adjustable per employee; an employee without a
// mode of their own follows the organisation's default (Settings → Tracking).

const modeWords = (mode: ScreenshotMode | null, organizationDefault: ScreenshotMode) =>
  mode === null
    ? `Organisation default (${SCREENSHOT_MODE_LABELS[organizationDefault]})`
    : SCREENSHOT_MODE_LABELS[mode];

// The audit trail's record of an admin changing one employee's mode (from the Tracking tab or the
// employee form), inside the change's transaction. No change, no record.
export const recordScreenshotModeChange = async (
  db: Database | Transaction,
  auth: Auth,
  ipAddress: string | null,
  change: { employeeId: string; from: ScreenshotMode | null; to: ScreenshotMode | null },
) => {
  if (change.from === change.to) return;
  const organizationDefault = auth.organization.screenshotMode;
  await recordAuditEvent(db, auth, ipAddress, {
    action: 'screenshot-mode.changed',
    subjectId: change.employeeId,
    summary: `Screenshots: ${modeWords(change.from, organizationDefault)} → ${modeWords(change.to, organizationDefault)}`,
    details: { from: change.from, to: change.to },
  });
};

export const findScreenshotModes = async (deps: Deps, auth: Auth): Promise<EmployeeScreenshotMode[]> => {
  requireAccess(auth, 'admin');
  const rows = await findActiveScreenshotModes(deps.db, auth.organizationId);
  return rows.map((row) => ({
    employeeId: row.id,
    employeeCode: row.employeeCode,
    name: row.name,
    screenshotMode: row.screenshotMode,
    effectiveMode: effectiveScreenshotMode(row.screenshotMode, auth.organization.screenshotMode),
  }));
};

// The Tracking tab changes one employee's mode without sending (and so without overwriting) the
// rest of their record.
export const setEmployeeScreenshotMode = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  employeeId: string,
  screenshotMode: ScreenshotMode | null,
): Promise<EmployeeScreenshotMode> => {
  requireAccess(auth, 'admin');
  const employee = await runTransaction(deps.db, async (tx) => {
    const current = await findScreenshotModeForUpdate(tx, auth.organizationId, employeeId);
    if (!current) throw new AppError('NOT_FOUND', employeePulseTexts.employeeNotFound);
    if (current.screenshotMode !== screenshotMode) {
      await updateScreenshotMode(tx, auth.organizationId, employeeId, screenshotMode);
      await recordScreenshotModeChange(tx, auth, ipAddress, {
        employeeId,
        from: current.screenshotMode,
        to: screenshotMode,
      });
    }
    return current;
  });
  return {
    employeeId: employee.id,
    employeeCode: employee.employeeCode,
    name: employee.name,
    screenshotMode,
    effectiveMode: effectiveScreenshotMode(screenshotMode, auth.organization.screenshotMode),
  };
};
