import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { organizations } from '../../db/schema/index';

const trackingColumns = {
  screenshotMode: organizations.screenshotMode,
  screenshotRetentionDays: organizations.screenshotRetentionDays,
  titleRedactionPatterns: organizations.titleRedactionPatterns,
  canEmployeesDeleteScreenshots: organizations.canEmployeesDeleteScreenshots,
  manualTimeAutoApproveMinutes: organizations.manualTimeAutoApproveMinutes,
};

// Locked until the transaction ends: two admins saving at once each record the change they made
// against what the other had saved, never against a value already gone.
export const findTrackingSettingsForUpdate = async (tx: Transaction, organizationId: string) => {
  const [row] = await tx
    .select(trackingColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row;
};

export type TrackingSettingsRow = NonNullable<Awaited<ReturnType<typeof findTrackingSettingsForUpdate>>>;

export const updateTrackingSettingsRow = async (
  tx: Transaction,
  organizationId: string,
  values: TrackingSettingsRow,
) => {
  await tx.update(organizations).set(values).where(eq(organizations.id, organizationId));
};
